/**
 * The default top tabs (spec §2 "Top tab menu"), shown until GET /api/data/site/searchMenu returns a
 * non-empty list: the one menu tree of packages/contracts (site-menu.codes.ts), which the server seeds
 * too, so replacing one by the other changes nothing a visitor sees.
 *
 * Shape: contracts `MenuItem` { title, path, hidden?, divided?, children? }. `path` is an in-site path
 * (a page of @portal/contracts/pages.codes.ts, with query where the spec gives one) or an absolute http(s) address
 * (opened in a new window). The 健身工作案例 tab has no static children: they come from the case list
 * (see menu-model.ts). A dropdown's own path (e.g. the facilities section) is never navigated to; it
 * names the section for finding the active tab.
 */
import type { MenuItem } from '@portal/contracts/site';
import { SITE_MENU } from '@portal/contracts/site-menu.codes';

export const DEFAULT_MENU: readonly MenuItem[] = SITE_MENU;
