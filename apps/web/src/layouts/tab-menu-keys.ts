/**
 * Keyboard of the top tab menu (./tab-menu.tsx; WAI-ARIA disclosure navigation): ArrowLeft/ArrowRight and
 * Home/End move between tabs; ArrowDown/ArrowUp on a tab button open its list at the first/last link; inside a
 * list the arrows (and Home/End) move between links, ArrowLeft/ArrowRight on wide screens leave it for the
 * neighbouring tab; Escape closes the open list (focus back to its tab) or the 菜单 panel (focus back to 菜单).
 */
import type { KeyboardEvent } from 'react';
import { isWide } from './tab-menu-open-state';

/** Move focus within `items` from `current` by `step` (wrapping), or to 'first' / 'last'. */
export function moveFocus(items: HTMLElement[], current: Element | null, step: number | 'first' | 'last'): void {
  if (items.length === 0) return;
  const from = items.findIndex((item) => item === current);
  const to = step === 'first' ? 0 : step === 'last' ? items.length - 1 : (from + step + items.length) % items.length;
  items[to]?.focus();
}

/** What the key handler needs of the menu. */
export interface MenuKeyContext {
  /** The tabs' elements (links and buttons), in order. */
  tabs(): HTMLElement[];
  /** The links of tab `index`'s list, in order. */
  subLinks(index: number): HTMLElement[];
  openIndex: number;
  panelOpen: boolean;
  closeList(): void;
  /** Closes the 菜单 panel and gives focus back to its button. */
  closePanel(): void;
  /** Opens tab `index`'s list and focuses its first or last link once it is shown. */
  openAndFocus(index: number, which: 'first' | 'last'): void;
}

/** Handles a key pressed anywhere in the menu's list (see the module comment). */
export function onMenuKeyDown(event: KeyboardEvent<HTMLElement>, menu: MenuKeyContext): void {
  const target = event.target as HTMLElement;
  const tabEls = menu.tabs();
  const tabIndex = tabEls.indexOf(target);
  const subList = target.closest<HTMLElement>('.tab-menu__sub');
  const ownerIndex = subList ? Number(subList.dataset.index) : -1;
  const step = (forward: boolean) => (forward ? 1 : -1);
  if (event.key === 'Escape') {
    if (menu.openIndex >= 0) {
      event.preventDefault();
      menu.closeList();
      tabEls[menu.openIndex]?.focus();
    } else if (menu.panelOpen) {
      event.preventDefault();
      menu.closePanel();
    }
    return;
  }
  if (tabIndex >= 0) {
    const hasList = target.tagName === 'BUTTON';
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      menu.closeList();
      moveFocus(tabEls, target, step(event.key === 'ArrowRight'));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      menu.closeList();
      moveFocus(tabEls, target, event.key === 'Home' ? 'first' : 'last');
    } else if (hasList && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      menu.openAndFocus(tabIndex, event.key === 'ArrowDown' ? 'first' : 'last');
    }
    return;
  }
  if (ownerIndex < 0) return;
  const links = menu.subLinks(ownerIndex);
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    moveFocus(links, target, step(event.key === 'ArrowDown'));
  } else if (event.key === 'Home' || event.key === 'End') {
    event.preventDefault();
    moveFocus(links, target, event.key === 'Home' ? 'first' : 'last');
  } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && isWide()) {
    // Side by side tabs: leave the list for the neighbouring tab.
    event.preventDefault();
    menu.closeList();
    moveFocus(tabEls, tabEls[ownerIndex] ?? null, step(event.key === 'ArrowRight'));
  }
}
