/**
 * 开放要求达标情况 (docs/decisions/venue-opening.md "Venue opening section", "Compliance"): each check of the year with an
 * icon AND a word (达标 / 未达标 / 不适用), the requirement and the actual figure; the overall verdict first.
 */
import { CheckCircleFilled, CloseCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import type { Compliance, ComplianceCheck } from '@portal/contracts/venue';

export function checkVerdict(passed: ComplianceCheck['passed']): { word: string; tone: 'pass' | 'fail' | 'na' } {
  if (passed === null) return { word: '不适用', tone: 'na' };
  return passed ? { word: '达标', tone: 'pass' } : { word: '未达标', tone: 'fail' };
}

const ICONS = { pass: CheckCircleFilled, fail: CloseCircleFilled, na: MinusCircleOutlined };

export function ComplianceList({ compliance }: { compliance: Compliance }) {
  const failed = compliance.checks.filter((check) => check.passed === false).length;
  return (
    <>
      <p className={`venue-detail__verdict venue-detail__verdict--${compliance.compliant ? 'pass' : 'fail'}`}>
        {compliance.compliant
          ? `${compliance.year} 年各项免费低收费开放要求均已达标。`
          : `${compliance.year} 年有 ${failed} 项开放要求未达标。`}
      </p>
      <ul className="venue-detail__checks">
        {compliance.checks.map((check) => {
          const verdict = checkVerdict(check.passed);
          const Icon = ICONS[verdict.tone];
          return (
            <li key={check.rule} className={`venue-detail__check venue-detail__check--${verdict.tone}`}>
              <span className="venue-detail__check-verdict">
                <Icon aria-hidden="true" />
                {verdict.word}
              </span>
              <span className="venue-detail__check-label">{check.label}</span>
              <span className="venue-detail__check-figures">{`要求：${check.required}；实际：${check.actual}`}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
