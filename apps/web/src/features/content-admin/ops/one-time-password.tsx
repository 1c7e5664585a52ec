/**
 * The one-time password of a new account or a reset (docs/content-management-api.md "Accounts and
 * grants"): shown once in a dialog, in a read-only field with a 复制 button; closing the dialog forgets it
 * (it is kept in no query cache, no address and no storage).
 */
import { Alert, Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';

export function OneTimePassword({
  userName,
  password,
  onClose,
}: {
  userName: string;
  password: string;
  onClose: () => void;
}) {
  const fieldId = useId();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }
  return (
    <Modal
      open
      title={`账号 ${userName} 的一次性密码`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>我已记下，关闭</Button>}
    >
      <Alert type="warning" showIcon title="密码仅显示这一次，关闭后无法再次查看。请通过安全渠道交给本人。" />
      <label htmlFor={fieldId} className="cms-password-label">
        一次性密码
      </label>
      <div className="cms-row-actions">
        <Input id={fieldId} readOnly value={password} className="cms-password" />
        <Button onClick={() => void copy()}>复制</Button>
      </div>
      <p role="status" className="muted-text">
        {copied === 'yes' ? '已复制到剪贴板' : copied === 'no' ? '无法复制，请手动选中后复制' : ''}
      </p>
    </Modal>
  );
}
