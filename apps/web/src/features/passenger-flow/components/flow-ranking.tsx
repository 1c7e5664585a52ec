/**
 * The day's national ranking by total flow (GET /api/data/passengerFlow/ranking; contracts RankingPage):
 * reporting venues and national total, a table of rank / venue / area / total, the pager. A venue's
 * name is a button that shows its hourly chart above (`onPick`).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { ListPager } from '../../../components/list-page/list-pager';
import { EmptyState } from '../../../components/states/empty-state';
import { ErrorState } from '../../../components/states/error-state';
import { ListSkeleton } from '../../../components/states/loading-state';
import { rankingQuery } from '../api';
import { previousDay, RANKING_PAGE_SIZE } from '../flow-query';

export interface FlowRankingProps {
  date: string;
  pageNum: number;
  onPage: (pageNum: number) => void;
  onPick: (organId: number) => void;
  /** Go to another day (the empty state offers the day before). */
  onDate: (date: string) => void;
}

export function FlowRanking({ date, pageNum, onPage, onPick, onDate }: FlowRankingProps) {
  const result = useQuery({ ...rankingQuery(date, pageNum, RANKING_PAGE_SIZE), placeholderData: keepPreviousData });
  const page = result.data;

  let body: ReactNode;
  if (result.isPending) body = <ListSkeleton rows={3} />;
  else if (result.isError)
    body = <ErrorState error={result.error} onRetry={() => void result.refetch()} title="排行加载失败" />;
  else if (!page || page.list.length === 0) {
    const before = previousDay(date);
    body = (
      <EmptyState description={`${date} 暂无场馆上报客流数据`}>
        <Button onClick={() => onDate(before)}>查看前一天（{before}）</Button>
      </EmptyState>
    );
  } else
    body = (
      <div className="flow-ranking-table">
        <table>
          <caption className="visually-hidden">{`${page.date} 全国场馆客流排行，第 ${page.pageNum} 页`}</caption>
          <thead>
            <tr>
              <th scope="col">排名</th>
              <th scope="col">场馆</th>
              <th scope="col">地区</th>
              <th scope="col" className="flow-number">
                客流（人次）
              </th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((item) => (
              <tr key={item.organId}>
                <td className="flow-rank">{item.rank}</td>
                <th scope="row">
                  <button type="button" className="flow-link-button" onClick={() => onPick(item.organId)}>
                    {item.name}
                  </button>
                </th>
                <td>{item.areaName}</td>
                <td className="flow-number">{item.total.toLocaleString('zh-CN')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <>
      <p className="flow-ranking-summary muted-text" role="status">
        {page && !result.isError
          ? `${page.date} 上报场馆 ${page.reportingVenues.toLocaleString('zh-CN')} 家，全国合计 ${page.nationalTotal.toLocaleString('zh-CN')} 人次`
          : ''}
      </p>
      <div aria-busy={result.isFetching}>{body}</div>
      {page && !result.isError && page.total > RANKING_PAGE_SIZE && (
        <ListPager
          label="排行分页"
          paging={{ pageNum, pageSize: RANKING_PAGE_SIZE }}
          total={page.total}
          sizeChanger={false}
          onChange={(change) => 'pageNum' in change && onPage(change.pageNum)}
        />
      )}
    </>
  );
}
