/** 年度评估结果 of a large venue (VenueYearDetail.evaluation; null when not evaluated that year). */
import type { YearEvaluation as Evaluation } from '@portal/contracts/venue';
import { Link } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';
import { formatNumber } from '../venue-format';

export function YearEvaluation({ evaluation, year }: { evaluation: Evaluation | null; year: number }) {
  if (!evaluation) return <p className="muted-text">{`${year} 年度暂无评估结果。`}</p>;
  return (
    <>
      <dl className="venue-detail__figures">
        <div className="venue-detail__figure">
          <dt>评估得分</dt>
          <dd>{`${formatNumber(evaluation.score)} 分`}</dd>
        </div>
        <div className="venue-detail__figure">
          <dt>评估等级</dt>
          <dd>{evaluation.grade}</dd>
        </div>
        <div className="venue-detail__figure">
          <dt>省内排名</dt>
          <dd>{`第 ${evaluation.provinceRank} 名（共 ${evaluation.provinceVenueCount} 家）`}</dd>
        </div>
      </dl>
      <p className="venue-detail__note">
        <Link to={catalogue.evaluation.href({ year })}>{`查看 ${year} 年全部评估结果`}</Link>
      </p>
    </>
  );
}
