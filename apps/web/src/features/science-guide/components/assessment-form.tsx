/**
 * The 综合评定 form: age and sex first, then only the items the visitor's group is tested on
 * (assessmentItemsFor: 20-39 add push-ups or sit-ups and vertical jump). Native inputs with visible
 * labels, units and the accepted range, so the form works by keyboard alone and at 200 % zoom. Values
 * stay in this component's state; nothing is written to the address or to storage.
 */
import { Button } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import type { AssessmentInput } from '@portal/contracts/science-guide';
import { ASSESSMENT_AGE, ASSESSMENT_FIELDS, assessmentItemsFor } from '@portal/contracts/science-guide.codes';

type Values = Record<string, string>;

/** The body to post: the group's fields that were filled in, as numbers. */
export function toAssessmentInput(values: Values): AssessmentInput {
  const age = Number(values.age);
  const sex = values.sex === 'f' ? 'f' : 'm';
  const keys = new Set<string>(['weight', ...assessmentItemsFor(age, sex)]);
  const measures: Partial<Record<keyof AssessmentInput, number>> = {};
  for (const field of ASSESSMENT_FIELDS) {
    const raw = values[field.key]?.trim();
    if (keys.has(field.key) && raw) measures[field.key as keyof AssessmentInput] = Number(raw);
  }
  // Height and weight are required fields of the form; the server answers 400 naming one that is missing.
  return { ...measures, age, sex } as AssessmentInput;
}

export function AssessmentForm({ onSubmit, busy }: { onSubmit: (input: AssessmentInput) => void; busy: boolean }) {
  const baseId = useId();
  const [values, setValues] = useState<Values>({ sex: 'm' });
  const age = Number(values.age);
  const shown = new Set<string>([
    'weight',
    ...assessmentItemsFor(Number.isFinite(age) ? age : 30, values.sex === 'f' ? 'f' : 'm'),
  ]);
  const set = (key: string) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(toAssessmentInput(values));
  };

  return (
    <form onSubmit={submit} aria-label="填写测试成绩" className="guide-no-print">
      <div className="guide-form-grid">
        <div className="guide-field">
          <label htmlFor={`${baseId}-age`}>年龄（周岁，必填）</label>
          <input
            id={`${baseId}-age`}
            type="number"
            inputMode="numeric"
            required
            min={ASSESSMENT_AGE.min}
            max={ASSESSMENT_AGE.max}
            step={1}
            value={values.age ?? ''}
            onChange={(e) => set('age')(e.target.value)}
          />
        </div>
        <div className="guide-field">
          <label htmlFor={`${baseId}-sex`}>性别</label>
          <select id={`${baseId}-sex`} value={values.sex} onChange={(e) => set('sex')(e.target.value)}>
            <option value="m">男</option>
            <option value="f">女</option>
          </select>
        </div>
        {ASSESSMENT_FIELDS.filter((f) => shown.has(f.key)).map((field) => {
          const id = `${baseId}-${field.key}`;
          const required = field.key === 'height' || field.key === 'weight';
          return (
            <div key={field.key} className="guide-field">
              <label htmlFor={id}>
                {field.name}
                {field.unit ? `（${field.unit}）` : ''}
                {required ? '（必填）' : ''}
              </label>
              <input
                id={id}
                type="number"
                inputMode="decimal"
                required={required}
                min={field.min}
                max={field.max}
                step={field.step}
                aria-describedby={`${id}-range`}
                value={values[field.key] ?? ''}
                onChange={(e) => set(field.key)(e.target.value)}
              />
              <span id={`${id}-range`} className="muted-text">
                范围 {field.min}-{field.max}
              </span>
            </div>
          );
        })}
      </div>
      <p>
        <Button type="primary" htmlType="submit" loading={busy}>
          开始评定
        </Button>
      </p>
    </form>
  );
}
