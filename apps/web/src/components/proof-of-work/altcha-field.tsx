/**
 * A public form's anti-abuse check (the feedback form, the repair report): the altcha widget (self-hosted
 * proof of work, no third-party service, no visitor data leaves the site; server side:
 * apps/server/src/lib/http/proof-of-work.ts). The challenge comes from the form's own challenge endpoint
 * (`loadChallenge`, through the portal's HTTP client: session header, envelope), is handed to the widget
 * with `configure({ challenge })`, and the widget solves it in Web Workers when the visitor ticks its box
 * (keyboard: Tab to the box, Space). `onChange` receives the payload to send as `altcha` once verified,
 * and '' whenever it is not (a new challenge after expiry or after a submission: `resetKey`).
 * Chinese texts from altcha's zh-cn translation.
 */
import type {} from 'altcha/types/react';
import 'altcha';
import 'altcha/i18n/zh-cn';
import { useEffect, useRef, useState } from 'react';
import type { ProofOfWorkChallenge } from '@portal/contracts/proof-of-work';
import { describeApiError } from '../../lib/http-client';
import './altcha-field.css';

interface StateChange {
  state: string;
  payload?: string;
}

export function AltchaField({
  loadChallenge,
  onChange,
  resetKey,
}: {
  /** Fetches a new challenge of the form (a stable function: a module's API call). */
  loadChallenge: () => Promise<ProofOfWorkChallenge>;
  onChange: (payload: string) => void;
  resetKey: number;
}) {
  const ref = useRef<HTMLElement & { configure?: (c: Record<string, unknown>) => Promise<void> }>(null);
  const [error, setError] = useState('');
  const [generation, setGeneration] = useState(0);
  // The latest onChange for the widget's event listener, registered once.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // A fresh challenge on mount, after each submission (resetKey) and after the widget reports expiry.
  useEffect(() => {
    let cancelled = false;
    onChangeRef.current('');
    loadChallenge().then(
      async (challenge) => {
        if (cancelled || !ref.current?.configure) return;
        setError('');
        await ref.current.configure({ challenge, hideFooter: true, hideLogo: true, language: 'zh-cn' });
      },
      (reason: unknown) => !cancelled && setError(`人机验证加载失败：${describeApiError(reason)}`),
    );
    return () => {
      cancelled = true;
    };
  }, [loadChallenge, resetKey, generation]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      if (state === 'verified' && payload) onChangeRef.current(payload);
      else onChangeRef.current('');
      if (state === 'expired') setGeneration((g) => g + 1);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, []);

  return (
    <div className="altcha-field">
      <altcha-widget ref={ref} language="zh-cn" auto="off" name="altcha" />
      {error && (
        <p className="altcha-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
