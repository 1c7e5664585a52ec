/**
 * Suggestions for the header search box as the visitor types (docs/decisions/site-search.md): GET /api_/ow/search/suggest
 * (contracts SiteSearchSuggestResult, at most 8 titles) for the trimmed text, SUGGEST_DELAY_MS after the
 * last keystroke, the answer of an older text dropped. A failed request shows no suggestions (the box still
 * searches on Enter). Plain fetch through lib/api-data, no query cache: the header carries no
 * react-query dependency of its own.
 */
import type { SiteSearchSuggestion, SiteSearchSuggestResult } from '@portal/contracts/site-search';
import { useEffect, useState } from 'react';
import { getData } from '../../lib/api-data';

export const SUGGEST_DELAY_MS = 150;

/** The suggestions for `text` (trimmed; none for ''), and whether they belong to the current text. */
export function useSuggestions(text: string): { list: readonly SiteSearchSuggestion[]; forText: string } {
  const q = text.trim();
  const [answer, setAnswer] = useState<{ list: readonly SiteSearchSuggestion[]; forText: string }>({
    list: [],
    forText: '',
  });
  useEffect(() => {
    if (q === '') return undefined;
    let current = true;
    const timer = setTimeout(() => {
      getData<SiteSearchSuggestResult>('/api_/ow/search/suggest', { q }).then(
        (data) => current && setAnswer({ list: data.list, forText: q }),
        () => current && setAnswer({ list: [], forText: q }),
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q]);
  return q === '' || answer.forText !== q ? { list: [], forText: q } : answer;
}
