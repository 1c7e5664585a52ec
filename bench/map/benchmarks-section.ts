/**
 * Writes the fitness-map figures into docs/benchmarks.md as one marked section, leaving everything else
 * (the tables `npm run bench` writes, which keeps this section through existingSection/withSection) as
 * it is. Without the markers the section is appended at the end.
 *
 * Inside the section each database has its own marked part (SQLite, PostgreSQL): a run on one database
 * replaces only that database's part, so `npm run bench:map` on PostgreSQL does not drop the SQLite
 * figures and the other way round. A section written before the parts existed (SQLite only, no inner
 * markers) is kept as the SQLite part.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const SECTION_START = '<!-- fitness-map:start (written by npm run bench:map; do not edit) -->';
export const SECTION_END = '<!-- fitness-map:end -->';
export const SECTION_HEADING = '## Fitness map (`npm run bench:map`)';

/** The databases with a part of their own, in the order they appear. */
export const DATABASE_PARTS = ['sqlite', 'postgres'] as const;
export type DatabasePart = (typeof DATABASE_PARTS)[number];

const partStart = (part: DatabasePart) => `<!-- fitness-map:${part}:start -->`;
const partEnd = (part: DatabasePart) => `<!-- fitness-map:${part}:end -->`;

/** The start and end comments of a marked section of docs/benchmarks.md. */
export interface SectionMarkers {
  start: string;
  end: string;
}

/** The fitness-map section's markers. */
export const MAP_MARKERS: SectionMarkers = { start: SECTION_START, end: SECTION_END };

/** `document` with `section` between `markers` (replaced, or appended). */
export function withSection(document: string, section: string, markers: SectionMarkers = MAP_MARKERS): string {
  const block = `${markers.start}\n${section.trim()}\n${markers.end}`;
  const start = document.indexOf(markers.start);
  const end = document.indexOf(markers.end);
  if (start !== -1 && end > start)
    return `${document.slice(0, start)}${block}${document.slice(end + markers.end.length)}`;
  return `${document.trimEnd()}\n\n${block}\n`;
}

/** The section's text between `markers` in `document` (without them), or null when there is none. */
export function existingSection(document: string, markers: SectionMarkers = MAP_MARKERS): string | null {
  const start = document.indexOf(markers.start);
  const end = document.indexOf(markers.end);
  return start !== -1 && end > start ? document.slice(start + markers.start.length, end) : null;
}

/** The text of each database's part in `section` (without markers); a legacy section is the SQLite part. */
export function databaseParts(section: string): Partial<Record<DatabasePart, string>> {
  const parts: Partial<Record<DatabasePart, string>> = {};
  for (const part of DATABASE_PARTS) {
    const start = section.indexOf(partStart(part));
    const end = section.indexOf(partEnd(part));
    if (start !== -1 && end > start) parts[part] = section.slice(start + partStart(part).length, end).trim();
  }
  if (Object.keys(parts).length === 0 && section.trim() !== '') {
    parts.sqlite = section.trim().replace(SECTION_HEADING, '').trim();
  }
  return parts;
}

/** `document` with `text` as the part of `database` in the fitness-map section, the other parts kept. */
export function withDatabasePart(document: string, database: DatabasePart, text: string): string {
  const existing = existingSection(document);
  const parts = { ...(existing === null ? {} : databaseParts(existing)), [database]: text.trim() };
  const section = [
    SECTION_HEADING,
    '',
    ...DATABASE_PARTS.flatMap((part) =>
      parts[part] === undefined ? [] : [partStart(part), parts[part], partEnd(part), ''],
    ),
  ].join('\n');
  return withSection(document, section);
}

/** Writes `text` as the part of `database` into `file` (see withDatabasePart). */
export function writeDatabasePart(file: string, database: DatabasePart, text: string): void {
  const document = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  writeFileSync(file, withDatabasePart(document, database, text));
}
