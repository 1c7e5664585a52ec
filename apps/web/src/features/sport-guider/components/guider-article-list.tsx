/**
 * One list of the section's articles (policy, notice, association or training; contracts
 * GUIDER_ARTICLE_KINDS): keyword and page in the address, newest first; each title opens
 * socialSportDetail with this list's name as its `from` crumb (spec §2 "Breadcrumb" rule 7). Training
 * courses show their dates, place, capacity, enrolled count and enrolment status.
 * Data: GET /api_/ow/socialSport/list.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import type { GuiderArticleListItem } from '@portal/contracts/sport-guider';
import { ENROL_STATUS_NAMES, type EnrolStatus, type GuiderArticleKind } from '@portal/contracts/sport-guider.codes';
import { FilterBar } from '../../../components/list-page/filter-fields';
import { KeywordSearch } from '../../../components/list-page/list-filters';
import { ListResults } from '../../../components/list-page/list-results';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { ToneTag, type Tone } from '../../../components/status-tag/tone-tag';
import { catalogue, type PageEntry } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { formatDate } from '../../../lib/format-date';
import { LIST_PAGING, text, urlStateSpec, useUrlState } from '../../../lib/url-state';
import { guiderArticleListQuery } from '../api';
import './sport-guider.css';

const ARTICLE_URL_STATE = urlStateSpec({ keyword: text(50, { dropControls: true }), ...LIST_PAGING });

const ENROL_TONES: Record<EnrolStatus, Tone> = {
  notOpen: 'blue',
  open: 'green',
  full: 'gold',
  closed: 'grey',
  ended: 'grey',
};

export function EnrolTag({ status }: { status: EnrolStatus }) {
  return <ToneTag tone={ENROL_TONES[status]}>{ENROL_STATUS_NAMES[status]}</ToneTag>;
}

function ArticleItem({ item, from }: { item: GuiderArticleListItem; from: string }) {
  const { course } = item;
  return (
    <li>
      <h2>
        <Link to={catalogue.socialSportDetail.href({ id: item.id, from })}>{item.title}</Link>
        {course && <EnrolTag status={course.enrolStatus} />}
      </h2>
      {course ? (
        <>
          <p>
            培训时间：{formatDate(course.startDate)} 至 {formatDate(course.endDate)}
          </p>
          <p>培训地点：{course.place}</p>
          <p>
            名额：{course.capacity} 人，已报名 {course.enrolled} 人；报名时间 {formatDate(course.enrolStart)} 至{' '}
            {formatDate(course.enrolEnd)}
          </p>
        </>
      ) : (
        <p>{item.summary}</p>
      )}
      <p className="muted-text">
        {item.source} · {formatDate(item.publishDate)}
      </p>
    </li>
  );
}

export function GuiderArticleList({
  kind,
  entry,
  intro,
}: {
  kind: GuiderArticleKind;
  entry: PageEntry;
  intro: string;
}) {
  const titleId = useId();
  const keywordId = useId();
  const [state, update] = useUrlState(ARTICLE_URL_STATE);
  const result = useQuery({ ...guiderArticleListQuery({ kind, ...state }), placeholderData: keepPreviousData });
  const from = pageHeading(entry);

  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{from}</PageTitle>
        <p className="muted-text">{intro}</p>
        <FilterBar>
          <KeywordSearch
            key={state.keyword}
            id={keywordId}
            initial={state.keyword}
            placeholder="标题或摘要关键词"
            label={`搜索${from}`}
            onSearch={(keyword) => update({ keyword })}
          />
        </FilterBar>
        <ListResults
          result={result}
          paging={state}
          onPage={update}
          totalText={(total) => `共 ${total} 条`}
          emptyText={state.keyword ? '没有符合条件的内容，请更换关键词' : '暂无内容'}
          renderList={(items) => (
            <ul className="guider-course-list">
              {items.map((item) => (
                <ArticleItem key={item.id} item={item} from={from} />
              ))}
            </ul>
          )}
        />
      </ContentPanel>
    </ContentPage>
  );
}
