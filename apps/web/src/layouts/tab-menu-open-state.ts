/**
 * Which list of the top tab menu is open (./tab-menu.tsx, WAI-ARIA disclosure navigation): one at a time, for the
 * address it was opened on (any navigation closes it), opened by a click, a key or a mouse hover (a hovered list
 * closes HOVER_CLOSE_MS after the pointer leaves, a clicked one stays), and closed by a click outside the menu.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Below this width the tabs sit in the 菜单 panel (keep equal to the media query in tab-menu.css). */
const WIDE_QUERY = '(min-width: 768px)';
/** Delay before a hover-opened list closes once the pointer has left it, in ms (lets the pointer cross gaps). */
const HOVER_CLOSE_MS = 200;

export interface OpenState {
  /** Index of the tab whose list is open. */
  index: number;
  /** How it was opened: a hover-opened list closes when the pointer leaves, a clicked one stays. */
  by: 'hover' | 'click' | 'key';
  /** location.key it was opened on: any navigation closes it. */
  at: string;
}

/** True when the tabs sit side by side (wide screens), false when they are in the 菜单 panel. */
export function isWide(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_QUERY).matches;
}

/**
 * The open list of the menu in `navRef`, on the page of `locationKey`; `hasList(index)` says whether tab `index`
 * has a list. Returns the open index (-1 for none) and the ways to open and close it.
 */
export function useOpenList(
  navRef: RefObject<HTMLElement | null>,
  locationKey: string,
  hasList: (index: number) => boolean,
) {
  const hoverTimer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState<OpenState | null>(null);
  const openIndex = open && open.at === locationKey ? open.index : -1;

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  // A click or tap outside the menu closes an open list.
  useEffect(() => {
    if (openIndex < 0) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openIndex, navRef]);

  const openList = (index: number, by: OpenState['by']) => {
    window.clearTimeout(hoverTimer.current);
    setOpen({ index, by, at: locationKey });
  };
  const closeList = () => {
    window.clearTimeout(hoverTimer.current);
    setOpen(null);
  };

  return {
    openIndex,
    openList,
    closeList,
    /** A click on tab `index`'s button toggles its list (a list the pointer just opened stays, now clicked open). */
    onTabButtonClick(index: number) {
      if (openIndex !== index) openList(index, 'click');
      else if (open?.by === 'hover') openList(index, 'click');
      else closeList();
    },
    /** The mouse entering tab `index` (wide screens): opens its list, or closes a hovered one of another tab. */
    onPointerEnter(index: number, pointerType: string) {
      if (pointerType !== 'mouse' || !isWide()) return;
      window.clearTimeout(hoverTimer.current);
      if (!hasList(index)) {
        if (open?.by === 'hover') setOpen(null);
        return;
      }
      if (openIndex !== index || open?.by === 'hover') openList(index, 'hover');
    },
    /** The mouse leaving a tab: a hovered list closes after HOVER_CLOSE_MS. */
    onPointerLeave(pointerType: string) {
      if (pointerType !== 'mouse' || open?.by !== 'hover') return;
      window.clearTimeout(hoverTimer.current);
      hoverTimer.current = window.setTimeout(() => setOpen(null), HOVER_CLOSE_MS);
    },
  };
}
