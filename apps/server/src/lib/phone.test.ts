/** The publishable phone formats of lib/phone.ts (the exchange's per-row check). */
import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone.js';

describe('isPhoneNumber', () => {
  it.each([
    '13812345678',
    '+86 138 1234 5678',
    '0571-88886666',
    '057188886666',
    '(0571)88886666',
    '010-12345678-808',
    '+86 571 88886666',
    '400-123-4567',
    '12345',
    '95588',
  ])('accepts %s', (phone) => expect(isPhoneNumber(phone)).toBe(true));

  it.each(['12345678', '0571-123', '23812345678', '1381234567', '571-88886666', '0571-88886666 13812345678', '110'])(
    'refuses %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  );
});
