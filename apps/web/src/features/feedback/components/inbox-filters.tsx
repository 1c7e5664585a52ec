/**
 * Filter bar of the agency inbox: status, type, venue (the account's own venues for a venue scope; a venue
 * number otherwise) and the date range of submission (Beijing days). Every control applies at once;
 * `onChange` receives only what changed (the list returns to page 1).
 */
import { InputNumber, Select } from 'antd';
import { useId } from 'react';
import type { FeedbackScope } from '@portal/contracts/feedback';
import {
  FEEDBACK_STATUS_NAMES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPE_NAMES,
  FEEDBACK_TYPES,
} from '@portal/contracts/feedback.codes';
import { FilterField } from '../../../components/list-page/filter-fields';
import { DateRangeField } from '../../../components/list-page/date-range-field';
import { INBOX_URL_STATE, type InboxState } from '../inbox-query';
import { FilterKit } from '../../../components/list-page/filter-kit';

const STATUS_OPTIONS = [
  { value: '', label: '全部状态' },
  ...FEEDBACK_STATUSES.map((value) => ({ value, label: FEEDBACK_STATUS_NAMES[value] })),
];
const TYPE_OPTIONS = [
  { value: '', label: '全部类型' },
  ...FEEDBACK_TYPES.map((value) => ({ value, label: FEEDBACK_TYPE_NAMES[value] })),
];

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
    <FilterKit spec={INBOX_URL_STATE} state={state} onChange={onChange}>
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
      <DateRangeField
        baseId={baseId}
        label="提交日期"
        value={{ startDate: state.startDate, endDate: state.endDate }}
        onChange={onChange}
      />
    </FilterKit>
  );
}
