/**
 * Building blocks of a filter bar (matches, trainings, evaluation): the bar and a labelled field wrapper; the
 * keyword form is list-page/list-filters.tsx's KeywordSearch. Every control has a visible <label>; the keyword applies on submit (button or Enter).
 * Layout: the content lists' filter bar (components/list-page/list-page.css: wraps, one field per row
 * below 576 px) plus filter-fields.css for what these bars add (wide fields, pickers, status buttons).
 */
import { Radio, Select } from 'antd';
import { useId, type ReactNode } from 'react';
import '../list-page/list-page.css';
import './filter-fields.css';

/** The bar around the fields. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="list-filters filter-bar">{children}</div>;
}

/** A visible label tied to its control by `htmlFor` (the control must carry `id`). */
export function FilterField({
  id,
  label,
  children,
  wide = false,
}: {
  id: string;
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div
      className={
        wide ? 'list-filters-field filter-bar-field filter-bar-field-wide' : 'list-filters-field filter-bar-field'
      }
    >
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/**
 * One choice among a few values as a row of solid buttons (antd Radio.Group), named by a visible text
 * rather than a <label> (a group has no single control): the status filters. `value` '' is the "all"
 * option when the options hold one; `onChange` receives the chosen value.
 */
export function ChoiceButtons({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const labelId = useId();
  return (
    <div
      className={
        className ? `list-filters-field filter-bar-status ${className}` : 'list-filters-field filter-bar-status'
      }
    >
      <span id={labelId} className="filter-bar-label">
        {label}
      </span>
      <Radio.Group
        aria-labelledby={labelId}
        optionType="button"
        buttonStyle="solid"
        value={value}
        options={[...options]}
        onChange={(event) => onChange(String(event.target.value))}
      />
    </div>
  );
}

/**
 * A labelled year select: '' ("all", named `allLabel`) and `years` ('2026', … shown as '2026年');
 * `onChange` receives the chosen year or ''.
 */
export function YearFilter({
  id,
  label,
  allLabel,
  value,
  years,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  years: readonly string[];
  onChange: (year: string) => void;
}) {
  const options = [{ value: '', label: allLabel }, ...years.map((year) => ({ value: year, label: `${year}年` }))];
  return (
    <FilterField id={id} label={label}>
      <Select id={id} value={value} options={options} popupMatchSelectWidth={false} onChange={onChange} />
    </FilterField>
  );
}
