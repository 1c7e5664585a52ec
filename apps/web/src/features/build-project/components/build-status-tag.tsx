/**
 * A project's status as a word: 立项 (grey), 在建 (gold), 竣工 (blue), 投入使用 (green); `data-status` carries
 * the code (contracts build-project.codes BUILD_STATUSES).
 */
import { BUILD_STATUS_NAMES, type BuildStatus } from '@portal/contracts/build-project.codes';
import { ToneTag, type Tone } from '../../../components/status-tag/tone-tag';

const TONE: Record<BuildStatus, Tone> = { approved: 'grey', building: 'gold', completed: 'blue', inUse: 'green' };

export function BuildStatusTag({ status }: { status: BuildStatus }) {
  return (
    <ToneTag tone={TONE[status] ?? 'grey'} className="build-status-tag" data-status={status}>
      {BUILD_STATUS_NAMES[status] ?? status}
    </ToneTag>
  );
}
