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
 * Parts: ./tab-menu-item.tsx (a tab and its list), ./tab-menu-link.tsx, ./tab-menu-open-state.ts (which list is
 * open, hover and outside clicks), ./tab-menu-keys.ts (the keyboard).
 */
import { MenuOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';
import { getStoredMenuIndex, setStoredMenuIndex } from './active-menu-index';
import { caseMenuQuery, siteMenuQuery } from './layout-api';
import { findActiveIndex, resolveMenu, selectedMenuKeys, tabKey, visibleMenu } from './menu-model';
import { TabMenuItem } from './tab-menu-item';
import { moveFocus, onMenuKeyDown } from './tab-menu-keys';
import { useOpenList } from './tab-menu-open-state';
import './tab-menu.css';

const TAB_SELECTOR = '.tab-menu__tab';
const SUBLINK_SELECTOR = '.tab-menu__sublink';

export function TabMenu() {
  const location = useLocation();
  const { pathname, search } = location;
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
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
  const list = useOpenList(navRef, location.key, (index) => (tabs[index]?.children?.length ?? 0) > 0);
  const panelOpen = panelOpenedAt === location.key;

  useEffect(() => setStoredMenuIndex(activeIndex), [activeIndex]);

  const listId = `${baseId}-tabs`;
  const subListId = (index: number) => `${baseId}-sub-${index}`;
  const subLinks = (index: number) =>
    Array.from(document.getElementById(subListId(index))?.querySelectorAll<HTMLElement>(SUBLINK_SELECTOR) ?? []);

  // Keyboard focus moving on out of the menu (Tab past the last link) closes the open list. A blur to
  // nothing (a click on a non-focusable spot) is left to the outside-click rule (tab-menu-open-state.ts), so a
  // click on the list's own padding does not close it.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (list.openIndex >= 0 && next && !event.currentTarget.contains(next)) list.closeList();
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
          onKeyDown={(event) =>
            onMenuKeyDown(event, {
              tabs: () => Array.from(navRef.current?.querySelectorAll<HTMLElement>(TAB_SELECTOR) ?? []),
              subLinks,
              openIndex: list.openIndex,
              panelOpen,
              closeList: list.closeList,
              closePanel: () => {
                setPanelOpenedAt(null);
                toggleRef.current?.focus();
              },
              openAndFocus: (index, which) => {
                list.openList(index, 'key');
                requestAnimationFrame(() => moveFocus(subLinks(index), null, which));
              },
            })
          }
        >
          {tabs.map((tab, index) => (
            <TabMenuItem
              key={tabKey(index)}
              tab={tab}
              index={index}
              active={index === activeIndex}
              expanded={list.openIndex === index}
              listId={subListId(index)}
              selected={selected}
              location={{ pathname, search }}
              onFollow={() => {
                setStoredMenuIndex(index);
                list.closeList();
              }}
              onButtonClick={() => list.onTabButtonClick(index)}
              onPointerEnter={(pointerType) => list.onPointerEnter(index, pointerType)}
              onPointerLeave={list.onPointerLeave}
            />
          ))}
        </ul>
      </div>
    </nav>
  );
}
