/**
 * Site search rows -> contracts site-search SiteSearchItem, field by field (whitelist: no phone, no
 * coordinates; a venue's type, a project's kind, a facility's kind: what the web's detail link needs), with
 * the highlight ranges of the words that matched (the query's words and the vocabulary words they matched
 * through, ./site-search.rank.ts): every case-insensitive occurrence in the title and the second line,
 * merged; or, for a venue found by its pinyin initials, the characters of the name whose initials matched
 * (lib/pinyin-initials.ts). Ranges are [start, end) in UTF-16 code units, sorted and disjoint; the web wraps
 * them in <mark> as text, never as HTML.
 */
import type { SiteSearchItem } from '@portal/contracts/site-search';
import { BUILD_KINDS, type BuildKind } from '@portal/contracts/build-project.codes';
import { FACILITY_KINDS, type FacilityKind } from '@portal/contracts/facility.codes';
import { ORGAN_TYPES, type OrganType } from '@portal/contracts/venue.codes';
import { initialsRanges, isInitialsQuery } from '../../lib/pinyin-initials.js';
import { shanghaiToday } from '../../lib/shanghai-time.js';
import type { SiteSearchRow } from './site-search.documents.js';

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

/** The occurrences of every word of `words` in `text`, overlapping ones merged, sorted. */
export function wordRanges(text: string, words: readonly string[]): [number, number][] {
  const all = words.flatMap((word) => textRanges(text, word)).sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [from, to] of all) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** The row's day in Asia/Shanghai. */
function dayOf(row: SiteSearchRow): string | null {
  if (row.time === null) return null;
  return row.timeKind === 'instant' ? shanghaiToday(new Date(row.time)) : row.time.slice(0, 10);
}

/** `row` as a result item; `words` matched it (highlights), `q` is the query (initials); `distance` in metres. */
export function presentSiteSearchItem(
  row: SiteSearchRow,
  q: string,
  words: readonly string[],
  distance?: number,
): SiteSearchItem {
  let titleRanges = wordRanges(row.title, words);
  const summaryRanges = wordRanges(row.summary, words);
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
  if (distance !== undefined) item.distance = Math.round(distance);
  return item;
}
