/**
 * Header clock text (spec §2 Header: "current date and time ... in Chinese format with weekday and
 * 12-hour wording"; refreshed every second, spec §9).
 *
 * Always Beijing time (Asia/Shanghai), whatever the browser's zone: the portal is national and its
 * times are those of the administration. China has used a fixed UTC+08:00 without daylight saving since
 * 1991, so the wall clock is computed by adding 8 hours and reading the UTC fields — no Intl time-zone
 * data is needed.
 */

/** Milliseconds of the +08:00 offset of Asia/Shanghai. */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

export const WEEKDAY_NAMES = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

/** Clock refresh interval in milliseconds (spec §9: 1 second). */
export const CLOCK_REFRESH_MS = 1000;

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Format an instant as Beijing wall-clock text, e.g. `2026年11月21日 星期六 下午 2:05:09`.
 * Month, day and hour are not zero-padded; minutes and seconds are. 00:xx is `上午 12:xx`,
 * 12:xx is `下午 12:xx` (the usual 12-hour convention).
 */
export function formatHeaderClock(date: Date): string {
  const local = new Date(date.getTime() + SHANGHAI_OFFSET_MS);
  const hours24 = local.getUTCHours();
  const period = hours24 < 12 ? '上午' : '下午';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const weekday = WEEKDAY_NAMES[local.getUTCDay()];
  return (
    `${local.getUTCFullYear()}年${local.getUTCMonth() + 1}月${local.getUTCDate()}日 ${weekday} ` +
    `${period} ${hours12}:${pad2(local.getUTCMinutes())}:${pad2(local.getUTCSeconds())}`
  );
}

/** The same instant as an ISO-8601 text with the +08:00 offset, for `<time dateTime>`. */
export function toShanghaiIso(date: Date): string {
  const local = new Date(date.getTime() + SHANGHAI_OFFSET_MS);
  return `${local.toISOString().slice(0, 19)}+08:00`;
}
