/** A training course's enrolment status as a coloured tag (contracts ENROL_STATUS_NAMES). */
import { ENROL_STATUS_NAMES, type EnrolStatus } from '@portal/contracts/sport-guider.codes';
import { ToneTag, type Tone } from '../../../components/status-tag/tone-tag';
import './sport-guider.css';

const ENROL_TONES: Record<EnrolStatus, Tone> = {
  notOpen: 'blue',
  open: 'green',
  full: 'gold',
  closed: 'grey',
  ended: 'grey',
};

export function EnrolTag({ status }: { status: EnrolStatus }) {
  return <ToneTag tone={ENROL_TONES[status]}>{ENROL_STATUS_NAMES[status]}</ToneTag>;
}
