/**
 * The 显示完整号码 button beside a citizen's masked phone in an agency inbox (docs/personal-data.md): it asks
 * the server for the full number (`reveal`, an audited call: who, when, which case) only when the
 * handler wants to call back. The number is kept in this component's state only, never cached.
 */
import { Button } from 'antd';
import { useState } from 'react';
import { describeApiError } from '../../lib/http-client';

export function PhoneReveal({
  reveal,
}: {
  /** The reveal call of the case (POST …/phone). */
  reveal: () => Promise<{ phone: string | null }>;
}) {
  const [full, setFull] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const onReveal = async () => {
    setBusy(true);
    setError('');
    try {
      setFull((await reveal()).phone ?? '未留电话');
    } catch (reason) {
      setError(`未能显示完整号码：${describeApiError(reason)}`);
    } finally {
      setBusy(false);
    }
  };
  if (full !== null) return <span>完整号码：{full}</span>;
  return (
    <span>
      <Button size="small" loading={busy} onClick={() => void onReveal()}>
        显示完整号码（将记录查看）
      </Button>
      {error && <span role="alert">{error}</span>}
    </span>
  );
}
