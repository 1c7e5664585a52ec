/**
 * A dialog asking for a written reason before a step (退回, 撤稿; the approver's 签发说明): the reason is
 * required (the OK button says why when it is blank) and at most CMS_REASON_MAX characters; a server
 * refusal is shown in the dialog, which stays open.
 */
import { Alert, Form, Input, Modal } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { CMS_REASON_MAX } from '@portal/contracts/content-admin.codes';
import { describeApiError } from '../../../lib/http-client';

export interface ReasonModalProps {
  open: boolean;
  title: string;
  /** The field's label, e.g. 退回理由. */
  label: string;
  okText: string;
  /** Shown above the field (e.g. the pre-publish findings). */
  children?: ReactNode;
  onCancel: () => void;
  /** Runs the step; a rejection is shown in the dialog. */
  onSubmit: (reason: string) => Promise<unknown>;
}

export function ReasonModal({ open, title, label, okText, children, onCancel, onSubmit }: ReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(reason.trim());
      form.resetFields();
    } catch (e) {
      setError(describeApiError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ autoInsertSpace: false }}
      cancelButtonProps={{ autoInsertSpace: false }}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => void submit().catch(() => undefined)}
      destroyOnHidden
    >
      {children}
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={label}
          htmlFor={`${id}-reason`}
          rules={[{ required: true, whitespace: true, message: `请填写${label}` }]}
        >
          <Input.TextArea id={`${id}-reason`} rows={4} maxLength={CMS_REASON_MAX} showCount />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
