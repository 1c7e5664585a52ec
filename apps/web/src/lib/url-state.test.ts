import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyUrlChange,
  areaCode,
  clearNarrowing,
  isNarrowed,
  narrowingFields,
  flag,
  id,
  int,
  isoDate,
  LIST_PAGING,
  nextUrlState,
  oneOf,
  pageNum,
  pageSize,
  parseUrlState,
  searchWithPage,
  text,
  urlStateSpec,
  writeUrlState,
  year,
  type Codec,
} from './url-state';

/** [codec name, codec, raw URL value (null = absent), expected value] */
const CASES: [string, Codec<unknown>, string | null, unknown][] = [
  ['pageNum', pageNum, null, 1],
  ['pageNum', pageNum, '3', 3],
  ['pageNum', pageNum, ' 7 ', 7],
  ['pageNum', pageNum, '0', 1],
  ['pageNum', pageNum, '-2', 1],
  ['pageNum', pageNum, 'abc', 1],
  ['pageNum', pageNum, '1.5', 1],
  ['pageNum', pageNum, '999999999', 1],
  ['pageNum', pageNum, '100000', 100_000],
  ['pageSize', pageSize, '100', 100],
  ['pageSize', pageSize, '101', 10],
  ['pageSize', pageSize, '', 10],
  ['int maxDigits 6', int({ min: 1, max: 100_000, default: 1, maxDigits: 6 }), '0000002', 1],
  ['int maxDigits 6', int({ min: 1, max: 100_000, default: 1, maxDigits: 6 }), '000002', 2],
  ['int optional', int({ min: 1, max: 2_147_483_647, default: null }), '00000000042', 42],
  ['int optional', int({ min: 1, max: 2_147_483_647, default: null }), '0', null],
  ['id', id, '42', 42],
  ['id', id, '2147483647', 2_147_483_647],
  ['id', id, '2147483648', null],
  ['id', id, '00000000042', null],
  ['id', id, '1e3', null],
  ['id', id, '-1', null],
  ['flag', flag, 'true', true],
  ['flag', flag, '1', true],
  ['flag', flag, 'yes', false],
  ['flag', flag, ' true', false],
  ['flag', flag, null, false],
  ['oneOf text', oneOf(['asc', 'desc']), ' asc ', 'asc'],
  ['oneOf text', oneOf(['asc', 'desc']), 'ASC', ''],
  ['oneOf number', oneOf([1, 2, 3, 4]), ' 4 ', 4],
  ['oneOf number', oneOf([1, 2, 3, 4]), '02', null],
  ['oneOf number', oneOf([1, 2, 3, 4]), '5', null],
  ['areaCode', areaCode, '330106', '330106'],
  ['areaCode', areaCode, '33', ''],
  ['areaCode', areaCode, '33010a', ''],
  ['isoDate', isoDate(), '2024-02-29', '2024-02-29'],
  ['isoDate', isoDate(), '2025-02-29', ''],
  ['isoDate', isoDate(), '2025-13-01', ''],
  ['isoDate', isoDate(), '2025/05/01', ''],
  ['isoDate', isoDate(), '', ''],
  ['isoDate max', isoDate({ max: '2024-06-01', default: '2024-05-28' }), '2024-06-02', '2024-05-28'],
  ['isoDate max', isoDate({ max: '2024-06-01', default: '2024-05-28' }), '2024-06-01', '2024-06-01'],
  ['year', year(), '1999', '1999'],
  ['year', year(), '24', ''],
  ['programme year', year({ min: 2000, max: 2100 }), '2024', '2024'],
  ['programme year', year({ min: 2000, max: 2100 }), '1999', ''],
  ['programme year', year({ min: 2000, max: 2100 }), '2101', ''],
  ['programme year', year({ min: 2000, max: 2100 }), '2024a', ''],
  ['text', text(5), '  健身 ', '健身'],
  ['text', text(5), 'abcdefgh', 'abcde'],
  ['text', text(5), null, ''],
  ['text without controls', text(5, { dropControls: true }), 'a\u0000b\u007fc', 'abc'],
  ['text with controls', text(5), 'a\u0000b', 'a\u0000b'],
];

describe('codecs', () => {
  it.each(CASES)('%s reads %j as %j', (_name, codec, raw, expected) => {
    expect(codec.parse(raw)).toEqual(expected);
  });

  it('write back what they read (parse . write . parse = parse)', () => {
    const codecs: Codec<unknown>[] = [
      pageNum,
      id,
      flag,
      oneOf(['asc', 'desc']),
      oneOf([1, 2, 3, 4]),
      areaCode,
      isoDate(),
      year(),
      text(50, { dropControls: true }),
    ];
    // Raw values: noise, plus the shapes each codec accepts.
    const raw = fc.oneof(
      fc.string(),
      fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
      fc.constantFrom('true', '1', 'asc', 'desc', '330106', '2024-02-29', '2025-02-29'),
      fc
        .date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
      // Text without whitespace: a cut at `max` never leaves trailing space (that text is trimmed again).
      fc.string({ unit: 'grapheme-ascii', maxLength: 80 }).map((value) => value.replace(/\s/g, 'x')),
    );
    fc.assert(
      fc.property(fc.constantFrom(...codecs), raw, (codec, value) => {
        const parsed = codec.parse(value);
        const written = codec.write(parsed);
        expect(codec.parse(written === '' ? null : written)).toEqual(parsed);
      }),
    );
  });
});

const SPEC = urlStateSpec(
  { keyword: text(50), status: oneOf(['on', 'off']), chosen: id, ...LIST_PAGING },
  { keepPage: ['chosen'] },
);
const empty = { keyword: '', status: '', chosen: null, pageNum: 1, pageSize: 10 };

describe('a spec', () => {
  it('reads every field and falls back to the defaults', () => {
    expect(parseUrlState(SPEC, new URLSearchParams(''))).toEqual(empty);
    expect(parseUrlState(SPEC, new URLSearchParams('keyword=a&status=on&chosen=4&pageNum=3&pageSize=20'))).toEqual({
      keyword: 'a',
      status: 'on',
      chosen: 4,
      pageNum: 3,
      pageSize: 20,
    });
  });

  it('writes fields in order, leaves defaults out and keeps unknown parameters', () => {
    expect(writeUrlState(SPEC, empty).toString()).toBe('');
    const params = writeUrlState(
      SPEC,
      { ...empty, status: 'off', pageNum: 2 },
      new URLSearchParams('from=home&keyword=x'),
    );
    expect(params.toString()).toBe('from=home&status=off&pageNum=2');
  });

  it('returns to page 1 on a filter change, not on a page change or a kept selection', () => {
    const onPage4 = { ...empty, pageNum: 4 };
    expect(applyUrlChange(SPEC, onPage4, { status: 'on' })).toMatchObject({ status: 'on', pageNum: 1 });
    expect(applyUrlChange(SPEC, onPage4, { pageSize: 20 })).toMatchObject({ pageSize: 20, pageNum: 1 });
    expect(applyUrlChange(SPEC, onPage4, { pageNum: 5 }).pageNum).toBe(5);
    expect(applyUrlChange(SPEC, onPage4, { status: '' }).pageNum).toBe(4);
    expect(applyUrlChange(SPEC, onPage4, { chosen: 9 })).toMatchObject({ chosen: 9, pageNum: 4 });
    expect(applyUrlChange(SPEC, { ...onPage4, keyword: 'a' }, { keyword: 'a', pageNum: 7 }).pageNum).toBe(7);
  });

  it('keeps a sticky field written once it is in the address or changed', () => {
    const sticky = urlStateSpec({ day: isoDate({ default: '2024-05-28' }), pageNum }, { sticky: ['day'] });
    expect(nextUrlState(sticky, new URLSearchParams(''), { pageNum: 2 }).toString()).toBe('pageNum=2');
    expect(nextUrlState(sticky, new URLSearchParams('day=2024-05-28'), { pageNum: 2 }).toString()).toBe(
      'day=2024-05-28&pageNum=2',
    );
    expect(nextUrlState(sticky, new URLSearchParams(''), { day: '2024-05-28' }).toString()).toBe('day=2024-05-28');
  });

  it('applies normalise after reading', () => {
    const spec = urlStateSpec(
      { from: isoDate(), to: isoDate() },
      { normalise: (state) => (state.to && state.to < state.from ? { ...state, to: '' } : state) },
    );
    expect(parseUrlState(spec, new URLSearchParams('from=2025-05-10&to=2025-05-01'))).toEqual({
      from: '2025-05-10',
      to: '',
    });
  });

  it('round-trips any state it reads', () => {
    fc.assert(
      fc.property(
        fc.record({
          keyword: fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((value) => value.replace(/\s/g, 'x')),
          status: fc.constantFrom('on', 'off', 'x'),
          chosen: fc.integer({ min: -1, max: 3_000_000_000 }).map(String),
          pageNum: fc.integer({ min: -1, max: 200_000 }).map(String),
        }),
        (raw) => {
          const state = parseUrlState(SPEC, new URLSearchParams(raw));
          const again = parseUrlState(SPEC, new URLSearchParams(writeUrlState(SPEC, state).toString()));
          expect(again).toEqual(state);
        },
      ),
    );
  });
});

describe('searchWithPage', () => {
  it('sets the page and leaves page 1 out, keeping the other parameters', () => {
    expect(searchWithPage('?keyword=abc', 2)).toBe('?keyword=abc&pageNum=2');
    expect(searchWithPage('?keyword=abc&pageNum=3', 1)).toBe('?keyword=abc');
    expect(searchWithPage('', 1)).toBe('');
  });
});

describe('narrowing filters (the filter-bar kit: 清空条件 and the filtered empty state)', () => {
  const SPEC = urlStateSpec(
    {
      tab: oneOf(['news', 'notice']),
      areaCode,
      status: oneOf(['open', 'closed']),
      organId: id,
      order: oneOf(['asc', 'desc']),
      caseId: id,
      ...LIST_PAGING,
    },
    { keepPage: ['caseId'], notFilters: ['tab', 'order'] },
  );
  const empty = parseUrlState(SPEC, new URLSearchParams());

  it('takes every field but paging, keepPage, notFilters and the page-fixed ones', () => {
    expect(narrowingFields(SPEC)).toEqual(['areaCode', 'status', 'organId']);
    expect(narrowingFields(SPEC, ['status'])).toEqual(['areaCode', 'organId']);
  });

  it('is narrowed only by a narrowing field away from its default', () => {
    expect(isNarrowed(SPEC, empty)).toBe(false);
    expect(isNarrowed(SPEC, { ...empty, pageNum: 4, tab: 'notice', order: 'desc', caseId: 9 })).toBe(false);
    expect(isNarrowed(SPEC, { ...empty, organId: 12 })).toBe(true);
    expect(isNarrowed(SPEC, { ...empty, status: 'open' })).toBe(true);
    expect(isNarrowed(SPEC, { ...empty, status: 'open' }, ['status'])).toBe(false);
  });

  it('clears back to the defaults, keeping the tab and the order, and returns to page 1', () => {
    const state = {
      ...empty,
      tab: 'notice',
      areaCode: '330000',
      status: 'closed',
      organId: 3,
      order: 'asc',
      pageNum: 5,
    };
    const change = clearNarrowing(SPEC);
    expect(change).toEqual({ areaCode: '', status: '', organId: null });
    const cleared = applyUrlChange(SPEC, state, change);
    expect(cleared).toEqual({ ...state, areaCode: '', status: '', organId: null, pageNum: 1 });
    expect(isNarrowed(SPEC, cleared)).toBe(false);
  });
});
