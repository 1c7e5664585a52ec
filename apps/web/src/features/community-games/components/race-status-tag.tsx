/** A race's status as a word tag (报名中 / 未开始 / 进行中 / 已结束); the word carries the meaning. */
import type { RaceStatus } from '@portal/contracts/community-games.codes';
import { ToneTag } from '../../../components/status-tag/tone-tag';
import { statusName, STATUS_TONES } from '../race-format';

export function RaceStatusTag({ status }: { status: RaceStatus }) {
  return (
    <ToneTag tone={STATUS_TONES[status]} data-status={status}>
      {statusName(status)}
    </ToneTag>
  );
}
