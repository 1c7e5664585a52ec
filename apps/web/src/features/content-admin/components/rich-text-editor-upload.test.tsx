import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import { RichTextEditor } from './rich-text-editor';

installResizeObserver();
// ProseMirror scrolls the selection into view on focus; jsdom has no layout.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
afterEach(cleanup);

describe('RichTextEditor 上传图片', () => {
  it('uploads the chosen image, then asks for its alt text before inserting it', async () => {
    const uploadImage = vi.fn(async () => '/api_/ow/file/90');
    const onChange = vi.fn();
    renderWithProviders(
      <>
        <span id="body">正文</span>
        <RichTextEditor labelledBy="body" value="<p>正文</p>" onChange={onChange} uploadImage={uploadImage} />
      </>,
      '/admin/content/edit?id=1',
    );
    expect(screen.getByRole('button', { name: '上传图片' })).toBeTruthy();
    const photo = new File([new Uint8Array([0x89, 0x50])], '现场.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('file-chooser'), { target: { files: [photo] } });
    const address = (await screen.findByLabelText('图片地址')) as HTMLInputElement;
    expect(uploadImage).toHaveBeenCalledWith(photo);
    expect(address.value).toBe('/api_/ow/file/90');

    fireEvent.click(screen.getByRole('button', { name: '插入' }));
    expect(await screen.findByText('请填写替代文字，读屏用户靠它了解图片')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('替代文字（图片内容的简短描述）'), { target: { value: '健步走活动现场' } });
    fireEvent.click(screen.getByRole('button', { name: '插入' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<img src="/api_/ow/file/90" alt="健步走活动现场">'),
      ),
    );
  });

  it("shows the server's reason when the upload is refused", async () => {
    const uploadImage = vi.fn(() =>
      Promise.reject({ code: 400, msg: '参数 file 不合法：不是可识别的图片文件', data: null }),
    );
    renderWithProviders(
      <RichTextEditor labelledBy="x" value="" onChange={() => undefined} uploadImage={uploadImage} />,
      '/admin/content/edit?id=1',
    );
    fireEvent.change(screen.getByTestId('file-chooser'), { target: { files: [new File(['text'], 'a.png')] } });
    expect((await screen.findByRole('alert')).textContent).toContain('不是可识别的图片文件');
  });
});
