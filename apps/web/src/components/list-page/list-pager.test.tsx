import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LIST_PAGING, useUrlState, urlStateSpec } from '../../lib/url-state';
import { renderWithProviders } from '../test-support/render-with-providers';
import { ListPager } from './list-pager';

const SPEC = urlStateSpec({ ...LIST_PAGING });

function PagedList({ total }: { total: number }) {
  const [state, update] = useUrlState(SPEC);
  return <ListPager paging={state} total={total} onChange={update} />;
}

afterEach(cleanup);

describe('ListPager', () => {
  it('renders each page as a link to the same address with that page number', () => {
    renderWithProviders(<PagedList total={45} />, '/news?keyword=abc&pageNum=2');
    const pager = screen.getByRole('navigation', { name: '分页' });
    const link = (page: string) => within(pager).getByRole('link', { name: page });
    expect(link('1').getAttribute('href')).toBe('/news?keyword=abc');
    expect(link('3').getAttribute('href')).toBe('/news?keyword=abc&pageNum=3');
    expect(link('2').getAttribute('aria-current')).toBe('page');
    // One tab stop per item: antd's list item takes focus and Enter, the link stays out of the tab order.
    expect(link('3').tabIndex).toBe(-1);
    expect(link('3').closest('li')?.tabIndex).toBe(0);
  });

  it('changes the page in-app on a plain click, and leaves a modified click to the browser', () => {
    renderWithProviders(<PagedList total={45} />, '/news?keyword=abc');
    const pager = screen.getByRole('navigation', { name: '分页' });

    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => void within(pager).getByRole('link', { name: '3' }).dispatchEvent(modified));
    expect(modified.defaultPrevented).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/news?keyword=abc');

    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void within(pager).getByRole('link', { name: '3' }).dispatchEvent(plain));
    expect(plain.defaultPrevented).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/news?keyword=abc&pageNum=3');
  });

  it('opens a page with Enter on its item', () => {
    renderWithProviders(<PagedList total={45} />, '/news');
    fireEvent.keyDown(screen.getByTitle('2'), { key: 'Enter', keyCode: 13, charCode: 13 });
    expect(screen.getByTestId('location').textContent).toBe('/news?pageNum=2');
  });

  it('shows nothing for an empty list', () => {
    renderWithProviders(<PagedList total={0} />, '/news');
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });
});
