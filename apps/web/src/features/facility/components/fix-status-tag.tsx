/**
 * A repair report's status as a word tag: 已受理 (blue), 处理中 (gold), 已修复 (green), 不予处理 (grey).
 */
import { FIX_REPORT_STATUS_NAMES, type FixReportStatus } from '@portal/contracts/facility.codes';
import { ToneTag, type Tone } from '../../../components/status-tag/tone-tag';

const TONES: Readonly<Record<FixReportStatus, Tone>> = {
  accepted: 'blue',
  processing: 'gold',
  fixed: 'green',
  rejected: 'grey',
};

export function FixStatusTag({ status }: { status: FixReportStatus }) {
  return (
    <ToneTag tone={TONES[status]} data-status={status}>
      {FIX_REPORT_STATUS_NAMES[status]}
    </ToneTag>
  );
}
