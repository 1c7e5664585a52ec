/**
 * Tag of a regulation's 效力状态 (现行有效 / 已修订 / 已废止, contracts content.codes RegulationStatus) as a ToneTag:
 * current green, revised gold, repealed (or anything else) grey; the word carries the meaning, so colour is
 * never the only cue. The class `status-current|revised|repealed|other` names the status for styling and tests.
 */
import type { RegulationStatus } from '@portal/contracts/content.codes';
import { ToneTag, type Tone } from './tone-tag';

const STYLE_BY_STATUS: Record<RegulationStatus, { className: string; tone: Tone }> = {
  现行有效: { className: 'status-current', tone: 'green' },
  已修订: { className: 'status-revised', tone: 'gold' },
  已废止: { className: 'status-repealed', tone: 'grey' },
};

export function RegulationStatusTag({ status }: { status: string }) {
  const { className, tone } = STYLE_BY_STATUS[status as RegulationStatus] ?? {
    className: 'status-other',
    tone: 'grey',
  };
  return (
    <ToneTag tone={tone} className={className}>
      {status}
    </ToneTag>
  );
}
