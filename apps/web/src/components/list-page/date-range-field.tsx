/**
 * A filter field for a date range (`YYYY-MM-DD` strings, '' for open ends) with antd's RangePicker, as the
 * event, race and feedback-inbox filters use it. The visible label names the start input; the end input
 * gets its own hidden label ("<label>截止") so both are named for screen readers.
 */
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FilterField } from './filter-fields';

const DATE_FORMAT = 'YYYY-MM-DD';

const toDay = (value: string): Dayjs | null => (value ? dayjs(value, DATE_FORMAT) : null);

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The range field; ids are `${baseId}-date-start` / `${baseId}-date-end`. */
export function DateRangeField({
  baseId,
  label,
  value,
  onChange,
}: {
  baseId: string;
  label: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  return (
    <FilterField id={`${baseId}-date-start`} label={label} wide>
      <label htmlFor={`${baseId}-date-end`} className="visually-hidden">
        {label}截止
      </label>
      <DatePicker.RangePicker
        id={{ start: `${baseId}-date-start`, end: `${baseId}-date-end` }}
        value={[toDay(value.startDate), toDay(value.endDate)]}
        format={DATE_FORMAT}
        placeholder={['开始日期', '结束日期']}
        allowEmpty={[true, true]}
        onChange={(range) =>
          onChange({
            startDate: range?.[0]?.format(DATE_FORMAT) ?? '',
            endDate: range?.[1]?.format(DATE_FORMAT) ?? '',
          })
        }
      />
    </FilterField>
  );
}
