/**
 * 查询办理进度: 受理编号 and the phone's last four digits -> the submission's status and reply
 * (GET /api1/ruoyi/message/feedback/track). `initialAcceptNo` fills the number right after a submission.
 * A wrong pair answers "not found" without saying which part was wrong; too many tries are refused (429).
 */
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import type { FeedbackTrack } from '@portal/contracts/feedback';
import { FEEDBACK_ACCEPT_NO_PATTERN, FEEDBACK_PHONE_TAIL_PATTERN } from '@portal/contracts/feedback.codes';
import { describeApiError } from '../../../lib/http-client';
import { trackFeedback } from '../api';
import { TrackResult } from './track-result';

interface TrackValues {
  acceptNo: string;
  phoneTail: string;
}

const ACCEPT_NO = new RegExp(FEEDBACK_ACCEPT_NO_PATTERN);
const TAIL = new RegExp(FEEDBACK_PHONE_TAIL_PATTERN);

export function TrackForm({ initialAcceptNo }: { initialAcceptNo: string }) {
  const [form] = Form.useForm<TrackValues>();
  const [track, setTrack] = useState<FeedbackTrack | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (initialAcceptNo) form.setFieldValue('acceptNo', initialAcceptNo);
  }, [form, initialAcceptNo]);

  const onFinish = async ({ acceptNo, phoneTail }: TrackValues) => {
    setLoading(true);
    setError(null);
    setTrack(null);
    try {
      setTrack(await trackFeedback(acceptNo.trim().toUpperCase(), phoneTail.trim()));
    } catch (reason) {
      setError(describeApiError(reason));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div>
      <Form<TrackValues> form={form} layout="vertical" onFinish={onFinish} className="feedback-track-form">
        <Form.Item
          label="受理编号"
          name="acceptNo"
          normalize={(value: string) => value.toUpperCase()}
          rules={[
            { required: true, message: '请填写受理编号' },
            {
              validator: (_rule, value: string | undefined) =>
                !value || ACCEPT_NO.test(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error('受理编号为 FK 开头的 20 位字母和数字')),
            },
          ]}
        >
          <Input autoComplete="off" maxLength={20} placeholder="如 FK20261124AB3DE5GH7K" />
        </Form.Item>
        <Form.Item
          label="联系电话后四位"
          name="phoneTail"
          rules={[
            { required: true, message: '请填写联系电话后四位' },
            { pattern: TAIL, message: '请填写 4 位数字' },
          ]}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={4} />
        </Form.Item>
        <Button htmlType="submit" type="primary" loading={loading}>
          查询
        </Button>
      </Form>
      <div aria-live="polite">
        {error && <Alert type="error" showIcon role="alert" title={error} className="feedback-form__error" />}
        {track && <TrackResult track={track} />}
      </div>
    </div>
  );
}
