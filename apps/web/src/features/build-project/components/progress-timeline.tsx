/**
 * A project's progress as an ordered list of steps (立项, 开工建设, 主体施工, 竣工验收, 投入使用): date, title,
 * description and the step's photo (its caption as alt text), oldest first.
 */
import type { BuildProgress } from '@portal/contracts/build-project';
import { formatDate } from '../../../lib/format-date';
import { BuildStatusTag } from './build-status-tag';

export function ProgressTimeline({ steps }: { steps: readonly BuildProgress[] }) {
  if (steps.length === 0) return <p className="muted-text">暂无进度信息</p>;
  return (
    <ol className="build-timeline">
      {steps.map((step, index) => (
        <li key={`${step.date}-${index}`} className="build-timeline-step">
          <p className="build-timeline-head">
            <time dateTime={step.date}>{formatDate(step.date)}</time>
            <strong>{step.title}</strong>
            <BuildStatusTag status={step.stage} />
          </p>
          <p className="build-timeline-text">{step.description}</p>
          {step.photo && (
            <p className="build-timeline-photo">
              <img src={step.photo.url} alt={step.photo.caption} width={240} height={150} loading="lazy" />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
