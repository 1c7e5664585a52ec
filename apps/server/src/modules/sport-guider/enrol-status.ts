/**
 * Enrolment status of a training course on a day (contracts ENROL_STATUSES; all dates 'YYYY-MM-DD',
 * Asia/Shanghai): before enrolStart notOpen; from enrolStart to enrolEnd open, or full once enrolled
 * reaches capacity; after enrolEnd closed until the course's last day, then ended.
 */
import type { EnrolStatus } from '@portal/contracts/sport-guider.codes';

export interface CourseDates {
  enrolStart: string;
  enrolEnd: string;
  endDate: string;
  capacity: number;
  enrolled: number;
}

export function enrolStatus(course: CourseDates, today: string): EnrolStatus {
  if (today > course.endDate) return 'ended';
  if (today > course.enrolEnd) return 'closed';
  if (today < course.enrolStart) return 'notOpen';
  return course.enrolled >= course.capacity ? 'full' : 'open';
}
