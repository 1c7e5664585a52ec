import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';
import { parseId } from './parse-id';

describe('formatFileSize', () => {
  it('shows kilobytes with one decimal', () => {
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(12_800)).toBe('12.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5,120.0 KB');
  });

  it('never shows a non-empty file as 0 KB', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(20)).toBe('0.1 KB');
  });

  it('gives an empty label for impossible sizes', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('parseId', () => {
  it('accepts positive integers', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId(' 42 ')).toBe(42);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it('rejects everything else', () => {
    for (const bad of [null, undefined, '', '0', '-1', '1.5', '1e3', 'abc', '2147483648', '99999999999']) {
      expect(parseId(bad)).toBeNull();
    }
  });
});
