/**
 * The open-now status of a venue (contracts OpenStatus; docs/decisions/venue-opening.md "Venue opening section") as a
 * tag whose text says both whether it is open and how it is charged — '免费开放中', '低收费开放中', '收费开放中', or the server's
 * closed label ('今日已闭馆', '闭馆公告期间' …) — so colour is never the only cue. On 8 August a second tag '全民健身日' marks the
 * national fitness day (free all day).
 *
 * Tones (ToneTag, all >= 4.5:1): free green, low fee gold, paid blue, closed grey, fitness day red.
 */
import type { OpenStatus } from '@portal/contracts/venue';
import { FEE_KIND_NAMES } from '@portal/contracts/venue.codes';
import { ToneTag, type Tone } from '../status-tag/tone-tag';
import './venue.css';

export type OpenStatusTone = 'free' | 'low' | 'paid' | 'closed';

const TAG_TONE: Record<OpenStatusTone, Tone> = { free: 'green', low: 'gold', paid: 'blue', closed: 'grey' };

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
      <ToneTag tone={TAG_TONE[tone]} className={`venue-status-${tone}`} data-status={tone}>
        {text}
      </ToneTag>
      {status.nationalFitnessDay && (
        <ToneTag tone="red" className="venue-status-fitness-day">
          全民健身日
        </ToneTag>
      )}
    </span>
  );
}
