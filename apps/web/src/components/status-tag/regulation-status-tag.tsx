/**
 * Coloured tag of a regulation's 效力状态 (现行有效 / 已修订 / 已废止, contracts RegulationStatus).
 * The colours are our own, not antd presets: each text colour keeps >= 4.5:1 contrast on its background
 * (现行有效 #135200 on #f0f9eb ≈ 8.7:1, 已修订 #874d00 on #fff7e6 ≈ 6.4:1, 已废止 #4d4d4d on #f0f0f0 ≈ 7.4:1),
 * and the word itself carries the meaning, so colour is never the only cue.
 */
import type { RegulationStatus } from '@portal/contracts/content';
import './regulation-status-tag.css';

/** The three statuses in display order (mirrors contracts REGULATION_STATUSES; the web imports types only). */
export const REGULATION_STATUS_VALUES: readonly RegulationStatus[] = ['现行有效', '已修订', '已废止'];

const CLASS_BY_STATUS: Record<RegulationStatus, string> = {
  现行有效: 'status-current',
  已修订: 'status-revised',
  已废止: 'status-repealed',
};

export function RegulationStatusTag({ status }: { status: string }) {
  const modifier = CLASS_BY_STATUS[status as RegulationStatus] ?? 'status-other';
  return <span className={`regulation-status-tag ${modifier}`}>{status}</span>;
}
