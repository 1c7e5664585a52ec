/**
 * The top tab menu (spec §2 "Top tab menu", §4 "Menu"): a navigation landmark holding a list of tabs,
 * following the WAI-ARIA "disclosure navigation" pattern (a site menu of links, not an application
 * menubar). Hand-made rather than antd Menu + Drawer: those cost ~35 KB gzipped in the home page's
 * first load (target: <= 200 KB, docs/benchmarks.md).
 *
 * - tabs: default tabs, replaced by a non-empty server menu; the cases tab filled from the case list;
 *   hidden items left out; `divided` draws a line above an item (menu-model.ts);
 * - a tab with children is a button (aria-expanded, aria-controls) that shows its list of links and
 *   does not navigate; mouse users also open it by hovering; external http links open a new window;
 * - keyboard: Tab/Shift+Tab through tabs and open lists; ArrowLeft/ArrowRight (and Home/End) move
 *   between tabs; ArrowDown/ArrowUp on a tab button open its list at the first/last link; inside a list
 *   the arrows move between links and Escape closes it, giving focus back to its tab; focus leaving
 *   the menu, a click elsewhere or a navigation closes it;
 * - below 768 px (also at 200% zoom) the same list is a panel behind a 菜单 button (aria-expanded),
 *   laid out by CSS alone (tab-menu.css), with the lists inline;
 * - the active tab comes from the address or the stored index (menu-model.ts), which is stored in
 *   sessionStorage; following a link stores the index of the tab it belongs to, so a path listed under
 *   two tabs (/blank) keeps the tab the visitor chose.
 */
import { DownOutlined, MenuOutlined } from '@ant-design/icons';
import type { MenuItem } from '@portal/contracts/site';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { getStoredMenuIndex, setStoredMenuIndex } from './active-menu-index';
import { ExternalLink } from '../components/page/external-link';
import { caseMenuQuery, siteMenuQuery } from './layout-api';
import {
  findActiveIndex,
  isExternalPath,
  pathMatchesLocation,
  resolveMenu,
  selectedMenuKeys,
  tabKey,
  childKey,
  visibleMenu,
} from './menu-model';
import './tab-menu.css';

/** Below this width the tabs sit in the 菜单 panel (keep equal to the media query in tab-menu.css). */
const WIDE_QUERY = '(min-width: 768px)';
/** Delay before a hover-opened list closes once the pointer has left it, in ms (lets the pointer cross gaps). */
const HOVER_CLOSE_MS = 200;

const TAB_SELECTOR = '.tab-menu__tab';
const SUBLINK_SELECTOR = '.tab-menu__sublink';

interface OpenState {
  /** Index of the tab whose list is open. */
  index: number;
  /** How it was opened: a hover-opened list closes when the pointer leaves, a clicked one stays. */
  by: 'hover' | 'click' | 'key';
  /** location.key it was opened on: any navigation closes it. */
  at: string;
}

function isWide(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_QUERY).matches;
}

/** Move focus within `items` from `current` by `step` (wrapping), or to 'first' / 'last'. */
function moveFocus(items: HTMLElement[], current: Element | null, step: number | 'first' | 'last'): void {
  if (items.length === 0) return;
  const from = items.findIndex((item) => item === current);
  const to = step === 'first' ? 0 : step === 'last' ? items.length - 1 : (from + step + items.length) % items.length;
  items[to]?.focus();
}

/** One link of the menu: in-site (router Link, aria-current on its page) or external (new window). */
function MenuLink({
  item,
  className,
  current,
  onFollow,
}: {
  item: MenuItem;
  className: string;
  current: boolean;
  onFollow: () => void;
}) {
  if (isExternalPath(item.path)) {
    return (
      <ExternalLink href={item.path} className={className} onClick={onFollow}>
        {item.title}
      </ExternalLink>
    );
  }
  return (
    <Link to={item.path} className={className} aria-current={current ? 'page' : undefined} onClick={onFollow}>
      {item.title}
    </Link>
  );
}

export function TabMenu() {
  const location = useLocation();
  const { pathname, search } = location;
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState<OpenState | null>(null);
  // The 菜单 panel (narrow screens) is open for the address it was opened on.
  const [panelOpenedAt, setPanelOpenedAt] = useState<string | null>(null);
  const { data: serverMenu } = useQuery(siteMenuQuery);
  const { data: cases } = useQuery(caseMenuQuery);

  const tabs = useMemo(() => visibleMenu(resolveMenu(serverMenu, cases)), [serverMenu, cases]);
  const activeIndex = findActiveIndex(tabs, location, getStoredMenuIndex());
  const selected = useMemo(
    () => new Set(selectedMenuKeys(tabs, activeIndex, { pathname, search })),
    [tabs, activeIndex, pathname, search],
  );
  const openIndex = open && open.at === location.key ? open.index : -1;
  const panelOpen = panelOpenedAt === location.key;

  useEffect(() => setStoredMenuIndex(activeIndex), [activeIndex]);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  // A click or tap outside the menu closes an open list.
  useEffect(() => {
    if (openIndex < 0) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openIndex]);

  const listId = `${baseId}-tabs`;
  const subListId = (index: number) => `${baseId}-sub-${index}`;
  const tabElements = () => Array.from(navRef.current?.querySelectorAll<HTMLElement>(TAB_SELECTOR) ?? []);
  const subLinks = (index: number) =>
    Array.from(document.getElementById(subListId(index))?.querySelectorAll<HTMLElement>(SUBLINK_SELECTOR) ?? []);

  const openList = (index: number, by: OpenState['by']) => {
    window.clearTimeout(hoverTimer.current);
    setOpen({ index, by, at: location.key });
  };
  const closeList = () => {
    window.clearTimeout(hoverTimer.current);
    setOpen(null);
  };
  /** Open `index`'s list from the keyboard and focus its first or last link once it is shown. */
  const openAndFocus = (index: number, which: 'first' | 'last') => {
    openList(index, 'key');
    requestAnimationFrame(() => moveFocus(subLinks(index), null, which));
  };

  const onTabButtonClick = (index: number) => {
    if (openIndex !== index) openList(index, 'click');
    // A list the pointer opened a moment ago stays open on the click that usually follows the hover.
    else if (open?.by === 'hover') openList(index, 'click');
    else closeList();
  };

  const onPointerEnter = (index: number, pointerType: string) => {
    if (pointerType !== 'mouse' || !isWide()) return;
    window.clearTimeout(hoverTimer.current);
    if (!tabs[index]?.children?.length) {
      if (open?.by === 'hover') setOpen(null);
      return;
    }
    if (openIndex !== index || open?.by === 'hover') openList(index, 'hover');
  };
  const onPointerLeave = (pointerType: string) => {
    if (pointerType !== 'mouse' || open?.by !== 'hover') return;
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setOpen(null), HOVER_CLOSE_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    const tabEls = tabElements();
    const tabIndex = tabEls.indexOf(target);
    const subList = target.closest<HTMLElement>('.tab-menu__sub');
    const ownerIndex = subList ? Number(subList.dataset.index) : -1;
    if (event.key === 'Escape') {
      if (openIndex >= 0) {
        event.preventDefault();
        closeList();
        tabEls[openIndex]?.focus();
      } else if (panelOpen) {
        event.preventDefault();
        setPanelOpenedAt(null);
        toggleRef.current?.focus();
      }
      return;
    }
    if (tabIndex >= 0) {
      const hasList = target.tagName === 'BUTTON';
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        closeList();
        moveFocus(tabEls, target, event.key === 'ArrowRight' ? 1 : -1);
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        closeList();
        moveFocus(tabEls, target, event.key === 'Home' ? 'first' : 'last');
      } else if (hasList && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        openAndFocus(tabIndex, event.key === 'ArrowDown' ? 'first' : 'last');
      }
      return;
    }
    if (ownerIndex >= 0) {
      const links = subLinks(ownerIndex);
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        moveFocus(links, target, event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        moveFocus(links, target, event.key === 'Home' ? 'first' : 'last');
      } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && isWide()) {
        // Side by side tabs: leave the list for the neighbouring tab.
        event.preventDefault();
        closeList();
        moveFocus(tabEls, tabEls[ownerIndex] ?? null, event.key === 'ArrowRight' ? 1 : -1);
      }
    }
  };

  // Keyboard focus moving on out of the menu (Tab past the last link) closes the open list. A blur to
  // nothing (a click on a non-focusable spot) is left to the pointerdown rule above, so a click on the
  // list's own padding does not close it.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (openIndex >= 0 && next && !event.currentTarget.contains(next)) closeList();
  };

  return (
    <nav ref={navRef} className="tab-menu" aria-label="主导航" onBlur={onBlur}>
      <div className="portal-container">
        <div className="tab-menu__bar">
          <span className="tab-menu__current" aria-hidden="true">
            {tabs[activeIndex]?.title ?? ''}
          </span>
          <button
            ref={toggleRef}
            type="button"
            className="tab-menu__toggle"
            aria-expanded={panelOpen}
            aria-controls={listId}
            onClick={() => setPanelOpenedAt(panelOpen ? null : location.key)}
          >
            <MenuOutlined aria-hidden="true" /> 菜单
          </button>
        </div>
        <ul
          id={listId}
          className={panelOpen ? 'tab-menu__list tab-menu__list--open' : 'tab-menu__list'}
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab, index) => {
            const key = tabKey(index);
            const active = index === activeIndex;
            const children = tab.children ?? [];
            const expanded = openIndex === index;
            const follow = () => {
              setStoredMenuIndex(index);
              closeList();
            };
            let itemClass = 'tab-menu__item';
            if (active) itemClass += ' tab-menu__item--active';
            if (tab.divided) itemClass += ' tab-menu__item--divided';
            return (
              <li
                key={key}
                className={itemClass}
                data-active={active ? 'true' : undefined}
                onPointerEnter={(event) => onPointerEnter(index, event.pointerType)}
                onPointerLeave={(event) => onPointerLeave(event.pointerType)}
              >
                {children.length > 0 ? (
                  <>
                    <button
                      type="button"
                      className="tab-menu__tab tab-menu__tab--parent"
                      aria-expanded={expanded}
                      aria-controls={subListId(index)}
                      onClick={() => onTabButtonClick(index)}
                    >
                      {tab.title}
                      <DownOutlined className="tab-menu__chevron" aria-hidden="true" />
                    </button>
                    <ul id={subListId(index)} className="tab-menu__sub" data-index={index} hidden={!expanded}>
                      {children.map((child, childIndex) => {
                        const itemKey = childKey(key, childIndex);
                        const isSelected = selected.has(itemKey);
                        let className = 'tab-menu__subitem';
                        if (child.divided) className += ' tab-menu__subitem--divided';
                        return (
                          <li key={itemKey} className={className}>
                            <MenuLink
                              item={child}
                              className={
                                isSelected ? 'tab-menu__sublink tab-menu__sublink--selected' : 'tab-menu__sublink'
                              }
                              current={isSelected && pathMatchesLocation(child.path, { pathname, search })}
                              onFollow={follow}
                            />
                          </li>
                        );
                      })}
                    </ul>
                  </>
                ) : (
                  <MenuLink
                    item={tab}
                    className="tab-menu__tab"
                    current={pathMatchesLocation(tab.path, { pathname, search })}
                    onFollow={follow}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
