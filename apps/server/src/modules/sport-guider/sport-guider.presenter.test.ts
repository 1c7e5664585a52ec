/** The PIPL mask and the years of service of the instructor presenter. */
import { describe, expect, it } from 'vitest';
import { maskCertificate, serviceYears } from './sport-guider.presenter.js';

describe('maskCertificate', () => {
  it('keeps only the first four characters (the last four are the register sequence, docs/decisions/security.md §3)', () => {
    expect(maskCertificate('201911010100001')).toBe('2019***********');
    expect(maskCertificate('123456789')).toBe('1234*****');
    expect(maskCertificate('12345678')).toBe('********');
  });
});

describe('serviceYears', () => {
  it('counts whole years up to today', () => {
    expect(serviceYears('2019-11-20', '2026-11-20')).toBe(7);
    expect(serviceYears('2019-11-21', '2026-11-20')).toBe(6);
    expect(serviceYears('2026-11-21', '2026-11-20')).toBe(0);
  });
});
