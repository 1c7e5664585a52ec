/**
 * The three venue detail pages (spec §2; the route gives the kind, app/routes.ts; detail-kind.ts), practical facts first: head
 * (name, type, open-now status, today's hours, fees, address with map and navigation links, phone), the
 * weekly schedule, prices and closures; then the yearly figures: year tabs whose year is the URL's `year`
 * (absent = newest; the address stays shareable), the year's data, charts, compliance, evaluation (large
 * venues) and events; then the image gallery and the introduction / announcement / notice tabs.
 *
 * States: a malformed organId/oldType or an unknown venue (404/400 from the years call) -> not-found with a
 * link to the venue list; a venue without a public year (years = []: none audited yet, docs/decisions/open-data.md
 * "Audited rows") -> profile-only: the same profile, schedule, gallery and texts from GET /api/data/venue/profile
 * and a notice that its yearly data is not yet published instead of the year tabs (whatever `year` asks); a year
 * without data (not among the venue's years, or malformed) -> not-found with a link to the newest year; other
 * failures -> error with retry. Every state renders exactly one h1.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { VenueProfile, VenueYearDetail } from '@portal/contracts/venue';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { DetailSkeleton } from '../../../components/states/loading-state';
import { NotFoundState } from '../../../components/states/not-found-state';
import { isNotFoundError } from '../../../lib/api-data';
import { profileQuery, yearDetailQuery, yearsQuery, type DetailTarget } from '../api';
import { chartColors } from '../chart-colors';
import { DETAIL_KINDS, venueListPath, type DetailKind } from '../detail-kind';
import { useDetailParams } from '../use-detail-params';
import { ClosureList } from '../components/closure-list';
import { OpeningHoursChart } from '../components/opening-hours-chart';
import { PriceList } from '../components/price-list';
import { ScheduleTable } from '../components/schedule-table';
import { VenueGallery } from '../components/venue-gallery';
import { VenueHeading } from '../components/venue-heading';
import { VenueTexts } from '../components/venue-texts';
import { YearPanel } from '../components/year-panel';
import { YearTabs } from '../components/year-tabs';
import '../venue-detail.css';

/** This page's address for `year` (null = the newest). */
function yearHref(target: DetailTarget, year: number | null): string {
  const oldType = target.kind === 'centre' ? target.oldType : undefined;
  return DETAIL_KINDS[target.kind].page.href({ organId: target.organId, oldType, year });
}

/** The notice of the profile-only state, in place of the year tabs. */
const YEARS_UNPUBLISHED = '该场馆年度开放数据尚未公布（审核通过后公布）';

function Frame({ children }: { children: ReactNode }) {
  return (
    <ContentPage className="venue-detail">
      <ContentPanel as="div">{children}</ContentPanel>
    </ContentPage>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Frame>
      <PageTitle hidden>{label}</PageTitle>
      <DetailSkeleton />
    </Frame>
  );
}

function Failed({ label, error, onRetry }: { label: string; error: unknown; onRetry: () => void }) {
  return (
    <Frame>
      <PageTitle hidden>{label}</PageTitle>
      <ErrorState error={error} onRetry={onRetry} />
    </Frame>
  );
}

export default function VenueDetailPage({ kind }: { kind: DetailKind }) {
  const { pageLabel } = DETAIL_KINDS[kind];
  const { organId, oldType, year: askedYear, badYear } = useDetailParams();
  const [, setSearchParams] = useSearchParams();
  const valid = organId !== null && oldType !== null;
  const target: DetailTarget = { kind, organId: organId ?? 0, oldType: oldType ?? 4 };

  const years = useQuery({ ...yearsQuery(target), enabled: valid });
  const newest = years.data?.[0] ?? null;
  const year = askedYear ?? newest;
  const yearKnown = year !== null && !badYear && (years.data?.includes(year) ?? false);
  // While another year loads, the previous year's answer of the same venue keeps the head in place.
  const detail = useQuery({
    ...yearDetailQuery(target, year ?? 0),
    enabled: valid && yearKnown,
    placeholderData: (previous: VenueYearDetail | undefined) =>
      previous?.venue.organId === organId ? previous : undefined,
  });

  // A venue without a public year keeps its page: its profile alone (profile-only state).
  const profile = useQuery({ ...profileQuery(target.organId), enabled: valid && years.data?.length === 0 });

  const venueNotFound = (
    <NotFoundState title="未找到该场馆" backTo={venueListPath(kind, oldType)} backLabel="返回场馆开放列表" />
  );
  if (!valid) return <Frame>{venueNotFound}</Frame>;
  if (years.isPending) return <Loading label={pageLabel} />;
  if (years.isError) {
    if (isNotFoundError(years.error)) return <Frame>{venueNotFound}</Frame>;
    return <Failed label={pageLabel} error={years.error} onRetry={() => void years.refetch()} />;
  }
  if (newest === null) {
    if (profile.isPending) return <Loading label={pageLabel} />;
    if (profile.isError) {
      if (isNotFoundError(profile.error)) return <Frame>{venueNotFound}</Frame>;
      return <Failed label={pageLabel} error={profile.error} onRetry={() => void profile.refetch()} />;
    }
    return (
      <VenueDetailBody venue={profile.data}>
        <EmptyState description={YEARS_UNPUBLISHED} />
      </VenueDetailBody>
    );
  }
  const yearNotFound = (
    <Frame>
      <NotFoundState
        title={badYear || year === null ? '未找到该年度的开放数据' : `未找到该场馆 ${year} 年度的开放数据`}
        backTo={yearHref(target, null)}
        backLabel={`查看最新年度（${newest} 年）的数据`}
      />
    </Frame>
  );
  if (!yearKnown) return yearNotFound;
  if (detail.isPending) return <Loading label={pageLabel} />;
  if (detail.isError) {
    if (isNotFoundError(detail.error)) return year === newest ? <Frame>{venueNotFound}</Frame> : yearNotFound;
    return <Failed label={pageLabel} error={detail.error} onRetry={() => void detail.refetch()} />;
  }

  const selectYear = (selected: number) =>
    setSearchParams(
      (params) => {
        params.set('year', String(selected));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  // `detail.data.year` differs from the selected tab while that year loads.
  return (
    <VenueDetailBody venue={detail.data.venue}>
      <YearTabs years={years.data} selected={year} onSelect={selectYear} label="选择年度">
        {detail.data.year !== year ? (
          <div role="status" aria-live="polite">
            <DetailSkeleton />
          </div>
        ) : (
          <YearPanel detail={detail.data} target={target} />
        )}
      </YearTabs>
    </VenueDetailBody>
  );
}

/**
 * The page of a known venue: head, schedule and prices, `children` under '年度开放情况' (the year tabs, or the
 * profile-only notice), gallery and texts.
 */
function VenueDetailBody({ venue, children }: { venue: VenueProfile; children: ReactNode }) {
  const id = useId();
  const colors = chartColors();
  return (
    <ContentPage className="venue-detail">
      <ContentPanel labelledBy={`${id}-title`}>
        <VenueHeading venue={venue} titleId={`${id}-title`} />
      </ContentPanel>

      <ContentPanel labelledBy={`${id}-schedule`}>
        <h2 id={`${id}-schedule`} className="section-title">
          开放时间与收费
        </h2>
        <ScheduleTable schedule={venue.schedule} />
        <OpeningHoursChart schedule={venue.schedule} openColor={colors.primary} freeColor={colors.free} />
        <h3 className="venue-detail__subtitle">收费标准</h3>
        <PriceList venue={venue} />
        <h3 className="venue-detail__subtitle">闭馆安排</h3>
        <ClosureList closures={venue.upcomingClosures} />
      </ContentPanel>

      <ContentPanel labelledBy={`${id}-years`}>
        <h2 id={`${id}-years`} className="section-title">
          年度开放情况
        </h2>
        {children}
      </ContentPanel>

      <ContentPanel labelledBy={`${id}-images`}>
        <h2 id={`${id}-images`} className="section-title">
          场馆图片
        </h2>
        <VenueGallery organId={venue.organId} venueName={venue.name} />
      </ContentPanel>

      <ContentPanel labelledBy={`${id}-texts`}>
        <h2 id={`${id}-texts`} className="section-title">
          场馆介绍
        </h2>
        <VenueTexts organId={venue.organId} />
      </ContentPanel>
    </ContentPage>
  );
}
