import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CmsSaveBody } from '@portal/contracts/content-admin';
import type { CmsKind } from '@portal/contracts/content-admin.codes';
import { ContentPreview } from './content-preview';

afterEach(cleanup);

const BASE: CmsSaveBody = {
  title: '关于开展全民健身月活动的通知',
  bodyHtml: '<p>各地体育部门：</p>',
  source: '国家体育总局群众体育司',
  publishTime: '2026-11-20T02:00:00.000Z',
};

function preview(kind: CmsKind, fields: CmsSaveBody['fields'] = {}) {
  return render(
    <MemoryRouter>
      <ContentPreview kind={kind} version={{ ...BASE, fields }} />
    </MemoryRouter>,
  );
}

describe('ContentPreview shows each kind as its public page does', () => {
  it('news: 来源, 作者 and 发布时间 in Beijing time, no view count for a draft', () => {
    const { container } = preview('news', { author: '李明' });
    const text = container.textContent ?? '';
    expect(text).toContain('国家体育总局群众体育司');
    expect(text).toContain('李明');
    expect(text).toContain('2026-11-20 10:00');
    expect(text).not.toContain('浏览次数');
  });

  it('regulation: the facts box with 发布机关, 文号, 施行日期 and 效力状态', () => {
    preview('regulation', {
      documentNumber: '体群字〔2026〕12号',
      validity: '已修订',
      effectiveDate: '2026-12-01',
      category: '规范性文件',
    });
    const facts = screen.getByText('文号').closest('dl')!;
    expect(within(facts).getByText('体群字〔2026〕12号')).toBeTruthy();
    expect(within(facts).getByText('国家体育总局群众体育司')).toBeTruthy();
    expect(within(facts).getByText('2026-12-01')).toBeTruthy();
    expect(within(facts).getByText('已修订')).toBeTruthy();
  });

  it('fitness case: its region; games news: its source and time, no author', () => {
    const fitnessCase = preview('fitness_case', { region: '浙江省杭州市' }).container.textContent;
    expect(fitnessCase).toContain('浙江省杭州市');
    expect(fitnessCase).toContain('2026-11-20');
    cleanup();
    const gamesNews = preview('games_news', { author: '不应显示' }).container.textContent;
    expect(gamesNews).toContain('国家体育总局群众体育司');
    expect(gamesNews).toContain('2026-11-20 10:00');
    expect(gamesNews).not.toContain('不应显示');
  });

  it('science guide: 栏目 and 主讲 for a talk', () => {
    const { container } = preview('science_guide', { section: 'talk', author: '王教授', category: '科学健走' });
    expect(container.textContent).toContain('健身讲座');
    expect(container.textContent).toContain('主讲');
    expect(container.textContent).toContain('王教授');
  });

  it('instructor article: the by-line "类别 · 来源 · 发布日期"', () => {
    preview('guider_article', { section: 'policy' });
    expect(screen.getByText('政策法规 · 国家体育总局群众体育司 · 发布日期 2026-11-20')).toBeTruthy();
  });

  it('banner: the home carousel slide with its image and link; without an image, a hint', () => {
    preview('banner', { imageMediaId: 41, linkPath: '/news' });
    const image = screen.getByRole('img', { name: BASE.title });
    expect(image.getAttribute('src')).toBe('/api_/ow/file/41');
    expect(image.closest('a')?.getAttribute('href')).toBe('/news');
    cleanup();
    preview('banner', {});
    expect(screen.getByText('填写横幅图片（文件编号）后可预览。')).toBeTruthy();
  });
});
