/**
 * The condition of a piece of equipment or a facility as a word tag: 正常 (green), 报修中 (gold: an open
 * safety report exists), 停用 (grey). The word carries the meaning, the tone only repeats it (ToneTag).
 */
import { EQUIPMENT_CONDITION_NAMES, type EquipmentCondition } from '@portal/contracts/facility.codes';
import { ToneTag, type Tone } from '../../../components/status-tag/tone-tag';

const TONES: Readonly<Record<EquipmentCondition, Tone>> = { normal: 'green', repairing: 'gold', disabled: 'grey' };

export function ConditionTag({ condition }: { condition: EquipmentCondition }) {
  return (
    <ToneTag tone={TONES[condition]} data-condition={condition}>
      {EQUIPMENT_CONDITION_NAMES[condition]}
    </ToneTag>
  );
}
