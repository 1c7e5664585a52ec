/**
 * The content of one year tab: the year's figures, charts (monthly visitors; hours against the
 * programme's minimums), programme compliance, the evaluation (large venues) and the year's matches
 * and trainings. Headings are h3 (the tab strip sits under the panel's h2).
 */
import { useId } from 'react';
import type { VenueYearDetail } from '@portal/contracts/venue';
import type { DetailTarget } from '../api';
import { chartColors } from '../chart-colors';
import { ComplianceList } from './compliance-list';
import { MonthlyVisitorsChart } from './monthly-visitors-chart';
import { VenueEvents } from './venue-events';
import { YearEvaluation } from './year-evaluation';
import { YearFigures } from './year-figures';
import { YearHoursChart } from './year-hours-chart';

export function YearPanel({ detail, target }: { detail: VenueYearDetail; target: DetailTarget }) {
  const id = useId();
  const colors = chartColors();
  const { year, stat } = detail;
  return (
    <div className="venue-detail__year">
      <section aria-labelledby={`${id}-figures`}>
        <h3 id={`${id}-figures`} className="venue-detail__subtitle">{`${year} 年开放数据`}</h3>
        <YearFigures stat={stat} />
      </section>
      <div className="venue-detail__charts">
        <section aria-labelledby={`${id}-visitors`}>
          <h3 id={`${id}-visitors`} className="venue-detail__subtitle">
            每月接待人次
          </h3>
          <MonthlyVisitorsChart stat={stat} color={colors.primary} />
        </section>
        <section aria-labelledby={`${id}-hours`}>
          <h3 id={`${id}-hours`} className="venue-detail__subtitle">
            开放时长与要求
          </h3>
          <YearHoursChart stat={stat} actualColor={colors.primary} requirementColor={colors.requirement} />
        </section>
      </div>
      <section aria-labelledby={`${id}-compliance`}>
        <h3 id={`${id}-compliance`} className="venue-detail__subtitle">
          免费低收费开放要求达标情况
        </h3>
        <ComplianceList compliance={detail.compliance} />
      </section>
      {target.kind === 'large' && (
        <section aria-labelledby={`${id}-evaluation`}>
          <h3 id={`${id}-evaluation`} className="venue-detail__subtitle">
            年度评估结果
          </h3>
          <YearEvaluation evaluation={detail.evaluation} year={year} />
        </section>
      )}
      <section aria-labelledby={`${id}-events`}>
        <h3 id={`${id}-events`} className="venue-detail__subtitle">
          赛事活动与培训
        </h3>
        <div className="venue-detail__event-columns">
          <VenueEvents eventKind="match" target={target} year={year} headingId={`${id}-matches`} />
          <VenueEvents eventKind="training" target={target} year={year} headingId={`${id}-trainings`} />
        </div>
      </section>
    </div>
  );
}
