/**
 * One submission's field-by-field diff against the public (audited) figures (docs/data-exchange.md §7), in an
 * antd Drawer: a table 项目 / 当前公开 / 本次填报 with changed rows marked in words (not by colour alone), and,
 * while it awaits review, 通过 and 退回修改 (the reason in a labelled text area, required).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Input, Space, Table } from 'antd';
import { useId, useState } from 'react';
import type { FigureDiff, VenueYearReviewDetail } from '@portal/contracts/venue-year-review';
import { RETURN_REASON_MAX } from '@portal/contracts/venue-year-review.codes';
import { ScrollRegion } from '../../../components/page/scroll-region';
import { ADMIN_TABLE_CLASS } from '../../../components/admin/admin-table';
import { ApiRequestError } from '../../../lib/api-data';
import { showMessage } from '../../../lib/feedback';
import { approveSubmission, returnSubmission, reviewDetailQuery } from '../review-api';

/** A figure as shown: the months joined, empty as —. */
function shown(value: FigureDiff['published']): string {
  if (value === null) return '—';
  return Array.isArray(value) ? value.join('、') : String(value);
}

const COLUMNS = [
  { title: '项目', key: 'label', render: (_: unknown, d: FigureDiff) => `${d.label}（${d.unit}）` },
  { title: '当前公开', key: 'published', render: (_: unknown, d: FigureDiff) => shown(d.published) },
  { title: '本次填报', key: 'submitted', render: (_: unknown, d: FigureDiff) => shown(d.submitted) },
  { title: '是否变化', key: 'changed', render: (_: unknown, d: FigureDiff) => (d.changed ? '有变化' : '无变化') },
];

const errorText = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.msg : fallback);

function Decision({ token, detail, onDone }: { token: string; detail: VenueYearReviewDetail; onDone: () => void }) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  async function run(action: () => Promise<VenueYearReviewDetail>, done: string) {
    setBusy(true);
    try {
      await action();
      void showMessage('success', done);
      await queryClient.invalidateQueries({ queryKey: ['venue-year-review'] });
      onDone();
    } catch (error) {
      void showMessage('error', errorText(error, '操作失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-label="审核操作" className="venue-year-review-decision">
      <Button
        type="primary"
        loading={busy}
        onClick={() => void run(() => approveSubmission(token, detail.id), '已审核通过，数据已公开')}
      >
        通过
      </Button>
      <div className="venue-year-review-reason">
        <label htmlFor={reasonId}>退回原因（必填）</label>
        <Input.TextArea
          id={reasonId}
          value={reason}
          maxLength={RETURN_REASON_MAX}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button
          danger
          loading={busy}
          disabled={reason.trim() === ''}
          onClick={() => void run(() => returnSubmission(token, detail.id, reason.trim()), '已退回修改')}
        >
          退回修改
        </Button>
      </div>
    </section>
  );
}

export function ReviewDiff({ token, id, onClose }: { token: string; id: number | null; onClose: () => void }) {
  const detail = useQuery({ ...reviewDetailQuery(token, id ?? 0), enabled: id !== null });
  const data = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={720}
      title={data ? `${data.venueName} ${data.year} 年度数据` : '年度数据'}
    >
      {detail.isError && <Alert type="error" showIcon message={errorText(detail.error, '读取失败，请稍后重试')} />}
      {data && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <p>
            {data.areaName} · 状态：{data.status}
            {data.deletion ? ' · 申请删除该年度数据' : ''}
            {data.hasPublished ? '' : ' · 该年度尚无公开数据'}
          </p>
          {data.returnReason && <Alert type="warning" showIcon message={`退回原因：${data.returnReason}`} />}
          <ScrollRegion label="与当前公开数据对比">
            <Table<FigureDiff>
              className={ADMIN_TABLE_CLASS}
              rowKey="field"
              columns={COLUMNS}
              dataSource={data.diff}
              pagination={false}
            />
          </ScrollRegion>
          {data.status === '已填报' && <Decision token={token} detail={data} onDone={onClose} />}
        </Space>
      )}
    </Drawer>
  );
}
