/**
 * The submission form of /main/feedback (spec §7 "Feedback"): type, optional venue (the venue variant,
 * from 我要反馈 on a venue detail page), title, content (≤ 2,000 characters), name, phone, the altcha check,
 * and the personal-information notice with its consent next to the submit button. Checks mirror the
 * server's (contracts feedback.codes); a refusal that names a field shows under that field.
 * On success `onSubmitted(receipt)`.
 */
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import type { FeedbackReceipt, FeedbackVenue } from '@portal/contracts/feedback';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_NAME_MAX,
  FEEDBACK_PHONE_PATTERN,
  FEEDBACK_TITLE_MAX,
  FEEDBACK_TYPE_NAMES,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '@portal/contracts/feedback.codes';
import { useFormSubmission, type OutsideFieldRefusal } from '../../../lib/form-submission';
import { AltchaField } from '../../../components/proof-of-work/altcha-field';
import { fetchChallenge, submitFeedback } from '../api';
import { PrivacyConsent } from './privacy-consent';

interface FormValues {
  type: FeedbackType;
  title: string;
  content: string;
  name: string;
  phone: string;
  consent: boolean;
}

const TYPE_OPTIONS = FEEDBACK_TYPES.map((value) => ({ value, label: FEEDBACK_TYPE_NAMES[value] }));
const PHONE = new RegExp(FEEDBACK_PHONE_PATTERN);
/** The fields a refusal from the server may name that have a Form.Item here (altcha has none). */
const FORM_FIELDS = ['type', 'title', 'content', 'name', 'phone'] as const;

const required = (label: string) => ({ required: true, whitespace: true, message: `请填写${label}` });

export function FeedbackForm({
  venue,
  initialType,
  onSubmitted,
}: {
  venue: FeedbackVenue | null;
  /** The kind selected at first (from the address), e.g. 'correction'; none selected when undefined. */
  initialType?: FeedbackType | undefined;
  onSubmitted: (receipt: FeedbackReceipt) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const [altcha, setAltcha] = useState('');
  const [challengeRound, setChallengeRound] = useState(0);
  const { submitting, error, setError, submit } = useFormSubmission(form, FORM_FIELDS);

  // The server refused the check itself (expired, used): fetch a new challenge for the next attempt; the
  // message still shows above the submit button.
  const onAltchaRefused: OutsideFieldRefusal = (named, message) => {
    if (named.field === 'altcha') setChallengeRound((n) => n + 1);
    return message;
  };

  const onFinish = async (values: FormValues) => {
    if (!altcha) {
      setError('请先勾选“我不是机器人”完成人机验证');
      return;
    }
    await submit(async () => {
      const receipt = await submitFeedback({
        type: values.type,
        title: values.title.trim(),
        content: values.content.trim(),
        name: values.name.trim(),
        phone: values.phone.replace(/\s+/g, ''),
        ...(venue ? { organId: venue.organId } : {}),
        altcha,
      });
      form.resetFields();
      // A challenge serves one submission: the next one needs a new challenge.
      setChallengeRound((n) => n + 1);
      onSubmitted(receipt);
    }, onAltchaRefused);
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark
      className="feedback-form"
      initialValues={initialType ? { type: initialType } : {}}
    >
      <Form.Item label="反馈类型" name="type" rules={[{ required: true, message: '请选择反馈类型' }]}>
        <Radio.Group optionType="button" buttonStyle="solid" options={TYPE_OPTIONS} />
      </Form.Item>
      {venue && (
        <div className="feedback-form__venue">
          <span className="feedback-form__venue-label">反馈场馆</span>
          <span>{venue.name}</span>
        </div>
      )}
      <Form.Item label="标题" name="title" rules={[required('标题')]}>
        <Input maxLength={FEEDBACK_TITLE_MAX} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item label="反馈内容" name="content" rules={[required('反馈内容')]}>
        <Input.TextArea maxLength={FEEDBACK_CONTENT_MAX} showCount rows={6} />
      </Form.Item>
      <div className="feedback-form__row">
        <Form.Item label="姓名" name="name" rules={[required('姓名')]}>
          <Input maxLength={FEEDBACK_NAME_MAX} autoComplete="name" />
        </Form.Item>
        <Form.Item
          label="联系电话"
          name="phone"
          extra="用于查询办理进度（需核对后四位）和联系您，不会公开"
          rules={[
            required('联系电话'),
            {
              validator: (_rule, value: string | undefined) =>
                !value || PHONE.test(value.replace(/\s+/g, ''))
                  ? Promise.resolve()
                  : Promise.reject(new Error('请填写 11 位手机号或带区号的固定电话（如 010-12345678）')),
            },
          ]}
        >
          <Input inputMode="tel" autoComplete="tel" maxLength={20} />
        </Form.Item>
      </div>
      <div className="feedback-form__check">
        <span className="feedback-form__check-label">人机验证</span>
        <AltchaField loadChallenge={fetchChallenge} onChange={setAltcha} resetKey={challengeRound} />
      </div>
      <PrivacyConsent />
      {error && <Alert type="error" showIcon role="alert" title={error} className="feedback-form__error" />}
      <Button type="primary" htmlType="submit" loading={submitting} size="large">
        提交反馈
      </Button>
    </Form>
  );
}
