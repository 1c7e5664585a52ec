/**
 * The venue part of /passengerflow: picker and the chosen venue's hourly flow for the day, with
 * loading, not-found (unknown organId in the URL), error and "nothing reported" states.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode, type Ref } from 'react';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { DetailSkeleton } from '../../../components/states/loading-state';
import { isNotFoundError } from '../../../lib/api-data';
import { venueFlowDayQuery } from '../api';
import { HourlyFlow } from './hourly-flow';
import { VenuePicker } from './venue-picker';

export interface VenueFlowSectionProps {
  organId: number | null;
  date: string;
  onPick: (organId: number) => void;
  /** The section's heading (focused after a venue is picked in the ranking). */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function VenueFlowSection({ organId, date, onPick, headingRef }: VenueFlowSectionProps) {
  const titleId = useId();
  const pickerId = useId();
  const day = useQuery({
    ...venueFlowDayQuery(organId ?? 0, date),
    enabled: organId !== null,
    placeholderData: keepPreviousData,
  });

  let body: ReactNode;
  if (organId === null) body = <EmptyState description="请选择场馆查看分时客流" />;
  else if (day.isPending) body = <DetailSkeleton />;
  else if (day.isError && isNotFoundError(day.error)) body = <EmptyState description="未找到该场馆，请重新选择" />;
  else if (day.isError)
    body = <ErrorState error={day.error} onRetry={() => void day.refetch()} title="客流数据加载失败" />;
  else if (day.data.hours.every((entry) => entry.count === null))
    body = <EmptyState description={`${day.data.name} ${date} 暂无上报的客流数据`} />;
  else body = <HourlyFlow day={day.data} />;

  return (
    <section className="flow-panel" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="section-title">
        场馆分时客流
      </h2>
      <div className="flow-field">
        <label htmlFor={pickerId}>选择场馆</label>
        <VenuePicker
          id={pickerId}
          value={organId}
          selectedName={day.data?.organId === organId ? day.data?.name : undefined}
          onChange={onPick}
        />
      </div>
      <div aria-busy={day.isFetching}>{body}</div>
    </section>
  );
}
