/**
 * A framed list of labelled facts above an article body, e.g. a regulation's 发布机关 / 文号 /
 * 发布日期 / 施行日期 / 效力状态. A <dl>, so each label is tied to its value.
 */
import type { ReactNode } from 'react';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

export function InfoBox({ items }: { items: readonly InfoItem[] }) {
  return (
    <dl className="info-box">
      {items.map((item) => (
        <div key={item.label} className="info-box-row">
          <dt>{item.label}</dt>
          <dd>{item.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
