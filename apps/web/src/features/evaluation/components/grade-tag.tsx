/**
 * Tag of an evaluation grade as a word: 优秀 (green), 良好 (blue), 合格 (gold), 不合格 (red); with the
 * class grade-excellent / grade-good / grade-pass / grade-fail. GRADE_COLORS: the same grades in charts.
 */
import type { EvaluationGrade } from '@portal/contracts/evaluation.codes';
import { ToneTag, type Tone } from '../../../components/status-tag/tone-tag';

const TAG_BY_GRADE: Record<EvaluationGrade, { tone: Tone; className: string }> = {
  优秀: { tone: 'green', className: 'grade-excellent' },
  良好: { tone: 'blue', className: 'grade-good' },
  合格: { tone: 'gold', className: 'grade-pass' },
  不合格: { tone: 'red', className: 'grade-fail' },
};

/** Fill colours of the grades in charts (decorative; the labels carry the names). */
export const GRADE_COLORS: Record<EvaluationGrade, string> = {
  优秀: '#389e0d',
  良好: '#1677ff',
  合格: '#d48806',
  不合格: '#cf1322',
};

export function GradeTag({ grade }: { grade: string }) {
  const tag = TAG_BY_GRADE[grade as EvaluationGrade] ?? { tone: 'grey', className: 'grade-other' };
  return (
    <ToneTag tone={tag.tone} className={`grade-tag ${tag.className}`}>
      {grade}
    </ToneTag>
  );
}
