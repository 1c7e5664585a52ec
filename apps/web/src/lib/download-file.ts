/**
 * Downloads a file the back office answers behind the agency session (CSV exports, templates, error files):
 * the `session-id` header cannot ride on a plain link, so the file is fetched and handed to the browser as
 * a download, named by the answer's content-disposition (else `fallbackName`). Rejects with
 * ApiRequestError carrying the server's message.
 */
import { ApiRequestError } from './api-data';

export async function downloadFile(url: string, token: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { headers: { 'session-id': token } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    throw new ApiRequestError(res.status, body?.msg ?? '下载失败，请稍后重试');
  }
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  URL.revokeObjectURL(href);
}
