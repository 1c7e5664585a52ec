/**
 * Personal data in a text (预先巡查, docs/decisions/content-management.md "Pre-publish check"): 18-digit
 * resident ID numbers with a valid check digit (GB 11643-1999, ISO 7064 MOD 11-2), mainland mobile numbers,
 * and bank card numbers (16-19 digits passing the Luhn check). Digits inside a longer run of digits are not
 * taken; a span found as an ID number is not reported again as a card. Found text is masked.
 */

/** A personal-data finding: its type and the masked text. */
export interface PersonalDataHit {
  type: 'id_number' | 'mobile' | 'bank_card';
  masked: string;
  start: number;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** True when the 18-character `id` carries a valid check digit and a real birth date. */
export function validIdNumber(id: string): boolean {
  if (!/^[1-9]\d{16}[\dXx]$/.test(id)) return false;
  const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  const date = new Date(`${birth}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birth) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17]!.toUpperCase();
}

/** True when the digit string passes the Luhn check. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const mask = (s: string, head: number, tail: number) =>
  `${s.slice(0, head)}${'*'.repeat(s.length - head - tail)}${s.slice(-tail)}`;

/** The personal data in `text`, in text order. */
export function scanPersonalData(text: string): PersonalDataHit[] {
  const hits: PersonalDataHit[] = [];
  const taken: Array<[number, number]> = [];
  for (const m of text.matchAll(/(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])/g)) {
    if (!validIdNumber(m[0])) continue;
    hits.push({ type: 'id_number', masked: mask(m[0], 6, 4), start: m.index });
    taken.push([m.index, m.index + m[0].length]);
  }
  for (const m of text.matchAll(/(?<!\d)1[3-9]\d{9}(?!\d)/g))
    hits.push({ type: 'mobile', masked: mask(m[0], 3, 4), start: m.index });
  for (const m of text.matchAll(/(?<!\d)\d{16,19}(?!\d)/g)) {
    if (taken.some(([from, to]) => m.index >= from && m.index < to) || !passesLuhn(m[0])) continue;
    hits.push({ type: 'bank_card', masked: mask(m[0], 4, 4), start: m.index });
  }
  return hits.sort((a, b) => a.start - b.start);
}
