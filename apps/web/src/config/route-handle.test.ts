// The route handle of a catalogue entry (spec §2 "Breadcrumb") and the page's heading and document title.
import { describe, expect, it } from 'vitest';
import { catalogue } from '@portal/contracts/pages.codes';
import { documentTitle, handleOf, pageHeading } from './route-handle';

describe('route handle', () => {
  it('carries title, name and crumb rules only', () => {
    expect(handleOf(catalogue.home)).toEqual({ title: '首页', name: 'main' });
    expect(handleOf(catalogue.venueBigDetail)).toEqual({
      title: '场馆开放/大型场馆详情',
      crumb: { sectionQuery: { organType: 3 } },
    });
  });

  it('names a page by the last level of its title', () => {
    expect(pageHeading(catalogue.evaluation)).toBe('公共体育场馆免费低收费开放服务评估结果');
    expect(documentTitle(catalogue.newsDetail.title)).toBe('新闻详情 - 全民健身场馆信息服务平台');
  });
});
