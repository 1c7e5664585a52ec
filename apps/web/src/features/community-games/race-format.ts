/**
 * Display helpers of the races: Chinese names of statuses and levels (contracts codes), the tone of each
 * status tag, the registration figure and a race's dates.
 */
import {
  RACE_LEVEL_NAMES,
  RACE_STATUS_NAMES,
  type RaceLevel,
  type RaceStatus,
} from '@portal/contracts/community-games.codes';
import type { Tone } from '../../components/status-tag/tone-tag';

export const STATUS_TONES: Readonly<Record<RaceStatus, Tone>> = {
  registering: 'green',
  upcoming: 'blue',
  ongoing: 'gold',
  ended: 'grey',
};

export const statusName = (status: RaceStatus) => RACE_STATUS_NAMES[status];
export const levelName = (level: RaceLevel) => RACE_LEVEL_NAMES[level];

/** '已报名 120 / 名额 300 人'. */
export function registrationText(registered: number, capacity: number): string {
  return `已报名 ${registered.toLocaleString('zh-CN')} / 名额 ${capacity.toLocaleString('zh-CN')} 人`;
}

/** A count with thousands separators, e.g. 1,234,567. */
export const formatCount = (value: number) => value.toLocaleString('zh-CN');
