import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CmsFullVersion } from '../api';
import { htmlToText } from '../html-text';
import { VersionDiff, wordChanges } from './version-diff';

const version = (versionNo: number, over: Partial<CmsFullVersion>): CmsFullVersion => ({
  versionNo,
  title: '全民健身日活动启动',
  digest: 'x',
  createdBy: 'cms_editor',
  createdAt: '2026-11-25T02:00:00.000Z',
  summary: '摘要',
  source: '国家体育总局',
  bodyHtml: '<p>第一段。</p>',
  publishTime: null,
  attachments: [],
  fields: {},
  ...over,
});

afterEach(cleanup);

describe('htmlToText', () => {
  it('puts blocks on their own lines and names images and link addresses', () => {
    expect(htmlToText('<h2>标题</h2><p>一段<a href="/news">链接</a></p><ul><li>甲</li><li>乙</li></ul>')).toBe(
      '标题\n一段链接〔/news〕\n甲\n乙',
    );
    expect(htmlToText('<p><img src="/a.png" alt="场馆外景"></p><p><img src="/b.png"></p>')).toBe(
      '〔图片：场馆外景〕\n〔图片：无替代文字〕',
    );
  });
});

describe('VersionDiff', () => {
  it('segments Chinese into words: a changed word is one change, not the whole line', () => {
    const changes = wordChanges('全民健身日活动启动', '全民健身日活动结束');
    expect(changes.filter((c) => c.removed).map((c) => c.value)).toEqual(['启动']);
    expect(changes.filter((c) => c.added).map((c) => c.value)).toEqual(['结束']);
  });

  it('marks removed and added text with <del> and <ins> and spoken labels, and says which fields did not change', () => {
    const { container } = render(
      <VersionDiff
        before={version(1, { bodyHtml: '<p>第一段。</p><p>旧的第二段。</p>' })}
        after={version(2, { title: '全民健身日活动结束', bodyHtml: '<p>第一段。</p><p>新的第二段。</p>' })}
      />,
    );
    expect(screen.getByRole('region', { name: '第 1 版与第 2 版的差异' })).toBeTruthy();
    const dels = [...container.querySelectorAll('dd del')].map((e) => e.textContent);
    const inss = [...container.querySelectorAll('dd ins')].map((e) => e.textContent);
    expect(dels).toEqual(['删除：启动', '删除：旧的']);
    expect(inss).toEqual(['新增：结束', '新增：新的']);
    expect(screen.getAllByText('（无变化）')).toHaveLength(3); // summary, source, publish time
  });
});
