/**
 * 统计口径 of the facility layout pages (/main/facilityLayout and layoutDetail): the per-capita figures
 * are of the facilities the portal holds, so the note puts them beside the published national count of one
 * kind (LayoutData.coverage, from PUBLISHED_NATIONAL_COUNT) and says how much of it the portal holds.
 * Without it a visitor read "北京 每万人 0.08 处" as a fact about Beijing.
 * docs/decisions/public-experience.md "§4 Content a citizen can trust".
 */
import type { LayoutCoverage } from '@portal/contracts/facility';

/** A count in 万 with one decimal (1,100,000 → "110.0 万"), or the plain number below 10,000. */
const inTenThousands = (n: number) => (n >= 10_000 ? `${(n / 10_000).toFixed(1)} 万` : n.toLocaleString('zh-CN'));

/** The share as a percentage people read: two significant digits below 1 %, else one decimal. */
function sharePercent(share: number): string {
  const percent = share * 100;
  return percent < 1 ? percent.toPrecision(2) : percent.toFixed(1);
}

export function LayoutCoverageNote({ coverage }: { coverage: LayoutCoverage }) {
  const { kindName, published, publishedPerTenThousand, held, share, source } = coverage;
  const complete = share >= 0.9;
  return (
    <p className="layout-coverage-note">
      <strong>统计口径：</strong>
      本页数字按本平台已收录的健身设施计算。{source}公布全国有{kindName} {inTenThousands(published)}
      个（每万名常住人口约 {publishedPerTenThousand.toFixed(1)} 个）；本平台已收录 {held.toLocaleString('zh-CN')}{' '}
      个，约为公布数量的 {sharePercent(share)}%
      {complete ? '。' : '，各地每万人设施数因此低于实际，宜用于比较各地的相对多少。'}
    </p>
  );
}
