/**
 * The venue detail address (spec §2, §3 "Request parameters seen: organId, year, oldType"):
 * `?organId=` (positive 32-bit integer), `year=` (four digits; absent = the newest year with data) and,
 * on /openFacility/detail, `oldType=` (organType 1-4; absent = 4, national fitness centre).
 * A malformed organId or oldType gives null: the page shows its not-found state without a request.
 */
import { useSearchParams } from 'react-router';
import { parseId } from '../../components/article/parse-id';
import { parseOrganType } from '../../components/venue/organ-type';
import { programmeYear } from '../../lib/url-state';
import { DEFAULT_OLD_TYPE } from './detail-kind';

export interface DetailParams {
  organId: number | null;
  oldType: number | null;
  /** The year asked for, or null (none given, or malformed: see badYear). */
  year: number | null;
  /** True when `year` is present but not a usable year (e.g. 'abc'): the page says the year has no data. */
  badYear: boolean;
}

/** '2024' -> 2024; anything but four digits in 2000..2100 (contracts PROGRAMME_YEAR_MIN..MAX) -> null. */
export function parseYear(raw: string | null): number | null {
  const year = programmeYear.parse(raw);
  return year ? Number(year) : null;
}

/** '1'..'4' -> the number; absent -> DEFAULT_OLD_TYPE; anything else -> null. */
export function parseOldType(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return DEFAULT_OLD_TYPE;
  return parseOrganType(raw);
}

export function useDetailParams(): DetailParams {
  const [params] = useSearchParams();
  const rawYear = params.get('year');
  const year = parseYear(rawYear);
  return {
    organId: parseId(params.get('organId')),
    oldType: parseOldType(params.get('oldType')),
    year,
    badYear: rawYear !== null && rawYear.trim() !== '' && year === null,
  };
}
