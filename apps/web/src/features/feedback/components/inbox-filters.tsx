/**
 * Filter bar of the agency inbox: status, type, venue (the account's own venues for a venue scope; a venue
 * number otherwise) and the date range of submission (Beijing days). Every control applies at once;
 * `onChange` receives only what changed (the list returns to page 1).
 */
import { Button, DatePicker, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId } from 'react';
import type { FeedbackScope } from '@portal/contracts/feedback';
import {
  FEEDBACK_STATUS_NAMES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPE_NAMES,
  FEEDBACK_TYPES,
} from '@portal/contracts/feedback.codes';
import { FilterBar, FilterField } from '../../../components/list-page/filter-fields';
import { hasInboxFilters, type InboxState } from '../inbox-query';

const DATE_FORMAT = 'YYYY-MM-DD';
const STATUS_OPTIONS = [
  { value: '', label: '全部状态' },
  ...FEEDBACK_STATUSES.map((value) => ({ value, label: FEEDBACK_STATUS_NAMES[value] })),
];
const TYPE_OPTIONS = [
  { value: '', label: '全部类型' },
  ...FEEDBACK_TYPES.map((value) => ({ value, label: FEEDBACK_TYPE_NAMES[value] })),
];

const toDay = (value: string): Dayjs | null => (value ? dayjs(value, DATE_FORMAT) : null);

export function InboxFilters({
  state,
  scope,
  onChange,
}: {
  state: InboxState;
  scope: FeedbackScope | undefined;
  onChange: (change: Partial<InboxState>) => void;
}) {
  const baseId = useId();
  const venueOptions = [
    { value: 0, label: '全部场馆' },
    ...(scope?.venues ?? []).map((v) => ({ value: v.organId, label: v.name })),
  ];
  return (
    <FilterBar>
      <FilterField id={`${baseId}-status`} label="状态">
        <Select
          id={`${baseId}-status`}
          value={state.status}
          options={STATUS_OPTIONS}
          onChange={(status: string) => onChange({ status })}
        />
      </FilterField>
      <FilterField id={`${baseId}-type`} label="类型">
        <Select
          id={`${baseId}-type`}
          value={state.type}
          options={TYPE_OPTIONS}
          onChange={(type: string) => onChange({ type })}
        />
      </FilterField>
      <FilterField id={`${baseId}-venue`} label={scope?.kind === 'venue' ? '场馆' : '场馆编号'}>
        {scope?.kind === 'venue' ? (
          <Select
            id={`${baseId}-venue`}
            value={state.organId ?? 0}
            options={venueOptions}
            popupMatchSelectWidth={false}
            onChange={(organId: number) => onChange({ organId: organId || null })}
          />
        ) : (
          <InputNumber
            id={`${baseId}-venue`}
            min={1}
            max={2147483647}
            precision={0}
            value={state.organId}
            placeholder="全部"
            onChange={(organId) => onChange({ organId: typeof organId === 'number' ? organId : null })}
          />
        )}
      </FilterField>
      <FilterField id={`${baseId}-date-start`} label="提交日期" wide>
        <label htmlFor={`${baseId}-date-end`} className="visually-hidden">
          提交日期截止
        </label>
        <DatePicker.RangePicker
          id={{ start: `${baseId}-date-start`, end: `${baseId}-date-end` }}
          value={[toDay(state.startDate), toDay(state.endDate)]}
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
      {hasInboxFilters(state) && (
        <Button
          className="filter-bar-reset"
          onClick={() => onChange({ status: '', type: '', organId: null, startDate: '', endDate: '' })}
        >
          清空条件
        </Button>
      )}
    </FilterBar>
  );
}
