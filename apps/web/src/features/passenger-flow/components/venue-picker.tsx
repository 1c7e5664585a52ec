/**
 * Venue picker of /passengerflow: antd Select with search; typing asks
 * GET /api/data/passengerFlow/venues?keyword= (debounced 300 ms) for the reporting venues. Options read
 * '场馆名（地区）'. The chosen venue stays listed (by `selectedName`) when the list does not hold it, except
 * while the visitor is searching; closing the list ends the search.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { flowVenuesQuery } from '../api';
import { useDebouncedValue } from '../use-debounced-value';

const SEARCH_DELAY_MS = 300;

export interface VenuePickerProps {
  id: string;
  value: number | null;
  /** Name of the chosen venue (from its flow day), used when the search results do not contain it. */
  selectedName?: string;
  onChange: (organId: number) => void;
}

export function VenuePicker({ id, value, selectedName, onChange }: VenuePickerProps) {
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim().slice(0, 50), SEARCH_DELAY_MS);
  const venues = useQuery({ ...flowVenuesQuery(settled), placeholderData: keepPreviousData });

  const options = (venues.data?.list ?? []).map((venue) => ({
    value: venue.organId,
    label: `${venue.name}（${venue.areaName}）`,
  }));
  // Not while searching: the chosen venue would sit above the matches and be picked by mistake.
  if (keyword === '' && value !== null && selectedName && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: selectedName });
  }

  return (
    <Select<number>
      id={id}
      className="flow-venue-picker"
      value={value ?? undefined}
      placeholder="输入场馆名称搜索"
      options={options}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={venues.isFetching}
      notFoundContent={venues.isPending ? '加载中…' : venues.isError ? '场馆加载失败，请重试' : '没有找到场馆'}
      onOpenChange={(open) => {
        if (!open) setKeyword('');
      }}
      onChange={(organId) => {
        setKeyword('');
        onChange(organId);
      }}
    />
  );
}
