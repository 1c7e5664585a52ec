// The race calendar page against the test transport (test-support/transport.ts): the month with its counts, a day's
// races and the month's .ics link. In a file of its own: after the query page's tests in the same jsdom the
// calendar took ~20 s to render (measured: 1.7 s alone, 20 s after them, the same on a quiet machine), close
// to its limits; alone it renders in about 2 s.
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installResizeObserver } from '../../../components/test-support/jsdom-antd';
import { renderWithProviders } from '../../../components/test-support/render-with-providers';
import type { SentRequest } from '../../../components/test-support/transport';
import { answerRaces, race } from './race-pages.fixtures';
import RaceCalendarPage from './race-calendar-page';

let requests: { search: SentRequest[]; calendar: SentRequest[] };

// Limits far above the ~2 s it takes alone, for a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 30_000 });
installResizeObserver();
beforeEach(() => {
  requests = answerRaces([race], 23);
});
afterEach(cleanup);

describe('RaceCalendarPage', () => {
  it('shows the month with counts and, on a day, that day’s races and the month’s .ics link', async () => {
    renderWithProviders(
      <RaceCalendarPage />,
      '/qmsports/race/calendar?month=2026-12&sport=%E7%BE%BD%E6%AF%9B%E7%90%83',
    );
    // The name comes from the button's parts (jsdom's name computation puts spaces between them).
    const day = await screen.findByRole('button', { name: /^12月\s*5\s*日，\s*3 场\s*赛事$/ });
    expect(requests.calendar.at(-1)!.query).toMatchObject({ month: '2026-12', sport: '羽毛球' });
    expect(screen.getByRole('link', { name: '导出本月赛事（.ics）' }).getAttribute('href')).toBe(
      '/api/data/qmsports/race/ics?month=2026-12&sport=%E7%BE%BD%E6%AF%9B%E7%90%83',
    );
    fireEvent.click(day);
    await screen.findByRole('heading', { name: '12月5日的赛事' });
    await screen.findByText(race.name);
    expect(requests.search.at(-1)!.query).toMatchObject({
      startDate: '2026-12-05',
      endDate: '2026-12-05',
      sport: '羽毛球',
    });
    expect(day.getAttribute('aria-pressed')).toBe('true');
  });
});
