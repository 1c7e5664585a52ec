/**
 * One case of the agency inbox in a drawer (antd Drawer: a dialog named by its title, focus moved in and
 * given back, Escape closes): the submission (name shown, phone masked with an audited reveal to call
 * back: components/agency/phone-reveal), its status steps, the reply form
 * (a later reply replaces the earlier one) and 办结. Opening an 已受理 case makes it 处理中 on the server.
 * Every change refreshes the list (`onChanged`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import type { FeedbackInboxDetail } from '@portal/contracts/feedback';
import { canMove } from '@portal/contracts/case-status.codes';
import { FEEDBACK_NEXT, FEEDBACK_REPLY_MAX, FEEDBACK_TYPE_NAMES } from '@portal/contracts/feedback.codes';
import { CaseNotice, errorNotice, type CaseNoticeValue } from '../../../components/agency/case-notice';
import { PhoneReveal } from '../../../components/agency/phone-reveal';
import { describeApiError } from '../../../lib/http-client';
import { closeFeedback, inboxDetailQuery, replyFeedback, revealFeedbackPhone } from '../api';
import { StatusSteps } from './status-steps';

function CaseBody({ detail, token }: { detail: FeedbackInboxDetail; token: string }) {
  const replyId = useId();
  const queryClient = useQueryClient();
  const [reply, setReply] = useState(detail.reply ?? '');
  const [notice, setNotice] = useState<CaseNoticeValue | null>(null);
  const refresh = (updated: FeedbackInboxDetail) => {
    queryClient.setQueryData(inboxDetailQuery(token, detail.id).queryKey, updated);
    void queryClient.invalidateQueries({ queryKey: ['feedback', 'inbox', 'list'] });
  };
  const send = useMutation({
    mutationFn: () => replyFeedback(token, detail.id, reply.trim()),
    onSuccess: (updated) => {
      refresh(updated);
      setNotice({ type: 'success', text: '答复已保存，反馈人可凭受理编号查看。' });
    },
    onError: (reason) => setNotice(errorNotice(reason)),
  });
  const close = useMutation({
    mutationFn: () => closeFeedback(token, detail.id),
    onSuccess: (updated) => {
      refresh(updated);
      setNotice({ type: 'success', text: '已办结。' });
    },
    onError: (reason) => setNotice(errorNotice(reason)),
  });
  // The moves the case machine allows (docs/decisions/feedback.md "One case machine").
  const canReply = canMove(FEEDBACK_NEXT, detail.status, 'replied');
  const canClose = canMove(FEEDBACK_NEXT, detail.status, 'closed');

  return (
    <div className="feedback-case">
      <StatusSteps status={detail.status} timeline={detail} />
      <dl className="feedback-facts">
        <div>
          <dt>受理编号</dt>
          <dd>{detail.acceptNo}</dd>
        </div>
        <div>
          <dt>类型</dt>
          <dd>{FEEDBACK_TYPE_NAMES[detail.type]}</dd>
        </div>
        <div>
          <dt>场馆</dt>
          <dd>{detail.venue?.name ?? '一般反馈（未指定场馆）'}</dd>
        </div>
        <div>
          <dt>反馈人</dt>
          <dd>
            <span>{`${detail.name}（${detail.phone}）`}</span>{' '}
            <PhoneReveal reveal={() => revealFeedbackPhone(token, detail.id)} />
          </dd>
        </div>
      </dl>
      <h3 className="feedback-subtitle">{detail.title}</h3>
      <p className="feedback-text">{detail.content}</p>
      <label htmlFor={replyId} className="feedback-subtitle">
        答复内容
      </label>
      <Input.TextArea
        id={replyId}
        value={reply}
        onChange={(e) => setReply(e.target.value)}
        maxLength={FEEDBACK_REPLY_MAX}
        showCount
        rows={5}
        disabled={!canReply}
      />
      <CaseNotice notice={notice} className="feedback-form__error" />
      <div className="feedback-case__actions">
        <Button
          type="primary"
          disabled={!canReply || reply.trim() === ''}
          loading={send.isPending}
          onClick={() => send.mutate()}
        >
          {detail.reply ? '更新答复' : '提交答复'}
        </Button>
        <Button disabled={!canClose} loading={close.isPending} onClick={() => close.mutate()}>
          办结
        </Button>
      </div>
    </div>
  );
}

export function CaseDrawer({ token, id, onClose }: { token: string; id: number | null; onClose: () => void }) {
  const detail = useQuery({ ...inboxDetailQuery(token, id ?? 0), enabled: id !== null });
  const queryClient = useQueryClient();
  // Opening may have moved the case to 处理中: the list shows it.
  const openedId = detail.data?.id;
  useEffect(() => {
    if (openedId !== undefined) void queryClient.invalidateQueries({ queryKey: ['feedback', 'inbox', 'list'] });
  }, [openedId, queryClient]);
  return (
    <Drawer open={id !== null} onClose={onClose} title="处理意见反馈" size="min(720px, 100vw)" destroyOnHidden>
      {detail.isError && <Alert type="error" showIcon role="alert" title={describeApiError(detail.error)} />}
      {detail.data && <CaseBody key={detail.data.id} detail={detail.data} token={token} />}
    </Drawer>
  );
}
