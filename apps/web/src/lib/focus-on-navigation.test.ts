// Focus after an in-app navigation: the new page's h1 takes focus, now or when it appears, unless the
// visitor acts first.
import { afterEach, describe, expect, it } from 'vitest';
import { focusPageHeading } from './focus-on-navigation';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Lets the MutationObserver callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focusPageHeading', () => {
  it('focuses the h1 inside <main> (made focusable with tabIndex -1), not an h1 elsewhere', () => {
    document.body.innerHTML =
      '<header><h1>站点</h1></header><a href="/news">新闻资讯</a><main><h1>新闻资讯</h1></main>';
    document.querySelector('a')!.focus();
    focusPageHeading();
    const heading = document.querySelector('main h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for the h1 of a page that renders later', async () => {
    document.body.innerHTML = '<main><p>正在加载…</p></main>';
    focusPageHeading();
    expect(document.activeElement).toBe(document.body);
    document.querySelector('main')!.innerHTML = '<h1>场馆开放</h1>';
    await settle();
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('gives up when the visitor presses a key first', async () => {
    document.body.innerHTML = '<input aria-label="搜索"><main></main>';
    focusPageHeading();
    const input = document.querySelector('input')!;
    input.focus();
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    document.querySelector('main')!.innerHTML = '<h1>场馆开放</h1>';
    await settle();
    expect(document.activeElement).toBe(input);
  });

  it('stops waiting when cancelled', async () => {
    document.body.innerHTML = '<main></main>';
    const cancel = focusPageHeading();
    cancel();
    document.querySelector('main')!.innerHTML = '<h1>场馆开放</h1>';
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps the existing tabindex of a heading', () => {
    document.body.innerHTML = '<main><h1 tabindex="0">通知公告</h1></main>';
    focusPageHeading();
    expect(document.querySelector('h1')!.getAttribute('tabindex')).toBe('0');
  });
});
