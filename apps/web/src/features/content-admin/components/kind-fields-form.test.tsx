import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../../../components/test-support/render-with-providers';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { CMS_KINDS } from '@portal/contracts/content-admin.codes';
import { draftProblems, emptyDraft } from '../draft-form';
import { KIND_FIELDS, kindFieldsOf } from '../kind-fields';
import { CMS_KIND_NAMES } from '../list-query';
import { KindFieldsForm } from './kind-fields-form';

beforeAll(() => {
  installMatchMedia();
  installResizeObserver();
});
afterEach(cleanup);

describe('kind fields', () => {
  it('names every kind, the new ones included', () => {
    for (const kind of ['banner', 'science_guide', 'guider_article', 'games_news'] as const) {
      expect(CMS_KINDS).toContain(kind);
      expect(CMS_KIND_NAMES[kind]).toBeTruthy();
    }
    expect(KIND_FIELDS.banner.map((f) => f.key)).toEqual(['imageMediaId', 'linkPath', 'sort']);
  });

  it('needs no body for a banner but its image and link; a section for the science guide', () => {
    const banner = { ...emptyDraft('banner', 'banner'), title: '横幅' };
    expect(draftProblems(banner)).toEqual({ fields: '请填写图片（文件编号）' });
    expect(draftProblems({ ...banner, fields: { imageMediaId: 3, linkPath: '/news' } })).toEqual({});
    const guide = { ...emptyDraft('science_guide', 'science_guide'), title: '热身', bodyHtml: '<p>正文</p>' };
    expect(draftProblems(guide).fields).toBe('请填写类别');
    const news = { ...emptyDraft('news', 'news'), title: '新闻' };
    expect(draftProblems(news)).toEqual({ bodyHtml: '请填写正文' });
  });

  it("offers a regulation's policy only on a 政策解读", () => {
    expect(kindFieldsOf('regulation', {}).map((f) => f.key)).not.toContain('policyId');
    expect(kindFieldsOf('regulation', { category: '政策解读' }).map((f) => f.key)).toContain('policyId');
  });

  it("renders a banner's image, link and order, writes the link and shows the image preview", () => {
    const onChange = vi.fn();
    render(<KindFieldsForm idPrefix="t" kind="banner" fields={{ imageMediaId: 7 }} onChange={onChange} />);
    expect(screen.getByLabelText('图片（文件编号）')).toBeTruthy();
    expect(screen.getByLabelText('顺序')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('链接'), { target: { value: '/map' } });
    expect(onChange).toHaveBeenLastCalledWith({ imageMediaId: 7, linkPath: '/map' });
    expect(screen.getByAltText('横幅图片预览（文件 7）').getAttribute('src')).toBe('/api_/ow/file/7');
  });

  it('uploads a banner image with 上传横幅图片 and takes its file number; an upload error is read out', async () => {
    const onChange = vi.fn();
    const upload = vi
      .fn()
      .mockResolvedValueOnce(41)
      .mockRejectedValueOnce({ code: 400, msg: '只接受 JPEG、PNG 或 WebP 图片', data: null });
    render(
      <KindFieldsForm
        idPrefix="t"
        kind="banner"
        fields={{ linkPath: '/news' }}
        onChange={onChange}
        uploadImage={upload}
      />,
    );
    const input = screen.getByTestId('file-chooser');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ linkPath: '/news', imageMediaId: 41 }));
    expect(upload).toHaveBeenCalledWith(png);
    expect(screen.getByRole('status').textContent).toBe('已上传，文件编号 41');
    fireEvent.change(input, { target: { files: [png] } });
    expect((await screen.findByRole('alert')).textContent).toContain('只接受');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('offers no upload without the right to edit (no uploadImage)', () => {
    render(<KindFieldsForm idPrefix="t" kind="banner" fields={{}} onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: '上传横幅图片' })).toBeNull();
  });
});
