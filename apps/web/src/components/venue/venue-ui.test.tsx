import { cleanup, render, screen } from '@testing-library/react';
import type { OpenStatus } from '@portal/contracts/venue';
import { afterEach, describe, expect, it } from 'vitest';
import { describeOpenStatus, OpenStatusBadge } from './open-status-badge';
import { PhoneLink, telHref } from './phone-link';
import { TodayHours } from './today-hours';

afterEach(cleanup);

const closed: Pick<OpenStatus, 'open' | 'feeKind' | 'label' | 'nationalFitnessDay'> = {
  open: false,
  feeKind: null,
  label: '今日已闭馆',
  nationalFitnessDay: false,
};

describe('OpenStatusBadge', () => {
  it('names open/closed and the fee in words, not only colour', () => {
    expect(describeOpenStatus({ open: true, feeKind: 'free', label: '免费开放中' })).toEqual({
      text: '免费开放中',
      tone: 'free',
    });
    expect(describeOpenStatus({ open: true, feeKind: 'low', label: 'x' })).toEqual({
      text: '低收费开放中',
      tone: 'low',
    });
    expect(describeOpenStatus({ open: true, feeKind: 'paid', label: '开放中（收费）' })).toEqual({
      text: '收费开放中',
      tone: 'paid',
    });
    expect(describeOpenStatus(closed)).toEqual({ text: '今日已闭馆', tone: 'closed' });
    expect(describeOpenStatus({ ...closed, label: ' ' })).toEqual({ text: '未开放', tone: 'closed' });
  });

  it('marks the national fitness day', () => {
    render(<OpenStatusBadge status={{ open: true, feeKind: 'free', label: '免费开放中', nationalFitnessDay: true }} />);
    expect(screen.getByText('免费开放中').getAttribute('data-status')).toBe('free');
    expect(screen.getByText('全民健身日')).toBeTruthy();
  });

  it('has no fitness-day mark on other days', () => {
    render(<OpenStatusBadge status={closed} />);
    expect(screen.getByText('今日已闭馆').className).toContain('venue-status-closed');
    expect(screen.queryByText('全民健身日')).toBeNull();
  });
});

describe('TodayHours', () => {
  it('lists the slots and the next opening', () => {
    render(
      <TodayHours
        slots={[
          { start: '08:00', end: '12:00', crossesMidnight: false, feeKind: 'free', area: 'indoor' },
          { start: '19:00', end: '01:00', crossesMidnight: true, feeKind: 'paid', area: 'indoor' },
        ]}
        nextOpening="2024-05-01T00:00:00Z"
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '08:00–12:00 免费',
      '19:00–次日01:00 收费',
    ]);
    expect(screen.getByText('下次 01日 08:00 开放')).toBeTruthy();
  });

  it('says 今日不开放 without slots', () => {
    render(<TodayHours slots={[]} />);
    expect(screen.getByRole('listitem').textContent).toBe('今日不开放');
  });
});

describe('PhoneLink', () => {
  it('is a tel: link named 拨打电话 …', () => {
    render(<PhoneLink phone="0571-8888 6666" />);
    const link = screen.getByRole('link', { name: '拨打电话 0571-8888 6666' });
    expect(link.getAttribute('href')).toBe('tel:057188886666');
  });

  it('keeps a leading + and shows 暂无电话 without digits', () => {
    expect(telHref('+86 10 6708 1234')).toBe('tel:+861067081234');
    render(<PhoneLink phone="" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('暂无电话')).toBeTruthy();
  });
});
