/**
 * The open-now status of a venue (contracts OpenStatus; issue 3 "Open-now engine") as a tag whose text
 * says both whether it is open and how it is charged — '免费开放中', '低收费开放中', '收费开放中', or the
 * server's closed label ('今日已闭馆', '闭馆公告期间' …) — so colour is never the only cue. On 8 August a
 * second tag '全民健身日' marks the national fitness day (free all day).
 *
 * Colours (text on background, all >= 4.5:1): free #135200/#f0f9eb, low fee #874d00/#fff7e6,
 * paid #10239e/#f0f5ff, closed #4d4d4d/#f0f0f0, fitness day #a8071a/#fff1f0.
 */
import type { OpenStatus } from '@portal/contracts/venue';
import { FEE_KIND_NAMES } from './hours-format';
import './venue.css';

export type OpenStatusTone = 'free' | 'low' | 'paid' | 'closed';

/** The badge's text and colour tone for a status. */
export function describeOpenStatus(status: Pick<OpenStatus, 'open' | 'feeKind' | 'label'>): {
  text: string;
  tone: OpenStatusTone;
} {
  if (status.open) {
    const fee = status.feeKind ?? 'paid';
    return { text: `${FEE_KIND_NAMES[fee]}开放中`, tone: fee };
  }
  return { text: status.label.trim() || '未开放', tone: 'closed' };
}

export function OpenStatusBadge({
  status,
}: {
  status: Pick<OpenStatus, 'open' | 'feeKind' | 'label' | 'nationalFitnessDay'>;
}) {
  const { text, tone } = describeOpenStatus(status);
  return (
    <span className="venue-status">
      <span className={`venue-status-tag venue-status-${tone}`} data-status={tone}>
        {text}
      </span>
      {status.nationalFitnessDay && <span className="venue-status-tag venue-status-fitness-day">全民健身日</span>}
    </span>
  );
}
