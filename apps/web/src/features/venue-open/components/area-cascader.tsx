/**
 * Province -> city -> county picker (issue 3 "Pages"): antd Cascader whose levels load on demand from
 * GET /api/data/area/search?parentCode= (contracts Area). Any level may be chosen (changeOnSelect);
 * `onChange` receives the chosen division's code, or '' when cleared. A code from the URL is shown
 * selected after reload: its ancestors' children are fetched up front (area-path.ts).
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useState } from 'react';
import type { Area } from '@portal/contracts/site';
import { areaChildrenQuery } from '../api';
import { areaParentsToLoad, areaPath } from '../area-path';

interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  loading?: boolean;
  children?: AreaOption[];
}

interface LoadedLevel {
  data?: Area[];
  isPending: boolean;
}

/** Province, city, county. */
const MAX_DEPTH = 3;

function toOptions(areas: readonly Area[], levels: ReadonlyMap<string, LoadedLevel>, depth = 1): AreaOption[] {
  return areas.map((area) => {
    const leaf = !area.hasChildren || depth >= MAX_DEPTH;
    const option: AreaOption = { value: area.code, label: area.name, isLeaf: leaf };
    const level = leaf ? undefined : levels.get(area.code);
    if (level?.data) option.children = toOptions(level.data, levels, depth + 1);
    else if (level?.isPending) option.loading = true;
    return option;
  });
}

export interface AreaCascaderProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
}

export function AreaCascader({ id, value, onChange }: AreaCascaderProps) {
  // Parents whose children are wanted: the URL code's ancestors, then whatever the user opens.
  const [opened, setOpened] = useState<string[]>(() => areaParentsToLoad(value));
  const provinces = useQuery(areaChildrenQuery(null));
  const children = useQueries({ queries: opened.map((code) => areaChildrenQuery(code)) });

  const levels = new Map<string, LoadedLevel>(
    opened.map((code, index) => [code, { data: children[index]?.data, isPending: children[index]?.isPending ?? true }]),
  );
  const options = provinces.data ? toOptions(provinces.data, levels) : [];

  const loadData = (selected: AreaOption[]) => {
    const last = selected.at(-1);
    if (last) setOpened((current) => (current.includes(last.value) ? current : [...current, last.value]));
  };

  return (
    <Cascader<AreaOption>
      id={id}
      className="venue-area-cascader"
      options={options}
      loadData={loadData}
      value={areaPath(value)}
      changeOnSelect
      allowClear
      placeholder={provinces.isError ? '地区加载失败' : '全国'}
      notFoundContent={provinces.isPending ? '加载中…' : '暂无地区'}
      displayRender={(labels) =>
        labels.map((label) => (typeof label === 'string' && /^\d{6}$/.test(label) ? '…' : label)).join(' / ')
      }
      onChange={(path) => onChange(path && path.length > 0 ? String(path[path.length - 1]) : '')}
    />
  );
}
