/**
 * The inbox rows (newest first): 受理编号, type, title, venue, name, masked phone, status, time; each row's
 * 处理 button opens the case (`onOpen(id)`). A native table: readable at 200 % zoom and 375 px (it scrolls
 * sideways inside its wrapper), keyboard-reachable through its buttons.
 */
import { Button } from 'antd';
import type { FeedbackInboxItem } from '@portal/contracts/feedback';
import { FEEDBACK_TYPE_NAMES } from '@portal/contracts/feedback.codes';
import { formatDateTime } from '../../../lib/format-date';
import { FeedbackStatusTag } from './feedback-status-tag';

export function InboxTable({ items, onOpen }: { items: FeedbackInboxItem[]; onOpen: (id: number) => void }) {
  return (
    <div className="feedback-table-wrap" tabIndex={0} role="region" aria-label="意见反馈列表">
      <table className="feedback-table">
        <thead>
          <tr>
            <th scope="col">受理编号</th>
            <th scope="col">类型</th>
            <th scope="col">标题</th>
            <th scope="col">场馆</th>
            <th scope="col">反馈人</th>
            <th scope="col">状态</th>
            <th scope="col">提交时间</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="feedback-table__number">{item.acceptNo}</td>
              <td>{FEEDBACK_TYPE_NAMES[item.type]}</td>
              <td>{item.title}</td>
              <td>{item.venue?.name ?? '—'}</td>
              <td>
                {item.name}
                <br />
                <span className="muted-text">{item.phone}</span>
              </td>
              <td>
                <FeedbackStatusTag status={item.status} />
              </td>
              <td>{formatDateTime(item.createTime)}</td>
              <td>
                <Button size="small" onClick={() => onOpen(item.id)} aria-label={`处理 ${item.acceptNo}`}>
                  处理
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
