/**
 * Finding places beside the map: a search box by name or address (Chinese substrings, 2-character
 * queries too), results beside the map, choosing one flies to it; 附近 (nearby): the nearest points to the
 * map centre or the visitor, with distance in m / km.
 *
 * - Search: a search landmark with a labelled box (1-50 characters) and a 搜索 button; results of
 *   GET /api/data/fitnessMap/search, RESULTS_PAGE_SIZE a page, with 上一页 / 下一页.
 * - 附近: GET /api/data/fitnessMap/nearby around the visitor's position when located, else the map
 *   centre, within NEARBY_RADIUS_M, nearest first, each with its distance.
 * Both follow the layer filter's types. Each result is a button (Tab, Enter); choosing it calls onChoose.
 * Parts: ./place-finder-view.ts (what to show for the mode and its queries), ./place-finder-results.tsx.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapPointItem } from '@portal/contracts/fitness-map';
import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import type { MapType } from '@portal/contracts/fitness-map.codes';
import { describeApiError } from '../../../lib/http-client';
import { nearbyQuery, searchQuery } from '../api';
import { typesParam } from '../map-types';
import {
  finderView,
  NEARBY_LIMIT,
  NEARBY_RADIUS_M,
  RESULTS_PAGE_SIZE,
  type FinderCentre,
  type Mode,
} from './place-finder-view';
import { ResultList } from './place-finder-results';

const KEYWORD_MAX_LENGTH = 50;

export interface PlaceFinderProps {
  types: readonly MapType[];
  /** Where 附近 measures from, read when the button is pressed. */
  nearbyCentre: () => FinderCentre | null;
  onChoose: (item: MapPointItem, from: HTMLElement) => void;
  /** A keyword to search for at once (the map page's `?keyword=`, from the site search). */
  initialKeyword?: string;
}

export function PlaceFinder({ types, nearbyCentre, onChoose, initialKeyword = '' }: PlaceFinderProps) {
  const headingId = useId();
  const inputId = useId();
  const [text, setText] = useState(initialKeyword);
  const [hint, setHint] = useState('');
  // A keyword from the address (the site search's "在健身地图上查找") is searched at once.
  const [mode, setMode] = useState<Mode>(
    initialKeyword ? { kind: 'search', keyword: initialKeyword, pageNum: 1 } : null,
  );
  const typesValue = typesParam(types);
  const noTypes = typesValue === '';

  const search = useQuery({
    ...searchQuery({
      keyword: mode?.kind === 'search' ? mode.keyword : '',
      types: typesValue,
      pageNum: mode?.kind === 'search' ? mode.pageNum : 1,
      pageSize: RESULTS_PAGE_SIZE,
    }),
    enabled: mode?.kind === 'search' && !noTypes,
    placeholderData: keepPreviousData,
  });
  const nearby = useQuery({
    ...nearbyQuery({
      lng: mode?.kind === 'nearby' ? mode.centre.lng : 0,
      lat: mode?.kind === 'nearby' ? mode.centre.lat : 0,
      radius: NEARBY_RADIUS_M,
      limit: NEARBY_LIMIT,
      types: typesValue,
    }),
    enabled: mode?.kind === 'nearby' && !noTypes,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    if (!keyword) {
      setHint('请输入场所名称或地址中的文字');
      return;
    }
    setHint('');
    setMode({ kind: 'search', keyword, pageNum: 1 });
  };
  const showNearby = () => {
    const centre = nearbyCentre();
    if (!centre) return;
    setHint('');
    setMode({ kind: 'nearby', centre });
  };

  const { title, status, items, error, pager } = finderView(mode, search, nearby, noTypes);

  return (
    <section className="fm-finder" aria-labelledby={headingId}>
      <h2 id={headingId} className="fm-finder-title">
        查找健身场所
      </h2>
      <form role="search" className="fm-search" onSubmit={submit} aria-label="搜索健身场所">
        <label htmlFor={inputId} className="fm-search-label">
          名称或地址
        </label>
        <div className="fm-search-row">
          <Input
            id={inputId}
            value={text}
            maxLength={KEYWORD_MAX_LENGTH}
            placeholder="如：体育馆、朝阳"
            allowClear={{ clearIcon: <CloseCircleFilled aria-label="清除输入" /> }}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={hint ? `${inputId}-hint` : undefined}
          />
          <Button type="primary" htmlType="submit" autoInsertSpace={false}>
            搜索
          </Button>
        </div>
        {hint && (
          <p id={`${inputId}-hint`} className="fm-hint" role="alert">
            {hint}
          </p>
        )}
      </form>
      <Button className="fm-nearby-button" onClick={showNearby} block>
        附近的场所
      </Button>
      <div className="fm-results-panel" aria-busy={search.isFetching || nearby.isFetching}>
        {mode && <h3 className="fm-results-title">{title}</h3>}
        <p className="fm-results-status" role="status">
          {status}
        </p>
        {error !== null && (
          <p className="fm-hint" role="alert">
            加载失败：{describeApiError(error)}{' '}
            <button
              type="button"
              className="fm-link-button"
              onClick={() => void (mode?.kind === 'search' ? search : nearby).refetch()}
            >
              重试
            </button>
          </p>
        )}
        {items.length > 0 && <ResultList items={items} onChoose={onChoose} />}
        {pager && mode?.kind === 'search' && (
          <nav className="fm-pager" aria-label="搜索结果分页">
            <Button disabled={pager.pageNum <= 1} onClick={() => setMode({ ...mode, pageNum: mode.pageNum - 1 })}>
              上一页
            </Button>
            <span>
              第 {pager.pageNum} / {pager.pages} 页
            </span>
            <Button
              disabled={pager.pageNum >= pager.pages}
              onClick={() => setMode({ ...mode, pageNum: mode.pageNum + 1 })}
            >
              下一页
            </Button>
          </nav>
        )}
        {!mode && (
          <p className="fm-results-status muted-text">
            输入名称或地址搜索，或点“附近的场所”查看离地图中心（定位后为您的位置）最近的场所。
          </p>
        )}
      </div>
    </section>
  );
}
