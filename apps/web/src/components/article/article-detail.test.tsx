import { queryOptions } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleDetail } from '@portal/contracts/content';
import { ApiRequestError } from '../../lib/api-data';
import { renderWithProviders } from '../test-support/render-with-providers';
import { catalogue } from '@portal/contracts/pages.codes';
import { ArticleDetailPage } from './article-detail-page';
import { sanitizeRichText } from './rich-text';

const article: ArticleDetail = {
  id: 7,
  title: '全民健身场馆免费低收费开放工作推进会召开',
  summary: '会议部署下一阶段工作。',
  source: '国家体育总局群体司',
  category: '工作动态',
  publishTime: '2024-03-01T16:30:00.000Z',
  coverUrl: null,
  author: '李明',
  viewCount: 1234,
  contentHtml:
    '<h1>正文标题</h1><p>会议指出，要加快推进场馆开放。</p><script>window.hacked = true</script>' +
    '<img src="/api_/ow/file/3" onerror="window.hacked = true"><a href="javascript:alert(1)">危险链接</a>' +
    '<img src="/api_/ow/file/4" alt="第二张图">' +
    '<p style="width:900px">宽段落</p>',
  attachments: [
    { id: 1, fileName: '开放工作方案.pdf', url: '/api_/ow/file/21', size: 12_800 },
    { id: 2, fileName: '报名表.docx', url: '/api_/ow/file/22', size: 2048 },
  ],
  prev: { id: 8, title: '较新的一篇新闻' },
  next: null,
};

function renderDetail(url: string, fetchDetail: (id: number) => Promise<ArticleDetail>) {
  const detailQuery = (id: number) =>
    queryOptions({ queryKey: ['news', 'detail', id], queryFn: () => fetchDetail(id) });
  return renderWithProviders(
    <ArticleDetailPage
      detailQuery={detailQuery}
      detailPage={catalogue.newsDetail}
      listPage={catalogue.news}
      kind="新闻"
    />,
    url,
  );
}

afterEach(cleanup);

describe('ArticleDetailPage', () => {
  it('renders title, meta, attachments with sizes and previous/next links', async () => {
    const fetchDetail = vi.fn(() => Promise.resolve(article));
    renderDetail('/news/newsdetail?id=7', fetchDetail);

    await screen.findByRole('heading', { level: 1, name: article.title });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(fetchDetail).toHaveBeenCalledWith(7);
    expect(screen.getByText('来源：国家体育总局群体司')).toBeTruthy();
    expect(screen.getByText('作者：李明')).toBeTruthy();
    // 16:30 UTC is 00:30 the next day in Beijing.
    expect(screen.getByText('发布时间：2024-03-02 00:30')).toBeTruthy();
    expect(screen.getByText('浏览次数：1234')).toBeTruthy();

    const attachments = screen.getByRole('region', { name: '附件' });
    const links = within(attachments).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['开放工作方案.pdf', '/api_/ow/file/21'],
      ['报名表.docx', '/api_/ow/file/22'],
    ]);
    expect(within(attachments).getByText('（12.5 KB）')).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: '上一篇和下一篇' });
    expect(within(nav).getByRole('link', { name: '较新的一篇新闻' }).getAttribute('href')).toBe(
      '/news/newsdetail?id=8',
    );
    expect(within(nav).getByText('没有了')).toBeTruthy();
  });

  it('strips scripts, handlers, javascript: links and inline styles from the body', async () => {
    const { container } = renderDetail('/news/newsdetail?id=7', () => Promise.resolve(article));
    await screen.findByText('会议指出，要加快推进场馆开放。');
    const body = container.querySelector('.rich-text')!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toContain('hacked');
    expect(body.innerHTML).not.toContain('javascript:');
    expect(body.querySelector('[style]')).toBeNull();
    const [first, second] = Array.from(body.querySelectorAll('img'));
    expect(first!.getAttribute('alt')).toBe('');
    // The first image is often the largest paint: it loads at once; the others wait until they are near.
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(second!.getAttribute('loading')).toBe('lazy');
    // The body's own h1 became an h2: the article title stays the only h1.
    expect(body.querySelector('h1')).toBeNull();
    expect(body.querySelector('h2')?.textContent).toBe('正文标题');
  });

  it('shows a not-found message with a link back for a 404 answer', async () => {
    renderDetail('/news/newsdetail?id=999', () => Promise.reject(new ApiRequestError(404, '新闻不存在或已删除')));
    await screen.findByRole('heading', { level: 1, name: '未找到该新闻' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: '返回新闻资讯列表' }));
    expect(screen.getByTestId('location').textContent).toBe('/news');
  });

  it('shows not-found without calling the server for a missing or malformed id', () => {
    const fetchDetail = vi.fn(() => Promise.resolve(article));
    renderDetail('/news/newsdetail?id=abc', fetchDetail);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('未找到该新闻');
    cleanup();
    renderDetail('/news/newsdetail', fetchDetail);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('未找到该新闻');
    expect(fetchDetail).not.toHaveBeenCalled();
  });

  it('shows other failures with the server message and a retry button', async () => {
    const fetchDetail = vi
      .fn<(id: number) => Promise<ArticleDetail>>()
      .mockRejectedValueOnce(new ApiRequestError(503, '数据库暂时不可用'))
      .mockResolvedValue(article);
    renderDetail('/news/newsdetail?id=7', fetchDetail);
    expect((await screen.findByRole('alert')).textContent).toContain('数据库暂时不可用');
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect((await screen.findByRole('heading', { level: 1, name: article.title })).textContent).toBe(article.title);
  });
});

describe('sanitizeRichText', () => {
  it('keeps ordinary formatting and makes new-window links safe', () => {
    const html = sanitizeRichText(
      '<p><strong>重点</strong><a href="https://www.sport.gov.cn" target="_blank">总局</a></p>',
    );
    expect(html).toContain('<strong>重点</strong>');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
