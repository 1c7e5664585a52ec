/**
 * 场馆简介 / 公告 / 须知 (GET /api/data/venueIntroduction/{introduction|announcement|notice}/{organId}):
 * antd Tabs (arrow keys move between tabs); a tab's texts load when it is first shown. Each entry: its
 * title (h3), publish date and the sanitized HTML body (components/article RichText).
 */
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import type { IntroductionKind } from '@portal/contracts/venue.codes';
import { RichText } from '../../../components/article/rich-text';
import { ErrorState } from '../../../components/states/error-state';
import { formatDate } from '../../../lib/format-date';
import { introductionsQuery } from '../api';

export const TEXT_TABS: Array<{ kind: IntroductionKind; label: string }> = [
  { kind: 'introduction', label: '场馆简介' },
  { kind: 'announcement', label: '场馆公告' },
  { kind: 'notice', label: '入馆须知' },
];

function TextEntries({ kind, label, organId }: { kind: IntroductionKind; label: string; organId: number }) {
  const result = useQuery(introductionsQuery(kind, organId));
  if (result.isPending) return <p className="muted-text" role="status">{`正在加载${label}…`}</p>;
  if (result.isError)
    return <ErrorState title={`${label}加载失败`} error={result.error} onRetry={() => void result.refetch()} />;
  if (result.data.length === 0) return <p className="muted-text">{`暂无${label}。`}</p>;
  return (
    <ul className="venue-detail__texts">
      {result.data.map((entry) => (
        <li key={entry.id}>
          <article>
            <h3 className="venue-detail__text-title">{entry.title}</h3>
            {formatDate(entry.publishTime) && (
              <p className="muted-text venue-detail__note">{`发布日期：${formatDate(entry.publishTime)}`}</p>
            )}
            <RichText html={entry.contentHtml} />
          </article>
        </li>
      ))}
    </ul>
  );
}

export function VenueTexts({ organId }: { organId: number }) {
  return (
    <Tabs
      className="venue-detail__text-tabs"
      items={TEXT_TABS.map(({ kind, label }) => ({
        key: kind,
        label,
        children: <TextEntries kind={kind} label={label} organId={organId} />,
      }))}
    />
  );
}
