/**
 * The workflow steps of an item (docs/content-management-api.md), shown only when the caller may take them
 * (item-steps.ts): 送审, 审核通过 / 签发, 退回 and 撤稿 (each of the last two asks for a written reason).
 * A reviewer sees the pre-publish findings (预先巡查, GET …/check) before approving; at sign-off, open
 * findings need the approver's written 签发说明 (the API's `override`), otherwise sign-off is refused.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import type { CmsItem } from '@portal/contracts/content-admin';
import { describeApiError } from '../../../lib/http-client';
import { cmsCheckQuery, runCmsAction, type CmsAction, type CmsCheck } from '../api';
import type { ItemSteps } from '../item-steps';
import { ReasonModal } from './reason-modal';

export interface WorkflowBarProps {
  token: string;
  item: CmsItem;
  steps: ItemSteps;
  /** Unsaved changes in the form: submitting would send the saved version, so it waits. */
  dirty: boolean;
  /** After a step: the item as it is now and the server's message. */
  onDone: (item: CmsItem, message: string) => void;
}

/** The findings of the pre-publish check, or that there are none. */
export function CheckFindings({ check }: { check: CmsCheck }) {
  if (check.findings.length === 0)
    return <Alert type="success" showIcon title={`预先巡查未发现问题（第 ${check.versionNo} 版）`} />;
  return (
    <Alert
      type={check.blocking ? 'warning' : 'info'}
      showIcon
      title={`预先巡查发现 ${check.findings.length} 处问题（第 ${check.versionNo} 版）`}
      description={
        <>
          <ul className="cms-findings">
            {check.findings.map((f, i) => (
              <li key={i}>
                <strong>{f.text}</strong>：{f.message}
              </li>
            ))}
          </ul>
          {check.override && <p>签发说明：{check.override}</p>}
        </>
      }
    />
  );
}

type Dialog = 'approve' | 'reject' | 'withdraw' | null;

export function WorkflowBar({ token, item, steps, dirty, onDone }: WorkflowBarProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = useQuery({ ...cmsCheckQuery(token, item.id), enabled: steps.approve });
  const needsOverride = steps.signOff && check.data?.blocking === true;

  const act = async (action: CmsAction, body?: { reason?: string; override?: string }) => {
    const next = await runCmsAction(token, item.id, action, body);
    setDialog(null);
    onDone(next, ACTION_DONE[action]);
  };
  const direct = (action: CmsAction, body?: { override?: string }) => {
    setBusy(true);
    setError(null);
    act(action, body)
      .catch((e: unknown) => setError(describeApiError(e)))
      .finally(() => setBusy(false));
  };

  if (!steps.submit && !steps.approve && !steps.reject && !steps.withdraw) return null;
  const approveText = steps.signOff ? '签发' : '审核通过';
  return (
    <section className="cms-workflow" aria-label="审核操作">
      {steps.approve && check.data && <CheckFindings check={check.data} />}
      <div className="cms-workflow-buttons">
        {steps.submit && (
          <Button
            type="primary"
            autoInsertSpace={false}
            loading={busy}
            disabled={dirty}
            onClick={() => direct('submit')}
          >
            送审
          </Button>
        )}
        {steps.approve && (
          <Button
            type="primary"
            autoInsertSpace={false}
            loading={busy}
            onClick={() => (needsOverride ? setDialog('approve') : direct('approve', {}))}
          >
            {approveText}
          </Button>
        )}
        {steps.reject && (
          <Button danger autoInsertSpace={false} onClick={() => setDialog('reject')}>
            退回
          </Button>
        )}
        {steps.withdraw && (
          <Button danger autoInsertSpace={false} onClick={() => setDialog('withdraw')}>
            撤稿
          </Button>
        )}
        {steps.submit && dirty && <span className="muted-text">有未保存的修改，保存后才能送审</span>}
      </div>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      <ReasonModal
        open={dialog === 'reject'}
        title="退回稿件"
        label="退回理由"
        okText="退回"
        onCancel={() => setDialog(null)}
        onSubmit={(reason) => act('reject', { reason })}
      />
      <ReasonModal
        open={dialog === 'withdraw'}
        title="撤稿"
        label="撤稿理由"
        okText="撤稿"
        onCancel={() => setDialog(null)}
        onSubmit={(reason) => act('withdraw', { reason })}
      >
        <p>撤稿后公开页面不再显示该内容（返回“已撤稿或删除”）。</p>
      </ReasonModal>
      <ReasonModal
        open={dialog === 'approve'}
        title="有预先巡查问题时签发"
        label="签发说明"
        okText="仍然签发"
        onCancel={() => setDialog(null)}
        onSubmit={(override) => act('approve', { override })}
      >
        {check.data && <CheckFindings check={check.data} />}
      </ReasonModal>
    </section>
  );
}

const ACTION_DONE: Record<CmsAction, string> = {
  submit: '已送审',
  approve: '已审核通过',
  reject: '已退回',
  withdraw: '已撤稿',
};
