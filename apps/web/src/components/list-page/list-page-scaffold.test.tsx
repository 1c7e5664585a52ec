import { queryOptions } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageOf } from '@portal/contracts/paging';
import { ApiRequestError } from '../../lib/api-data';
import { renderWithProviders } from '../test-support/render-with-providers';
import type { ListQuery } from './list-state';
import { ListPageScaffold } from './list-page-scaffold';

interface Row {
  id: number;
  title: string;
}

function pageOf(query: ListQuery, total: number): PageOf<Row> {
  const count = Math.max(0, Math.min(query.pageSize, total - (query.pageNum - 1) * query.pageSize));
  return {
    list: Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      title: `第${query.pageNum}页第${index + 1}条`,
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

function renderList(fetchPage: (query: ListQuery) => Promise<PageOf<Row>>, url: string) {
  const listQuery = (query: ListQuery) => queryOptions({ queryKey: ['test', query], queryFn: () => fetchPage(query) });
  return renderWithProviders(
    <ListPageScaffold
      title="新闻资讯"
      filters={{ keyword: { placeholder: '请输入关键词' }, year: { options: ['2025', '2024'] } }}
      listQuery={listQuery}
      renderList={(items) => (
        <ul>
          {items.map((item) => (
            <li key={item.id}>{item.title}</li>
          ))}
        </ul>
      )}
    />,
    url,
  );
}

afterEach(cleanup);

describe('ListPageScaffold', () => {
  it('loads the page named in the URL and shows one h1, the items and the total', async () => {
    const fetchPage = vi.fn((query: ListQuery) => Promise.resolve(pageOf(query, 45)));
    renderList(fetchPage, '/news?pageNum=3&keyword=%E8%B6%B3%E7%90%83');
    expect(await screen.findByText('第3页第1条')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledWith(expect.objectContaining({ pageNum: 3, keyword: '足球' }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['新闻资讯']);
    expect(screen.getByText('共 45 条符合条件的内容')).toBeTruthy();
    // The keyword box starts from the URL and is labelled.
    expect((screen.getByLabelText('关键词') as HTMLInputElement).value).toBe('足球');
  });

  it('submits the keyword and goes back to page 1, keeping it in the URL', async () => {
    const fetchPage = vi.fn((query: ListQuery) => Promise.resolve(pageOf(query, 45)));
    renderList(fetchPage, '/news?pageNum=3');
    await screen.findByText('第3页第1条');

    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '  冬奥 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));

    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '冬奥', pageNum: 1 })),
    );
    expect(screen.getByTestId('location').textContent).toBe('/news?keyword=%E5%86%AC%E5%A5%A5');
    expect(await screen.findByText('第1页第1条')).toBeTruthy();
  });

  it('moves to another page through the pagination and records it in the URL', async () => {
    const fetchPage = vi.fn((query: ListQuery) => Promise.resolve(pageOf(query, 45)));
    renderList(fetchPage, '/news?keyword=abc');
    await screen.findByText('第1页第1条');

    fireEvent.click(screen.getByTitle('2'));

    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'abc', pageNum: 2 })),
    );
    expect(screen.getByTestId('location').textContent).toBe('/news?keyword=abc&pageNum=2');
  });

  it('shows an empty state that mentions the search when nothing matches', async () => {
    renderList(() => Promise.resolve({ list: [], total: 0, pageNum: 1, pageSize: 10 }), '/news?keyword=zzz');
    expect(await screen.findByText('没有找到符合条件的内容，请更换关键词或筛选条件')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('shows the server message on failure and loads again on retry', async () => {
    const fetchPage = vi
      .fn<(query: ListQuery) => Promise<PageOf<Row>>>()
      .mockRejectedValueOnce(new ApiRequestError(503, '服务暂时不可用，请稍后再试'))
      .mockImplementation((query) => Promise.resolve(pageOf(query, 3)));
    renderList(fetchPage, '/news');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('服务暂时不可用，请稍后再试');
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));

    expect(await screen.findByText('第1页第3条')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
