/**
 * The look-up form of a public write's 受理编号 (the feedback form's 查询办理进度, the repair report's
 * 查询报修进度): the number (upper-cased, checked against its pattern) and the phone's last four digits ->
 * `lookup(number, phoneTail)`, whose answer `renderResult` shows in a polite live region; an API error is
 * shown as an alert (a wrong pair answers "not found" without saying which part was wrong, too many tries
 * 429). `initialNumber` fills the number right after a submission.
 */
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { describeApiError } from '../../lib/http-client';

export interface CaseTrackFormProps<Track> {
  /** The number's pattern (contracts, e.g. FEEDBACK_ACCEPT_NO_PATTERN) and how to describe it when wrong. */
  numberPattern: string;
  numberHint: string;
  /** An example number for the placeholder. */
  numberExample: string;
  /** Label of the phone-tail field; required unless `phoneTailOptional` (a report without a phone). */
  phoneTailLabel: string;
  phoneTailPattern: string;
  phoneTailOptional?: boolean;
  submitLabel: string;
  initialNumber: string;
  lookup: (number: string, phoneTail: string) => Promise<Track>;
  renderResult: (track: Track) => ReactNode;
  className: string;
  alertClassName: string;
}

interface TrackValues {
  number: string;
  phoneTail?: string;
}

export function CaseTrackForm<Track>(props: CaseTrackFormProps<Track>) {
  const [form] = Form.useForm<TrackValues>();
  const [track, setTrack] = useState<Track | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const numberPattern = new RegExp(props.numberPattern);
  const { initialNumber } = props;

  useEffect(() => {
    if (initialNumber) form.setFieldValue('number', initialNumber);
  }, [form, initialNumber]);

  const onFinish = async ({ number, phoneTail }: TrackValues) => {
    setLoading(true);
    setError(null);
    setTrack(null);
    try {
      setTrack(await props.lookup(number.trim().toUpperCase(), (phoneTail ?? '').trim()));
    } catch (reason) {
      setError(describeApiError(reason));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div>
      <Form<TrackValues> form={form} layout="vertical" onFinish={onFinish} className={props.className}>
        <Form.Item
          label="受理编号"
          name="number"
          normalize={(value: string) => value.toUpperCase()}
          rules={[
            { required: true, message: '请填写受理编号' },
            {
              validator: (_rule, value: string | undefined) =>
                !value || numberPattern.test(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(props.numberHint)),
            },
          ]}
        >
          <Input autoComplete="off" maxLength={20} placeholder={`如 ${props.numberExample}`} />
        </Form.Item>
        <Form.Item
          label={props.phoneTailLabel}
          name="phoneTail"
          rules={[
            ...(props.phoneTailOptional ? [] : [{ required: true, message: '请填写联系电话后四位' }]),
            { pattern: new RegExp(props.phoneTailPattern), message: '请填写 4 位数字' },
          ]}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={4} />
        </Form.Item>
        <Button htmlType="submit" type="primary" loading={loading}>
          {props.submitLabel}
        </Button>
      </Form>
      <div aria-live="polite">
        {error && <Alert type="error" showIcon role="alert" title={error} className={props.alertClassName} />}
        {track && props.renderResult(track)}
      </div>
    </div>
  );
}
