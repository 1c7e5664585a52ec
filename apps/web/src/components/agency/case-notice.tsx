/**
 * The notice of an agency inbox drawer's last save (the feedback case, the repair report): success as a
 * polite status, an error as an alert (screen readers say it at once), or nothing before the first save.
 *
 * Render it OUTSIDE the form that hides once the case has no move left: a save that finishes the case
 * refreshes the inbox, the case comes back without a move, its form hides, and the notice of that very save
 * must stay in view (features/facility/components/fix-case-drawer.test.tsx).
 */
import { Alert } from 'antd';
import { describeApiError } from '../../lib/http-client';

export interface CaseNoticeValue {
  type: 'success' | 'error';
  text: string;
}

/** The notice of a failed save: the API's message (describeApiError), for a mutation's onError. */
export function errorNotice(reason: unknown): CaseNoticeValue {
  return { type: 'error', text: describeApiError(reason) };
}

/** The drawer's notice (module comment); `className`: the feature's spacing. */
export function CaseNotice({ notice, className }: { notice: CaseNoticeValue | null; className: string }) {
  if (!notice) return null;
  return (
    <Alert
      type={notice.type}
      showIcon
      role={notice.type === 'error' ? 'alert' : 'status'}
      title={notice.text}
      className={className}
    />
  );
}
