/**
 * How the open-data pages show sizes and counts: a byte size in B/KB/MB/GB (1024-based, one decimal) and a
 * row count with thousands separators. Pure. (Times: lib/format-date formatDateTime.)
 */
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

export const formatCount = (n: number) => n.toLocaleString('zh-CN');
