/**
 * The condition of a piece of equipment or a facility as a word tag: 正常 (green), 群众报修（待核实） (blue: a
 * citizen's safety report no agency confirmed yet), 报修中 (gold: a confirmed safety report is open), 停用 (grey). The word carries the meaning, the tone only repeats it (ToneTag).
 */
import { EQUIPMENT_CONDITION_NAMES, type EquipmentCondition } from '@portal/contracts/facility.codes';
import { ToneTag, type Tone } from '../../../components/status-tag/tone-tag';

const TONES: Readonly<Record<EquipmentCondition, Tone>> = {
  normal: 'green',
  reported: 'blue',
  repairing: 'gold',
  disabled: 'grey',
};

export function ConditionTag({ condition }: { condition: EquipmentCondition }) {
  return (
    <ToneTag tone={TONES[condition]} data-condition={condition}>
      {EQUIPMENT_CONDITION_NAMES[condition]}
    </ToneTag>
  );
}
