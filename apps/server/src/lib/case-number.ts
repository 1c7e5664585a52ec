/**
 * Case numbers handed to the public (受理编号 of feedback 'FK…' and repair reports 'BX…'): the prefix, the
 * Beijing date (YYYYMMDD) and 10 characters drawn with the CSPRNG from an alphabet without look-alikes
 * (contracts FEEDBACK_ACCEPT_NO_ALPHABET, 30^10 ≈ 49 bits): not sequential, so one number tells nothing
 * about another.
 */
import { randomInt } from 'node:crypto';
import { FEEDBACK_ACCEPT_NO_ALPHABET } from '@portal/contracts/feedback.codes';
import { shanghaiToday } from './shanghai-time.js';

export function newCaseNumber(prefix: string, now: Date): string {
  let tail = '';
  for (let i = 0; i < 10; i++) tail += FEEDBACK_ACCEPT_NO_ALPHABET[randomInt(FEEDBACK_ACCEPT_NO_ALPHABET.length)];
  return `${prefix}${shanghaiToday(now).replaceAll('-', '')}${tail}`;
}
