/**
 * Attachment size label in kilobytes, e.g. 12_800 bytes -> '12.5 KB'.
 * 1 KB = 1024 bytes; one decimal, thousands separated ('1,234.5 KB'); a non-empty file never shows as
 * '0 KB' (it rounds up to '0.1 KB'); negative or non-finite input gives ''.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes === 0) return '0 KB';
  const kilobytes = Math.max(0.1, Math.round((bytes / 1024) * 10) / 10);
  return `${kilobytes.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KB`;
}
