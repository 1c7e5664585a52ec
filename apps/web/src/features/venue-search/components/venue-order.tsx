/**
 * The venue list says in which order it shows the venues (docs/decisions/public-experience.md §4), and
 * offers "nearest first": the browser asks the visitor for the position (navigator.geolocation); it is
 * kept in the page only (not in the address, not stored), rounded to about 100 m, and sent as lng/lat
 * with the search (spec §7 venue search). Without a position: venues open now first, then in the order
 * they were registered, large and small mixed (server venue-search.repository.ts searchVenues).
 */
import { Button } from 'antd';
import { useState } from 'react';

/** A visitor's position in degrees, rounded to 3 decimals (~100 m). */
export interface VisitorPosition {
  lng: number;
  lat: number;
}

const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

/** The order line: what the list is sorted by. */
export function venueOrderText(position: VisitorPosition | null, openOnly: boolean): string {
  if (position) return '排序：离您的位置由近及远。';
  if (openOnly) return '排序：按场馆登记顺序，大型与中小型场馆混排。';
  return '排序：此刻开放的场馆在前，其余按场馆登记顺序，大型与中小型场馆混排。';
}

export interface VenueOrderProps {
  position: VisitorPosition | null;
  onPosition: (position: VisitorPosition | null) => void;
  /** The filters keep only venues open (or free) now: "open first" says nothing then. */
  openOnly: boolean;
}

export function VenueOrder({ position, onPosition, openOnly }: VenueOrderProps) {
  const [state, setState] = useState<'idle' | 'asking' | 'failed'>('idle');
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState('failed');
      return;
    }
    setState('asking');
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setState('idle');
        onPosition({ lng: round(found.coords.longitude), lat: round(found.coords.latitude) });
      },
      () => setState('failed'),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };
  return (
    <div className="venue-order">
      <p className="venue-order-text muted-text" role="status">
        {venueOrderText(position, openOnly)}
        {state === 'failed' && ' 未能获取您的位置（可能未允许定位），仍按上述顺序排列。'}
      </p>
      {position ? (
        <Button onClick={() => onPosition(null)}>取消按距离排序</Button>
      ) : (
        <Button loading={state === 'asking'} onClick={locate}>
          按离我最近排序
        </Button>
      )}
    </div>
  );
}
