/**
 * Site search rows -> contracts site-search SiteSearchItem, field by field (whitelist: no phone, no
 * coordinates; a venue's type, a project's kind, a facility's kind: what the web's detail link needs), with the highlight ranges of the query: every case-insensitive occurrence in the title and
 * the second line, or, for a venue found by its pinyin initials, the characters of the name whose initials
 * matched (lib/pinyin-initials.ts). Ranges are [start, end) in UTF-16 code units; the web wraps them in
 * <mark> as text, never as HTML.
 */
import type { SiteSearchItem } from '@portal/contracts/site-search';
import { BUILD_KINDS, type BuildKind } from '@portal/contracts/build-project.codes';
import { FACILITY_KINDS, type FacilityKind } from '@portal/contracts/facility.codes';
import { ORGAN_TYPES, type OrganType } from '@portal/contracts/venue.codes';
import { initialsRanges, isInitialsQuery } from '../../lib/pinyin-initials.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';
import type { SiteSearchRow } from './site-search.repository.js';

/** Every occurrence of `q` in `text`, case-insensitive where lower-casing keeps the offsets. */
export function textRanges(text: string, q: string): [number, number][] {
  const lowered = text.toLowerCase();
  const sameOffsets = lowered.length === text.length;
  const haystack = sameOffsets ? lowered : text;
  const needle = sameOffsets ? q.toLowerCase() : q;
  const ranges: [number, number][] = [];
  if (needle.length === 0) return ranges;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) {
    ranges.push([at, at + needle.length]);
  }
  return ranges;
}

/** The row's day in Asia/Shanghai. */
function dayOf(row: SiteSearchRow): string | null {
  if (row.time === null) return null;
  return row.timeKind === 'instant' ? shanghaiToday(new Date(row.time)) : row.time.slice(0, 10);
}

export function presentSiteSearchItem(row: SiteSearchRow, q: string): SiteSearchItem {
  let titleRanges = textRanges(row.title, q);
  const summaryRanges = textRanges(row.summary, q);
  let matchedBy: SiteSearchItem['matchedBy'] = 'text';
  if (row.kind === 'venue' && titleRanges.length === 0 && summaryRanges.length === 0 && isInitialsQuery(q)) {
    titleRanges = initialsRanges(row.title, q);
    matchedBy = 'initials';
  }
  const item: SiteSearchItem = {
    kind: row.kind,
    id: Number(row.id),
    title: row.title,
    summary: row.summary,
    date: dayOf(row),
    titleRanges,
    summaryRanges,
    matchedBy,
  };
  const organType = Number(row.organ_type);
  if (ORGAN_TYPES.includes(organType as OrganType)) item.organType = organType as OrganType;
  if (row.is_large !== undefined) item.isLarge = Number(row.is_large) === 1;
  if (BUILD_KINDS.includes(row.build_kind as BuildKind)) item.buildKind = row.build_kind as BuildKind;
  if (FACILITY_KINDS.includes(row.facility_kind as FacilityKind)) item.facilityKind = row.facility_kind as FacilityKind;
  return item;
}
