/**
 * The passenger-flow push window (spec §9; docs/passenger-flow-integration.md "3. When a count is accepted").
 *
 * The count for the hour [H-1:00, H:00) — body `{ flowDate, hour: H-1 }`, a local date and hour in
 * Asia/Shanghai — is accepted only while the server clock reads H:00:00 to H:10:00 Beijing time, both
 * ends included (to the second: H:10:00.999 is still in, H:10:01 is out). Example: 18:00:00-18:10:00
 * covers 17:00-18:00; hour 23 of 2026-05-01 is accepted 2026-05-02 00:00:00-00:10:00.
 *
 * Asia/Shanghai has a fixed offset of +08:00 (no daylight saving time since 1991), so the arithmetic is
 * plain milliseconds and never depends on the server's own time zone.
 */
import { formatShanghaiMinute } from '../../lib/shanghai-time.js';

const HOUR_MS = 3_600_000;
const SHANGHAI_OFFSET_MS = 8 * HOUR_MS;
/** Length of the window after the full hour, in ms (10 minutes, spec §9). */
export const PUSH_WINDOW_MS = 10 * 60_000;
/** The closing second H:10:00 is itself accepted. */
const LAST_SECOND_MS = 1000;

/** When a given hour's count may be pushed. */
export interface PushWindow {
  /** Start of the counted hour (H-1:00 local). */
  periodStart: Date;
  /** H:00:00 local: the window opens (inclusive). */
  opensAt: Date;
  /** H:10:00 local: the last accepted second begins. */
  closesAt: Date;
}

export type PushWindowCheck =
  { state: 'open'; window: PushWindow } | { state: 'too-early' | 'closed'; window: PushWindow; message: string };

/** The window for the count of `hour` (0..23) on `flowDate` ('YYYY-MM-DD', Asia/Shanghai). */
export function pushWindowOf(flowDate: string, hour: number): PushWindow {
  const [y, m, d] = flowDate.split('-').map(Number) as [number, number, number];
  const periodStartMs = Date.UTC(y, m - 1, d, hour) - SHANGHAI_OFFSET_MS;
  const opensAtMs = periodStartMs + HOUR_MS;
  return {
    periodStart: new Date(periodStartMs),
    opensAt: new Date(opensAtMs),
    closesAt: new Date(opensAtMs + PUSH_WINDOW_MS),
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** '2026-05-01 17:00-18:00' (hour 23 reads '23:00-24:00'). */
export function periodLabel(flowDate: string, hour: number): string {
  return `${flowDate} ${two(hour)}:00-${two(hour + 1)}:00`;
}

/** 'YYYY-MM-DD HH:mm:ss' Beijing time of a whole-minute instant. */
const atSecond = (instant: Date) => `${formatShanghaiMinute(instant)}:00`;
/** 'HH:mm:ss' Beijing time of a whole-minute instant. */
const clockOf = (instant: Date) => atSecond(instant).slice(11);

/**
 * Is `now` inside the window of (flowDate, hour)? When not, `message` (Chinese, for the 409 body) says
 * why and when the count is or was accepted, e.g.
 * - too early: '该时段（2026-05-01 17:00-18:00）尚未结束，整点前推送的客流数据不予接收；请于 2026-05-01 18:00:00 至 18:10:00（北京时间）推送'
 * - closed:    '该时段（2026-05-01 17:00-18:00）的接收窗口已于 2026-05-01 18:10:00（北京时间）关闭（接收时间为 18:00:00 至 18:10:00），不再接收'
 */
export function checkPushWindow(flowDate: string, hour: number, now: Date): PushWindowCheck {
  const window = pushWindowOf(flowDate, hour);
  const period = periodLabel(flowDate, hour);
  const span = `${atSecond(window.opensAt)} 至 ${clockOf(window.closesAt)}（北京时间）`;
  const nowMs = now.getTime();
  if (nowMs < window.opensAt.getTime()) {
    return {
      state: 'too-early',
      window,
      message: `该时段（${period}）尚未结束，整点前推送的客流数据不予接收；请于 ${span}推送`,
    };
  }
  if (nowMs >= window.closesAt.getTime() + LAST_SECOND_MS) {
    return {
      state: 'closed',
      window,
      message: `该时段（${period}）的接收窗口已于 ${atSecond(window.closesAt)}（北京时间）关闭（接收时间为 ${clockOf(window.opensAt)} 至 ${clockOf(window.closesAt)}），不再接收`,
    };
  }
  return { state: 'open', window };
}
