/**
 * Content-Disposition values (RFC 6266) with a UTF-8 `filename*` (RFC 8187) so Chinese file names
 * survive the download, plus a plain ASCII `filename` for old clients.
 * Example: contentDisposition('attachment', '实施方案.pdf')
 *   -> `attachment; filename="____.pdf"; filename*=UTF-8''%E5%AE%9E%E6%96%BD%E6%96%B9%E6%A1%88.pdf`
 */

/** RFC 8187 value-chars: encodeURIComponent leaves ' ( ) * unescaped, which are not attr-chars. */
function encodeExtValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `type; filename="ascii"; filename*=UTF-8''encoded`. Control characters, quotes and backslashes become '_'. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
