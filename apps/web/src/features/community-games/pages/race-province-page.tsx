/**
 * /qmsports/race/province(?gamesId=) — 各省赛况 (spec §2 race/province): for the chosen games (default:
 * the current one; the editions from games/current), each province's races, finished races and
 * participants, and the medal table (gold, silver, bronze, rank). The medal chart shows the first ten
 * provinces; its figures are also given as a sentence and in the table, which is sortable by nothing
 * but the medal-table order the server gives.
 */
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router';
import { EChart } from '../../../components/chart/e-chart';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { int, useUrlState, urlStateSpec } from '../../../lib/url-state';
import { gamesQuery, provinceStatQuery } from '../api';
import { GamesPage } from '../components/games-page';
import { TableScroll } from '../components/table-scroll';
import { medalChartOption, medalSummary } from '../medal-chart-option';
import { formatCount } from '../race-format';

const PROVINCE_STATE = urlStateSpec({ gamesId: int({ min: 1, max: 2_147_483_647, default: null, maxDigits: 10 }) });

export default function RaceProvincePage() {
  const titleId = useId();
  const selectId = useId();
  const [{ gamesId }, update] = useUrlState(PROVINCE_STATE);
  const games = useQuery(gamesQuery(gamesId ?? undefined));
  const table = useQuery(provinceStatQuery(gamesId ?? undefined));
  const editions = games.data?.editions ?? [];

  let body;
  if (table.isPending) body = <ListSkeleton />;
  else if (table.isError) body = <ErrorState error={table.error} onRetry={() => void table.refetch()} />;
  else
    body = (
      <>
        <section aria-labelledby={`${titleId}-chart`}>
          <h2 id={`${titleId}-chart`} className="section-title">
            奖牌榜前十
          </h2>
          <EChart option={medalChartOption(table.data)} label="奖牌榜前十名省份的金、银、铜牌数柱状图" />
          <p className="games-chart-text">{medalSummary(table.data)}</p>
        </section>
        <section aria-labelledby={`${titleId}-table`}>
          <h2 id={`${titleId}-table`} className="section-title">
            各省（区、市）赛事与奖牌
          </h2>
          <TableScroll label="各省（区、市）赛事与奖牌表">
            <table className="games-table games-province-table">
              <caption className="visually-hidden">各省（区、市）赛事数、参与人数与奖牌榜</caption>
              <thead>
                <tr>
                  <th scope="col">名次</th>
                  <th scope="col">省（区、市）</th>
                  <th scope="col">金牌</th>
                  <th scope="col">银牌</th>
                  <th scope="col">铜牌</th>
                  <th scope="col">赛事</th>
                  <th scope="col">已结束</th>
                  <th scope="col">参与人数</th>
                </tr>
              </thead>
              <tbody>
                {table.data.map((row) => (
                  <tr key={row.provinceCode}>
                    <td>{row.rank}</td>
                    <th scope="row">
                      <Link
                        to={catalogue.raceQuery.href({ areaCode: row.provinceCode, gamesId: gamesId ?? undefined })}
                      >
                        {row.provinceName}
                      </Link>
                    </th>
                    <td>{row.gold}</td>
                    <td>{row.silver}</td>
                    <td>{row.bronze}</td>
                    <td>{formatCount(row.races)}</td>
                    <td>{formatCount(row.finished)}</td>
                    <td>{formatCount(row.participants)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      </>
    );

  return (
    <GamesPage>
      <ContentPage>
        <ContentPanel labelledBy={titleId}>
          <PageTitle id={titleId}>{pageHeading(catalogue.raceProvince)}</PageTitle>
          <div className="games-edition-picker">
            <label htmlFor={selectId}>运动会</label>
            <Select
              id={selectId}
              value={games.data?.id}
              loading={games.isPending}
              options={editions.map((edition) => ({ value: edition.id, label: edition.name }))}
              popupMatchSelectWidth={false}
              onChange={(value: number) => update({ gamesId: value })}
            />
          </div>
          {body}
        </ContentPanel>
      </ContentPage>
    </GamesPage>
  );
}
