/**
 * The layout's 统计口径 says what share of the published national count the portal holds, and warns that
 * per-capita figures are then below the real ones only while the share is small.
 */
import { cleanup, render, screen } from '@testing-library/react';
import type { LayoutCoverage } from '@portal/contracts/facility';
import { afterEach, describe, expect, it } from 'vitest';
import { LayoutCoverageNote } from './layout-coverage-note';

afterEach(cleanup);

const coverage = (held: number): LayoutCoverage => ({
  kindName: '全民健身路径',
  published: 1_100_000,
  publishedPerTenThousand: 7.8,
  held,
  share: Math.round((held / 1_100_000) * 10_000) / 10_000,
  source: '国家体育总局《2024年全国体育场地统计调查数据》',
});

describe('LayoutCoverageNote', () => {
  it('gives the published count, the portal’s share and the warning for a sample', () => {
    render(<LayoutCoverageNote coverage={coverage(6_000)} />);
    const note = screen.getByText(/统计口径/u).closest('p')!;
    expect(note.textContent).toContain('全民健身路径 110.0 万个');
    expect(note.textContent).toContain('约 7.8 个');
    expect(note.textContent).toContain('已收录 6,000 个，约为公布数量的 0.55%');
    expect(note.textContent).toContain('低于实际');
  });

  it('drops the warning when the portal holds the national set', () => {
    render(<LayoutCoverageNote coverage={coverage(1_100_000)} />);
    const note = screen.getByText(/统计口径/u).closest('p')!;
    expect(note.textContent).toContain('约为公布数量的 100.0%。');
    expect(note.textContent).not.toContain('低于实际');
  });
});
