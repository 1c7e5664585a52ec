/**
 * The inbox rows (newest first): 受理编号, type, title, venue, name, masked phone, status, time; each row's
 * 处理 button opens the case (`onOpen(id)`), on the shared agency case table (components/agency/case-table).
 */
import type { FeedbackInboxItem } from '@portal/contracts/feedback';
import { FEEDBACK_TYPE_NAMES } from '@portal/contracts/feedback.codes';
import { CaseTable, type CaseColumn } from '../../../components/agency/case-table';
import { formatDateTime } from '../../../lib/format-date';
import { FeedbackStatusTag } from './feedback-status-tag';

const COLUMNS: readonly CaseColumn<FeedbackInboxItem>[] = [
  { header: '受理编号', cell: (item) => item.acceptNo, className: 'feedback-table__number' },
  { header: '类型', cell: (item) => FEEDBACK_TYPE_NAMES[item.type] },
  { header: '标题', cell: (item) => item.title },
  { header: '场馆', cell: (item) => item.venue?.name ?? '—' },
  {
    header: '反馈人',
    cell: (item) => (
      <>
        {item.name}
        <br />
        <span className="muted-text">{item.phone}</span>
      </>
    ),
  },
  { header: '状态', cell: (item) => <FeedbackStatusTag status={item.status} /> },
  { header: '提交时间', cell: (item) => formatDateTime(item.createTime) },
];

export function InboxTable({ items, onOpen }: { items: FeedbackInboxItem[]; onOpen: (id: number) => void }) {
  return (
    <CaseTable
      label="意见反馈列表"
      items={items}
      columns={COLUMNS}
      rowKey={(item) => item.id}
      caseNumber={(item) => item.acceptNo}
      onOpen={(item) => onOpen(item.id)}
      wrapClassName="feedback-table-wrap"
      tableClassName="feedback-table"
    />
  );
}
