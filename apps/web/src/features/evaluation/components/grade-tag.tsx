/**
 * Tag of an evaluation grade (优秀 / 良好 / 合格 / 不合格). The word carries the meaning; each text colour
 * keeps >= 4.5:1 on its background (evaluation.css). The chart colours of the same grades: GRADE_COLORS.
 */
import type { EvaluationGrade } from '@portal/contracts/evaluation';

const CLASS_BY_GRADE: Record<EvaluationGrade, string> = {
  优秀: 'grade-excellent',
  良好: 'grade-good',
  合格: 'grade-pass',
  不合格: 'grade-fail',
};

/** Fill colours of the grades in charts (decorative; the labels carry the names). */
export const GRADE_COLORS: Record<EvaluationGrade, string> = {
  优秀: '#389e0d',
  良好: '#1677ff',
  合格: '#d48806',
  不合格: '#cf1322',
};

export function GradeTag({ grade }: { grade: string }) {
  return <span className={`grade-tag ${CLASS_BY_GRADE[grade as EvaluationGrade] ?? 'grade-other'}`}>{grade}</span>;
}
