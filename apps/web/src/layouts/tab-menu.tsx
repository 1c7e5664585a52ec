/**
 * The top tab menu (spec §2 "Top tab menu", §4 "Menu"), an antd Menu: horizontal on wide screens, and
 * behind a 菜单 button opening a Drawer with the same tree (inline) below 768 px.
 *
 * - tabs: default tabs, replaced by a non-empty server menu; the cases tab filled from the case list;
 *   hidden items left out; `divided` draws a divider before an item (menu-model.ts);
 * - a tab with children is a dropdown and does not navigate; external http links open a new window;
 * - internal items are real links (react-router Link), so Tab, Enter, middle-click and "open in new tab"
 *   work; rc-menu's arrow keys move focus between them and open the dropdowns;
 * - the active tab comes from the address or the stored index, and is stored in sessionStorage.
 */
import { DownOutlined, MenuOutlined } from '@ant-design/icons';
import type { MenuItem } from '@portal/contracts/site';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Grid, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { safeNavigate } from '../lib/safe-navigate';
import { getStoredMenuIndex, setStoredMenuIndex } from './active-menu-index';
import { ExternalLink } from './external-link';
import { caseMenuQuery, siteMenuQuery } from './layout-api';
import {
  childKey,
  findActiveIndex,
  findItemByKey,
  isExternalPath,
  pathMatchesLocation,
  resolveMenu,
  selectedMenuKeys,
  tabKey,
  visibleMenu,
  type MenuLocation,
} from './menu-model';
import './tab-menu.css';

type AntdItem = NonNullable<MenuProps['items']>[number];

/** antd items for a list of menu items; `keyOf(i)` gives each item's positional key. */
function toAntdItems(items: readonly MenuItem[], keyOf: (index: number) => string, location: MenuLocation, activeKey: string): AntdItem[] {
  return items.flatMap((item, index): AntdItem[] => {
    const key = keyOf(index);
    const className = key === activeKey ? 'portal-tab--active' : undefined;
    const entry: AntdItem = item.children?.length
      ? {
          key,
          className,
          label: item.title,
          popupClassName: 'portal-tab-popup',
          children: toAntdItems(item.children, (i) => childKey(key, i), location, activeKey),
        }
      : {
          key,
          className,
          label: isExternalPath(item.path) ? (
            <ExternalLink href={item.path}>{item.title}</ExternalLink>
          ) : (
            <Link to={item.path} aria-current={pathMatchesLocation(item.path, location) ? 'page' : undefined}>
              {item.title}
            </Link>
          ),
        };
    return item.divided ? [{ type: 'divider', key: `${key}-divider` }, entry] : [entry];
  });
}

export function TabMenu() {
  const location = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const compact = screens.md === false;
  // The drawer is open for the address it was opened on: any navigation closes it.
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenedAt === location.key;
  const { data: serverMenu } = useQuery(siteMenuQuery);
  const { data: cases } = useQuery(caseMenuQuery);

  const tabs = useMemo(() => visibleMenu(resolveMenu(serverMenu, cases)), [serverMenu, cases]);
  const activeIndex = findActiveIndex(tabs, location, getStoredMenuIndex());
  const selectedKeys = selectedMenuKeys(tabs, activeIndex, location);
  const { pathname, search } = location;
  const items = useMemo(
    () => toAntdItems(tabs, tabKey, { pathname, search }, activeIndex >= 0 ? tabKey(activeIndex) : ''),
    [tabs, pathname, search, activeIndex],
  );

  useEffect(() => setStoredMenuIndex(activeIndex), [activeIndex]);

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    // A click or Enter on the link itself is handled by the link; this covers the item's padding and
    // keyboard activation of an item whose link did not receive the event.
    if ((domEvent.target as Element | null)?.closest?.('a[href]')) return;
    const item = findItemByKey(tabs, key);
    if (!item || item.children?.length) return;
    if (isExternalPath(item.path)) window.open(item.path, '_blank', 'noopener,noreferrer');
    else safeNavigate(navigate, item.path);
  };

  if (compact) {
    return (
      <nav className="tab-menu tab-menu--compact" aria-label="主导航">
        <div className="portal-container tab-menu__bar">
          <span className="tab-menu__current" aria-hidden="true">
            {tabs[activeIndex]?.title ?? ''}
          </span>
          <Button
            icon={<MenuOutlined />}
            onClick={() => setDrawerOpenedAt(location.key)}
            aria-expanded={drawerOpen}
            aria-controls="portal-menu-drawer"
            className="tab-menu__toggle"
          >
            菜单
          </Button>
        </div>
        <Drawer id="portal-menu-drawer" title="网站导航" placement="right" open={drawerOpen} onClose={() => setDrawerOpenedAt(null)} size={300}>
          <Menu
            mode="inline"
            items={items}
            selectedKeys={selectedKeys}
            defaultOpenKeys={activeIndex >= 0 ? [tabKey(activeIndex)] : []}
            onClick={onClick}
            className="tab-menu__inline"
          />
        </Drawer>
      </nav>
    );
  }
  return (
    <nav className="tab-menu" aria-label="主导航">
      <div className="portal-container">
        <Menu
          mode="horizontal"
          items={items}
          selectedKeys={selectedKeys}
          onClick={onClick}
          className="tab-menu__horizontal"
          // Tabs that do not fit (768-1200 px, zoom) move into a 更多 dropdown, named in Chinese.
          overflowedIndicator={
            <span>
              更多 <DownOutlined aria-hidden="true" />
            </span>
          }
        />
      </div>
    </nav>
  );
}
