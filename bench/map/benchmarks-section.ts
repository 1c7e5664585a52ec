/**
 * Writes the fitness-map figures into docs/benchmarks.md as one marked section, replacing the previous
 * one and leaving everything else (the tables `npm run bench` writes) as it is. Without the markers
 * the section is appended at the end.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const SECTION_START = '<!-- fitness-map:start (written by npm run bench:map; do not edit) -->';
export const SECTION_END = '<!-- fitness-map:end -->';

/** `document` with `section` between the markers (replaced, or appended). */
export function withSection(document: string, section: string): string {
  const block = `${SECTION_START}\n${section.trim()}\n${SECTION_END}`;
  const start = document.indexOf(SECTION_START);
  const end = document.indexOf(SECTION_END);
  if (start !== -1 && end > start)
    return `${document.slice(0, start)}${block}${document.slice(end + SECTION_END.length)}`;
  return `${document.trimEnd()}\n\n${block}\n`;
}

/** The section's text between the markers in `document` (without them), or null when there is none. */
export function existingSection(document: string): string | null {
  const start = document.indexOf(SECTION_START);
  const end = document.indexOf(SECTION_END);
  return start !== -1 && end > start ? document.slice(start + SECTION_START.length, end) : null;
}

export function writeSection(file: string, section: string): void {
  const document = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  writeFileSync(file, withSection(document, section));
}
