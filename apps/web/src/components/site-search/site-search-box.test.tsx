/**
 * The header's search box: labelled search landmark; Enter opens /search with the trimmed query; an empty
 * query stays and says why; on the results page the box shows the query viewed.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteSearchBox } from './site-search-box';

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

afterEach(cleanup);

describe('SiteSearchBox', () => {
  it('opens the results page with the trimmed query on Enter', () => {
    renderAt('/news');
    expect(screen.getByRole('search', { name: '站内搜索' })).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: '搜索全站内容' });
    fireEvent.change(box, { target: { value: '  体育馆 ' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe(`/search?q=${encodeURIComponent('体育馆')}`);
  });

  it('stays on the page with a hint when the query is empty', () => {
    renderAt('/news');
    const box = screen.getByRole('searchbox', { name: '搜索全站内容' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(screen.getByTestId('where').textContent).toBe('/news');
    expect(screen.getByRole('alert').textContent).toBe('请输入要搜索的内容');
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the query of the results page being viewed', () => {
    renderAt(`/search?q=${encodeURIComponent('全民健身')}&kind=news`);
    expect((screen.getByRole('searchbox', { name: '搜索全站内容' }) as HTMLInputElement).value).toBe('全民健身');
  });
});
