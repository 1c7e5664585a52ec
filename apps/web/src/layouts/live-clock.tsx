/**
 * The header's date and time (spec §2 Header), Beijing time, refreshed every second (spec §9).
 * Not a live region: a screen reader reads it when reached instead of announcing every tick.
 */
import { useEffect, useState } from 'react';
import { CLOCK_REFRESH_MS, formatHeaderClock, toShanghaiIso } from './header-clock';

export function LiveClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time className="live-clock" dateTime={toShanghaiIso(now)}>
      {formatHeaderClock(now)}
    </time>
  );
}
