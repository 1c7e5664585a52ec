/**
 * The one URL-state engine of the list and filter pages (docs/decisions/web-conventions.md "URL state"): a page's
 * filters, sort, selection and paging live in the address query, so reload, back/forward and a shared link
 * keep them (spec §2 pages, §7 list parameters with the API's own names: `?keyword=健身&pageNum=2`).
 *
 * A page declares a spec: one codec per query parameter, in the order they are written. A codec reads a raw
 * value (a hand-edited or stale one falls back to its default, so a bad address never reaches the server
 * as a 400) and writes a value back; a value equal to its default, or written as '', is left out of the
 * address. Parameters the spec does not name (e.g. the breadcrumb's `from`) are kept.
 *
 * Reset rule: a change to any field other than `pageNum` starts again at page 1, unless the field is a
 * selection listed in `keepPage` (the video in the player, the venue of the flow chart).
 */
import { PAGE_NUM_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@portal/contracts/paging.codes';
import { AREA_CODE_PATTERN, PROGRAMME_YEAR_MAX, PROGRAMME_YEAR_MIN } from '@portal/contracts/venue.codes';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Reads one query parameter into a typed value and writes it back. */
export interface Codec<T> {
  /** The value of a missing or invalid parameter; a value equal to it is left out of the address. */
  readonly default: T;
  /** `raw`: the parameter's text, or null when absent. Never throws. */
  parse(raw: string | null): T;
  /** The parameter's text; '' leaves the parameter out. */
  write(value: T): string;
}

/** The page number field: the reset rule and the pager's links (list-pager.tsx) refer to it by this name. */
export const PAGE_FIELD = 'pageNum';

// ---------------------------------------------------------------------------------------------- codecs

/** A trimmed parameter, or '' when absent. */
function trimmed(raw: string | null): string {
  return (raw ?? '').trim();
}

/**
 * A whole number in min..max written in plain digits (at most `maxDigits` of them when given); anything
 * else (missing, '0' below min, '-1', '1.5', 'abc') gives `default`. A null default makes the field
 * optional (number | null).
 */
export function int<D extends number | null>(options: {
  min: number;
  max: number;
  default: D;
  maxDigits?: number;
}): Codec<number | D> {
  const pattern = options.maxDigits === undefined ? /^\d+$/ : new RegExp(`^\\d{1,${options.maxDigits}}$`);
  return {
    default: options.default,
    parse(raw) {
      const text = trimmed(raw);
      if (!pattern.test(text)) return options.default;
      const value = Number(text);
      return value >= options.min && value <= options.max ? value : options.default;
    },
    write: (value) => (value === null ? '' : String(value)),
  };
}

/** A switch: on for 'true' or '1' exactly, written 'true'; off is left out. */
export const flag: Codec<boolean> = {
  default: false,
  parse: (raw) => raw === 'true' || raw === '1',
  write: (value) => (value ? 'true' : ''),
};

/** One of a fixed list of texts (trimmed), or '' (all). */
export function oneOf(values: readonly string[]): Codec<string>;
/** One of a fixed list of numbers (the digits exactly, trimmed), or null (all). */
export function oneOf<V extends number>(values: readonly V[]): Codec<V | null>;
export function oneOf(values: readonly (string | number)[]): Codec<string | number | null> {
  const empty = typeof values[0] === 'number' ? null : '';
  return {
    default: empty,
    parse: (raw) => values.find((value) => String(value) === trimmed(raw)) ?? empty,
    write: (value) => (value === null ? '' : String(value)),
  };
}

const AREA_CODE = new RegExp(AREA_CODE_PATTERN);

/** Six-digit division code (GB/T 2260: province, city or county; contracts AREA_CODE_PATTERN), or ''. */
export const areaCode: Codec<string> = {
  default: '',
  parse: (raw) => (AREA_CODE.test(trimmed(raw)) ? trimmed(raw) : ''),
  write: (value) => value,
};

/** True for a real calendar date written 'YYYY-MM-DD' (2024-02-30 is refused). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * A real calendar date 'YYYY-MM-DD', not after `max` when given (ISO dates compare as text); anything else
 * gives `default` ('' unless given: the flow page's default day).
 */
export function isoDate(options: { max?: string; default?: string } = {}): Codec<string> {
  const fallback = options.default ?? '';
  return {
    default: fallback,
    parse(raw) {
      const text = trimmed(raw);
      return isCalendarDate(text) && (options.max === undefined || text <= options.max) ? text : fallback;
    },
    write: (value) => value,
  };
}

/** A four-digit year as text, within min..max when given (contracts ProgrammeYear: 2000..2100), or ''. */
export function year(options: { min?: number; max?: number } = {}): Codec<string> {
  const { min = 0, max = 9999 } = options;
  return {
    default: '',
    parse(raw) {
      const text = trimmed(raw);
      return /^\d{4}$/.test(text) && Number(text) >= min && Number(text) <= max ? text : '';
    },
    write: (value) => value,
  };
}

/** A programme year 2000..2100 (contracts ProgrammeYear: evaluation, venue yearly data), or ''. */
export const programmeYear = year({ min: PROGRAMME_YEAR_MIN, max: PROGRAMME_YEAR_MAX });

/** Control characters are refused by the server (contracts LineText). */
function withoutControlCharacters(text: string): string {
  return Array.from(text)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join('');
}

/**
 * Free text, trimmed and cut to `max` characters (the server's limits, e.g. contracts Keyword: 50), or ''.
 * `dropControls`: control characters are removed first (the venue search's LineText keyword).
 */
export function text(max: number, options: { dropControls?: boolean } = {}): Codec<string> {
  return {
    default: '',
    parse(raw) {
      const value = raw ?? '';
      return (options.dropControls ? withoutControlCharacters(value) : value).trim().slice(0, max);
    },
    write: (value) => value,
  };
}

/** A record id: a positive 32-bit integer in at most ten plain digits, or null (spec §2/§7 `?id=`, `organId`). */
export const id = int({ min: 1, max: 2_147_483_647, default: null, maxDigits: 10 });

/** The page number of a paged list: 1..PAGE_NUM_MAX (100000), default 1 (DESIGN.md paging; contracts paging.codes). */
export const pageNum = int({ min: 1, max: PAGE_NUM_MAX, default: 1 });

/** The page size: 1..PAGE_SIZE_MAX (100, the server's limit), default 10 (DESIGN.md paging; contracts paging.codes). */
export const pageSize = int({ min: 1, max: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT });

/** The paging fields of a list with a page-size changer; spread last into a spec's fields. */
export const LIST_PAGING = { pageNum, pageSize };

// ------------------------------------------------------------------------------------------------ specs

type Fields<S> = { readonly [K in keyof S]: Codec<S[K]> };

/** A page's URL state: its fields in writing order and the rules across them. */
export interface UrlStateSpec<S extends object> {
  readonly fields: Fields<S>;
  /** Selections whose change keeps the page (not filters). */
  readonly keepPage: readonly (keyof S)[];
  /** Fields that stay written once in the address or changed, even when equal to their default. */
  readonly sticky: readonly (keyof S)[];
  /**
   * Fields that do not narrow the list (a tab, the sort order, the programme year): left out of
   * `isNarrowed` and `clearNarrowing`, so 清空条件 keeps them. The page, the page size and the `keepPage`
   * fields never narrow.
   */
  readonly notFilters: readonly (keyof S)[];
  /** A fix-up across fields after reading (e.g. an end date before the start date is dropped). */
  readonly normalise?: (state: S) => S;
}

/** The state type of a spec. */
export type UrlState<Spec> = Spec extends UrlStateSpec<infer S> ? S : never;

/** The state read by a set of fields (`{ keyword: text(50) }` -> `{ keyword: string }`). */
export type StateOfFields<F> = { -readonly [K in keyof F]: F[K] extends Codec<infer T> ? T : never };

/**
 * Declares a page's URL state; a module-level constant (or memoised), since the hook depends on it.
 * `fields` are written in their order; see UrlStateSpec for the options.
 */
export function urlStateSpec<F extends Record<string, Codec<unknown>>>(
  fields: F,
  options: {
    keepPage?: readonly (keyof F)[];
    sticky?: readonly (keyof F)[];
    notFilters?: readonly (keyof F)[];
    normalise?: (state: StateOfFields<F>) => StateOfFields<F>;
  } = {},
): UrlStateSpec<StateOfFields<F>> {
  return {
    // F's codecs are exactly Fields<StateOfFields<F>> key by key; TypeScript cannot see through the mapped type.
    fields: fields as unknown as Fields<StateOfFields<F>>,
    keepPage: options.keepPage ?? [],
    sticky: options.sticky ?? [],
    notFilters: options.notFilters ?? [],
    normalise: options.normalise,
  };
}

function fieldNames<S extends object>(spec: UrlStateSpec<S>): (keyof S & string)[] {
  return Object.keys(spec.fields) as (keyof S & string)[];
}

/** Reads a spec's state from an address query (then `normalise`). */
export function parseUrlState<S extends object>(spec: UrlStateSpec<S>, params: URLSearchParams): S {
  const state = {} as S;
  for (const name of fieldNames(spec)) state[name] = spec.fields[name].parse(params.get(name));
  return spec.normalise ? spec.normalise(state) : state;
}

/**
 * Writes a state into a copy of `base` (parameters the spec does not name are kept). A field whose value
 * equals its default is left out unless it is in `keepDefault`; a field written as '' always is.
 */
export function writeUrlState<S extends object>(
  spec: UrlStateSpec<S>,
  state: S,
  base?: URLSearchParams,
  keepDefault: ReadonlySet<keyof S> = new Set(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of fieldNames(spec)) {
    const codec = spec.fields[name];
    const value = codec.write(state[name]);
    if (value && (state[name] !== codec.default || keepDefault.has(name))) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** Applies a change; a change to any field other than the page and the `keepPage` ones returns to page 1. */
export function applyUrlChange<S extends object>(spec: UrlStateSpec<S>, state: S, change: Partial<S>): S {
  if (!(PAGE_FIELD in spec.fields)) return { ...state, ...change };
  const restart = (Object.keys(change) as (keyof S)[]).some(
    (name) => name !== PAGE_FIELD && !spec.keepPage.includes(name) && change[name] !== state[name],
  );
  const page = (change as Record<string, unknown>)[PAGE_FIELD] ?? (state as Record<string, unknown>)[PAGE_FIELD];
  return { ...state, ...change, [PAGE_FIELD]: restart ? 1 : page };
}

/** The address query after `change`: read `current`, apply the change, write back (sticky fields kept). */
export function nextUrlState<S extends object>(
  spec: UrlStateSpec<S>,
  current: URLSearchParams,
  change: Partial<S>,
): URLSearchParams {
  const next = applyUrlChange(spec, parseUrlState(spec, current), change);
  const sticky = spec.sticky.filter((name) => current.has(String(name)) || change[name] !== undefined);
  return writeUrlState(spec, next, current, new Set(sticky));
}

/**
 * The fields of `spec` that narrow its list: every field but the page, the page size, the `keepPage` and
 * `notFilters` ones and `except` (a filter the page fixes itself, e.g. a facility page's own kind).
 */
export function narrowingFields<S extends object>(
  spec: UrlStateSpec<S>,
  except: readonly (keyof S)[] = [],
): (keyof S & string)[] {
  return fieldNames(spec).filter(
    (name) =>
      name !== PAGE_FIELD &&
      name !== 'pageSize' &&
      !spec.keepPage.includes(name) &&
      !spec.notFilters.includes(name) &&
      !except.includes(name),
  );
}

/** True when a narrowing field of `state` differs from its default: the list is filtered. */
export function isNarrowed<S extends object>(
  spec: UrlStateSpec<S>,
  state: S,
  except: readonly (keyof S)[] = [],
): boolean {
  return narrowingFields(spec, except).some((name) => state[name] !== spec.fields[name].default);
}

/** The change that sets every narrowing field back to its default (清空条件; the list returns to page 1). */
export function clearNarrowing<S extends object>(spec: UrlStateSpec<S>, except: readonly (keyof S)[] = []): Partial<S> {
  const change: Partial<S> = {};
  for (const name of narrowingFields(spec, except)) change[name] = spec.fields[name].default;
  return change;
}

/** The address query `search` showing page `page` of its list (page 1 left out, as the engine writes it). */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page === pageNum.default) params.delete(PAGE_FIELD);
  else params.set(PAGE_FIELD, pageNum.write(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * A spec's state in the current address, and `update(change)`, which pushes a history entry (the back
 * button undoes a change). `spec` must be stable: a module-level constant or memoised.
 * `preventScrollReset`: the page keeps its scroll position on a change (the video list).
 */
export function useUrlState<S extends object>(
  spec: UrlStateSpec<S>,
  options: { preventScrollReset?: boolean } = {},
): [S, (change: Partial<S>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const state = useMemo(() => parseUrlState(spec, new URLSearchParams(search)), [spec, search]);
  const { preventScrollReset } = options;
  const update = useCallback(
    (change: Partial<S>) =>
      setSearchParams(
        (current) => nextUrlState(spec, current, change),
        preventScrollReset ? { preventScrollReset } : undefined,
      ),
    [setSearchParams, spec, preventScrollReset],
  );
  return [state, update];
}
