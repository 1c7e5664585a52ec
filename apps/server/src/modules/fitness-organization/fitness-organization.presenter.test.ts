/** The organisation presenter's phone mask (contacts are often a person's mobile). */
import { describe, expect, it } from 'vitest';
import { maskPhone } from './fitness-organization.presenter.js';

describe('maskPhone', () => {
  it('keeps the first three and last four digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('1234567')).toBe('*******');
  });
});
