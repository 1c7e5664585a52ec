/**
 * Province -> city -> county picker (the lists' area filter) over GET /api/data/area/search. The
 * provinces load at once; a level's children load when it is opened, and on start-up the levels above
 * the selected code (e.g. from the URL) load so its names show. Any level may be chosen: a province
 * alone filters the whole province. `value`/`onChange` carry the chosen six-digit code ('' = all areas).
 * Its pop-up is wrapped in <CascaderPopup> (valid aria-owns, focusable scrolling lists), and the highlighted
 * option has a >= 3:1 background (lib/theme.ts Cascader tokens).
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useMemo, useState } from 'react';
import type { Area } from '@portal/contracts/site';
import { areaChildrenQuery, areaPath } from './area-api';
import { CascaderPopup } from './cascader-popup';

const LEVEL_NAMES = ['省份', '城市', '区县'] as const;

interface AreaOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: AreaOption[];
}

export interface AreaCascaderProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
}

function toOptions(areas: readonly Area[], childrenOf: ReadonlyMap<string, Area[]>): AreaOption[] {
  return areas.map((area) => {
    const children = childrenOf.get(area.code);
    return {
      value: area.code,
      label: area.name,
      isLeaf: !area.hasChildren,
      ...(children ? { children: toOptions(children, childrenOf) } : {}),
    };
  });
}

export function AreaCascader({ id, value, onChange }: AreaCascaderProps) {
  const path = useMemo(() => areaPath(value), [value]);
  const [opened, setOpened] = useState<readonly string[]>([]);
  // Children to have: those the visitor opened and the levels above the selected code.
  const parents = useMemo(() => [...new Set([...path.slice(0, -1), ...opened])], [path, opened]);
  const provinces = useQuery(areaChildrenQuery(null));
  const children = useQueries({ queries: parents.map((code) => areaChildrenQuery(code)) });

  const childrenOf = new Map<string, Area[]>();
  parents.forEach((code, index) => {
    const data = children[index]?.data;
    if (data) childrenOf.set(code, data);
  });
  const options = toOptions(provinces.data ?? [], childrenOf);

  return (
    <Cascader<AreaOption>
      id={id}
      options={options}
      value={path}
      changeOnSelect
      popupRender={(menus) => (
        <CascaderPopup id={id} levelNames={LEVEL_NAMES}>
          {menus}
        </CascaderPopup>
      )}
      allowClear
      placeholder={provinces.isError ? '地区加载失败' : '全部地区'}
      loading={provinces.isPending}
      loadData={(selected) => {
        const last = selected[selected.length - 1];
        if (last && !opened.includes(last.value)) setOpened((current) => [...current, last.value]);
      }}
      onChange={(codes) => onChange(codes && codes.length > 0 ? String(codes[codes.length - 1]) : '')}
    />
  );
}
