/** lib/sanitize.ts: the allow-list for CMS rich text and the per-row cache. */
import { describe, expect, it } from 'vitest';
import { ownImageIds, sanitizeCached, sanitizeRichText, withImageSrcsets } from './sanitize.js';

describe('sanitizeRichText', () => {
  it('keeps the structure of a government article', () => {
    const html =
      '<h2>一、总体要求</h2><h3>（一）</h3><p><strong>重点</strong>与<em>说明</em></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<blockquote>引文</blockquote><table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>' +
      '<figure><img src="/api_/ow/file/3" alt="图" width="640" height="360" /><figcaption>图注</figcaption></figure>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and dangerous URLs', () => {
    const out = sanitizeRichText(
      '<p style="color:red" onclick="x()">a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>' +
        '<a href="javascript:alert(1)">b</a><a href="data:text/html,x">c</a><svg onload="x()"></svg><object data="x"></object>',
    );
    expect(out).toBe('<p>a</p><a>b</a><a>c</a>');
  });

  it('allows only our file endpoint and https images', () => {
    expect(sanitizeRichText('<img src="https://cdn.example.cn/a.png" alt="a" />')).toBe(
      '<img src="https://cdn.example.cn/a.png" alt="a" />',
    );
    for (const src of [
      'http://example.cn/a.png',
      '//evil.example/a.png',
      '/uploads/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
    ]) {
      expect(sanitizeRichText(`<p><img src="${src}" onerror="x()" /></p>`)).toBe('<p></p>');
    }
  });

  it('keeps a srcset of our own renditions only, and adds one where the caller knows the renditions', () => {
    const own =
      '<img src="/api_/ow/file/7" alt="图" srcset="/api_/ow/file/7 1600w, /api_/ow/file/9 800w" sizes="100vw" />';
    expect(sanitizeRichText(own)).toBe(own);
    const foreign =
      '<img src="/api_/ow/file/7" srcset="/api_/ow/file/7 1600w, https://evil.example/x.png 800w" alt="图" />';
    expect(sanitizeRichText(foreign)).toBe('<img src="/api_/ow/file/7" alt="图" />');
    const body = '<p><img src="/api_/ow/file/7" alt="一" /><img src="https://a.example/b.png" alt="二" /></p>';
    expect(ownImageIds(body)).toEqual([7]);
    const out = withImageSrcsets(body, (id) => (id === 7 ? '/api_/ow/file/7 1600w, /api_/ow/file/9 800w' : undefined));
    expect(out).toContain(
      'srcset="/api_/ow/file/7 1600w, /api_/ow/file/9 800w" sizes="(max-width: 860px) 100vw, 860px"',
    );
    expect(out).toContain('<img src="https://a.example/b.png" alt="二" />');
  });

  it('opens external links safely and strips targets from internal ones', () => {
    expect(sanitizeRichText('<a href="https://www.sport.gov.cn" target="_self" rel="opener">总局</a>')).toBe(
      '<a href="https://www.sport.gov.cn" target="_blank" rel="noopener noreferrer">总局</a>',
    );
    expect(sanitizeRichText('<a href="/news/newsdetail?id=2" target="_blank">内链</a>')).toBe(
      '<a href="/news/newsdetail?id=2">内链</a>',
    );
    expect(sanitizeRichText('<a href="mailto:qmjs@example.gov.cn">邮件</a>')).toBe(
      '<a href="mailto:qmjs@example.gov.cn">邮件</a>',
    );
  });
});

describe('sanitizeCached', () => {
  it('returns the sanitized text and notices when the raw HTML changes', () => {
    expect(sanitizeCached('news:1', '<p onclick="x">一</p>')).toBe('<p>一</p>');
    expect(sanitizeCached('news:1', '<p onclick="x">一</p>')).toBe('<p>一</p>');
    expect(sanitizeCached('news:1', '<p>二</p><script>x</script>')).toBe('<p>二</p>');
  });
});
