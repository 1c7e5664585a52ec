/**
 * Pinyin initials of a name, for the site search's venue match (`tyg` finds 体育馆; issue "public
 * experience" §5). The rule, one per character (Unicode code point) of the name:
 * - a Chinese character gives the first letter of its pinyin, read in context by pinyin-pro (its word
 *   list settles polyphones: 重庆 -> cq, 银行 -> yh);
 * - an ASCII letter or digit gives itself, lower-cased (NBA篮球馆 -> nbalqg);
 * - anything else (brackets, spaces, punctuation) gives nothing.
 * The stored initials (venue.name_initials) are these letters joined; a query matches when it is a
 * substring of them. `initialsByCharacter` keeps each character's letter ('' for none) so a match can be
 * mapped back to the characters of the name for highlighting.
 */
import { pinyin } from 'pinyin-pro';

const ASCII_ALNUM = /^[a-z0-9]$/i;

/** One entry per code point of `name`: its initial (a-z or 0-9) or ''. */
export function initialsByCharacter(name: string): string[] {
  const letters = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' });
  const characters = Array.from(name);
  // pinyin-pro returns one entry per code point; a non-Chinese character comes back unchanged.
  return characters.map((character, i) => {
    const letter = (letters[i] ?? '').toLowerCase();
    if (ASCII_ALNUM.test(character)) return character.toLowerCase();
    return letter !== character.toLowerCase() && /^[a-z]$/.test(letter) ? letter : '';
  });
}

/** The initials of the whole name (what venue.name_initials stores). */
export function nameInitials(name: string): string {
  return initialsByCharacter(name).join('');
}

/** A query that can be initials: 2+ ASCII letters or digits, with at least one letter. */
export function isInitialsQuery(q: string): boolean {
  return /^[a-z0-9]{2,}$/i.test(q) && /[a-z]/i.test(q);
}

/**
 * Where `query` (initials, any case) occurs in the initials of `name`: [start, end) ranges in UTF-16 code
 * units of `name`, covering the characters whose letters matched; [] when it does not occur.
 */
export function initialsRanges(name: string, query: string): [number, number][] {
  const perCharacter = initialsByCharacter(name);
  const characters = Array.from(name);
  // Offsets of each character in UTF-16 units, and which character each letter of the joined initials came from.
  const offsets: number[] = [];
  const owner: number[] = [];
  let offset = 0;
  characters.forEach((character, i) => {
    offsets.push(offset);
    offset += character.length;
    if (perCharacter[i]) owner.push(i);
  });
  const joined = perCharacter.join('');
  const needle = query.toLowerCase();
  const ranges: [number, number][] = [];
  for (let at = joined.indexOf(needle); at >= 0 && needle.length > 0; at = joined.indexOf(needle, at + needle.length)) {
    const first = owner[at]!;
    const last = owner[at + needle.length - 1]!;
    ranges.push([offsets[first]!, offsets[last]! + characters[last]!.length]);
  }
  return ranges;
}
