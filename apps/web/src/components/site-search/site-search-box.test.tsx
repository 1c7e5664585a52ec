/**
 * The header's search box: labelled search landmark; Enter opens /search with the trimmed query; an empty
 * query stays and says why; on the results page the box shows the query viewed; suggestions (answered by the test transport)
 * form a listbox the keyboard walks (↓/↑, Enter opens the active one's page, Escape closes).
 */
import type { SiteSearchSuggestResult } from '@portal/contracts/site-search';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, type SentRequest } from '../../components/test-support/transport';
import { SiteSearchBox } from './site-search-box';

const SUGGESTIONS: SiteSearchSuggestResult = {
  q: '羽毛球',
  list: [
    { kind: 'venue', id: 147, title: '西吉县文体中心体育馆', titleRanges: [], organType: 2, isLarge: false },
    { kind: 'match', id: 15, title: '2026年灌南县羽毛球业余联赛', titleRanges: [[8, 11]] },
  ],
};

function Location() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteSearchBox />
      <Location />
    </MemoryRouter>,
  );

let suggestRequests: SentRequest[];
// Typing asks for suggestions: none unless a test gives some.
beforeEach(() => {
  suggestRequests = answer<SiteSearchSuggestResult>('/api_/ow/search/suggest', { q: '', list: [] });
});
afterEach(cleanup);

describe('SiteSearchBox', () => {
  it('opens the results page with the trimmed query on Enter', () => {
    renderAt('/news');
    expect(screen.getByRole('search', { name: '站内搜索' })).toBeTruthy();
    const box = screen.getByRole('combobox', { name: '搜索全站内容' });
    fireEvent.change(box, { target: { value: '  体育馆 ' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe(`/search?q=${encodeURIComponent('体育馆')}`);
  });

  it('stays on the page with a hint when the query is empty', () => {
    renderAt('/news');
    const box = screen.getByRole('combobox', { name: '搜索全站内容' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(screen.getByTestId('where').textContent).toBe('/news');
    expect(screen.getByRole('alert').textContent).toBe('请输入要搜索的内容');
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the query of the results page being viewed', () => {
    renderAt(`/search?q=${encodeURIComponent('全民健身')}&kind=news`);
    expect((screen.getByRole('combobox', { name: '搜索全站内容' }) as HTMLInputElement).value).toBe('全民健身');
  });

  it('suggests titles as one types; the keyboard walks them and Enter opens the chosen one', async () => {
    suggestRequests = answer<SiteSearchSuggestResult>('/api_/ow/search/suggest', SUGGESTIONS);
    renderAt('/news');
    const box = screen.getByRole('combobox', { name: '搜索全站内容' });
    fireEvent.change(box, { target: { value: '羽毛球' } });
    const list = await screen.findByRole('listbox', { name: '搜索建议' });
    expect(suggestRequests.map((request) => request.query)).toContainEqual({ q: '羽毛球' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '西吉县文体中心体育馆场馆',
      '2026年灌南县羽毛球业余联赛赛事活动',
    ]);
    expect(options[1]!.querySelector('mark')!.textContent).toBe('羽毛球');
    expect(screen.getByText(/2 条搜索建议/)).toBeTruthy();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/games/detail?id=15');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes the suggestions on Escape and searches the text on Enter', async () => {
    answer<SiteSearchSuggestResult>('/api_/ow/search/suggest', SUGGESTIONS);
    renderAt('/news');
    const box = screen.getByRole('combobox', { name: '搜索全站内容' });
    fireEvent.change(box, { target: { value: '羽毛球' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe(`/search?q=${encodeURIComponent('羽毛球')}`);
  });
});
