import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './login-redirect';

describe('safeRedirect', () => {
  it('keeps in-site paths with their query', () => {
    expect(safeRedirect('/news/newsdetail?id=3')).toBe('/news/newsdetail?id=3');
    expect(safeRedirect('/')).toBe('/');
  });

  it('refuses absent, external, protocol-relative and odd values', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'news',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/a\nb',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });

  it('never returns to the login page itself', () => {
    expect(safeRedirect('/login')).toBe('/');
    expect(safeRedirect('/login?redirect=/news')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('encodes the current page as redirect, and omits it for home', () => {
    expect(loginPathFor('/news?pageNum=2')).toBe('/login?redirect=%2Fnews%3FpageNum%3D2');
    expect(loginPathFor('/')).toBe('/login');
  });
});
