/**
 * The back office's venue picker (场馆视频上传, an account's 职责范围): an antd Select with search; typing asks
 * the public venue search GET /api/data/v2/venue/search?keyword&pageNum=1&pageSize=20 (debounced 300 ms) for
 * venues whose name holds the text. Options read '场馆名（地区）'. The chosen venue stays listed by
 * `selectedName` while nothing is searched (a saved choice shows its name before any search). Labelled by
 * the caller's <label htmlFor={id}> or `aria-label`.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import type { PageOf } from '@portal/contracts/paging';
import type { VenueListItem } from '@portal/contracts/venue';
import { getData } from '../../lib/api-data';

const SEARCH_DELAY_MS = 300;

/** A venue to pick: its id, name and area. */
export interface VenueChoice {
  organId: number;
  name: string;
  areaName: string;
}

/** Up to 20 venues whose name (or address) holds `keyword` (trimmed, non-blank). */
export function venueChoicesQuery(keyword: string) {
  return queryOptions({
    queryKey: ['admin', 'venue-choices', keyword],
    queryFn: async (): Promise<VenueChoice[]> => {
      const page = await getData<PageOf<VenueListItem>>('/api/data/v2/venue/search', {
        keyword,
        pageNum: 1,
        pageSize: 20,
      });
      return page.list.map((v) => ({ organId: v.organId, name: v.name, areaName: v.areaName }));
    },
    enabled: keyword !== '',
    staleTime: 60_000,
  });
}

export interface VenuePickerProps {
  id: string;
  value?: number | null;
  onChange?: (organId: number) => void;
  /** The chosen venue's name, shown while the search results do not hold it. */
  selectedName?: string;
  'aria-label'?: string;
}

/** The picker; `value`/`onChange` carry the venue's organId (antd Form passes them to a Form.Item child). */
export function VenuePicker({ id, value = null, onChange, selectedName, 'aria-label': ariaLabel }: VenuePickerProps) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim().slice(0, 50)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const venues = useQuery({ ...venueChoicesQuery(keyword), placeholderData: keepPreviousData });
  const options = (venues.data ?? []).map((v) => ({ value: v.organId, label: `${v.name}（${v.areaName}）` }));
  if (typed === '' && value !== null && selectedName && !options.some((o) => o.value === value))
    options.unshift({ value, label: selectedName });
  return (
    <Select<number>
      id={id}
      aria-label={ariaLabel}
      style={{ minWidth: 320 }}
      value={value ?? undefined}
      placeholder="输入场馆名称搜索"
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={venues.isFetching}
      notFoundContent={
        keyword === ''
          ? '请输入场馆名称'
          : venues.isError
            ? '场馆加载失败，请重试'
            : venues.isPending
              ? '加载中…'
              : '没有找到场馆'
      }
      onChange={(organId) => {
        setTyped('');
        onChange?.(organId);
      }}
    />
  );
}
