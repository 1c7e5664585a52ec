/**
 * Text with the search's matches marked: `ranges` are [start, end) UTF-16 offsets from the API (sorted,
 * disjoint); each becomes a <mark> around a text node. The text is never parsed as HTML, so markup in the
 * data shows as the characters it is.
 */
import type { ReactNode } from 'react';

export function HighlightedText({ text, ranges }: { text: string; ranges: readonly (readonly [number, number])[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    // Ranges outside the text or overlapping an earlier one are ignored rather than trusted.
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
