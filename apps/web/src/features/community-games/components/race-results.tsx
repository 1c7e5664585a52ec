/**
 * The results of one race (GET race/score): per event and age group a table of rank, name (individual:
 * surname and masked given name as published; team: the team), unit, province, score and medal, with
 * the kind (个人 / 团体) in its caption. Loading, error-with-retry and "no results yet" states.
 */
import { useQuery } from '@tanstack/react-query';
import { RESULT_KIND_NAMES } from '@portal/contracts/community-games.codes';
import type { ResultEntry } from '@portal/contracts/community-games';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { raceScoreQuery } from '../api';
import { TableScroll } from './table-scroll';

const MEDAL_NAMES: Record<NonNullable<ResultEntry['medal']>, string> = { gold: '金牌', silver: '银牌', bronze: '铜牌' };

export function RaceResults({ id, headingLevel }: { id: number; headingLevel: 2 | 3 }) {
  const result = useQuery(raceScoreQuery(id));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  let body;
  if (result.isPending) body = <ListSkeleton rows={3} />;
  else if (result.isError) body = <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  else if (result.data.events.length === 0) body = <EmptyState description="比赛结束后公布成绩，请稍后查看" />;
  else
    body = result.data.events.map((event) => {
      const title = `${event.event}（${event.group}，${RESULT_KIND_NAMES[event.kind]}）`;
      return (
        <div key={`${event.event}-${event.group}`} className="race-result">
          <SubHeading className="race-result-title">{title}</SubHeading>
          <TableScroll label={`${title}成绩表`}>
            <table className="games-table">
              <caption className="visually-hidden">{title}成绩与名次</caption>
              <thead>
                <tr>
                  <th scope="col">名次</th>
                  <th scope="col">{event.kind === 'team' ? '队名' : '姓名'}</th>
                  <th scope="col">代表单位</th>
                  <th scope="col">省份</th>
                  <th scope="col">成绩</th>
                  <th scope="col">奖牌</th>
                </tr>
              </thead>
              <tbody>
                {event.results.map((entry, k) => (
                  <tr key={k} data-medal={entry.medal ?? undefined}>
                    <td>{entry.rank}</td>
                    <td>{entry.name}</td>
                    <td>{entry.team}</td>
                    <td>{entry.provinceName}</td>
                    <td>{entry.score}</td>
                    <td>{entry.medal ? MEDAL_NAMES[entry.medal] : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      );
    });
  return (
    <section aria-labelledby={`race-results-${id}`} className="race-results">
      <Heading id={`race-results-${id}`} className="section-title">
        成绩与名次
      </Heading>
      {body}
    </section>
  );
}
