/**
 * The site menu edited in the back office (docs/content-management-api.md "Site menu"; spec §3: the server
 * menu replaces the web app's default tabs): GET/PUT /api/admin/menu, the site admin only. The body is the
 * whole tree (tabs and their items, two levels), replacing the menu at once.
 */
import { Type, type Static } from 'typebox';
import { LineText } from './content.js';

// In-site paths, or an absolute http(s) address as the default menu has (site-menu.codes.ts: opened in a new
// window), so the menu the server answers can be saved back unchanged.
const MenuPath = Type.String({
  maxLength: 300,
  pattern: '^(/|https?://)[^\\s]*$',
  description: '站内路径（/ 开头，可带查询参数）或 http(s):// 开头的站外地址',
});
const MenuLeaf = Type.Object({
  title: LineText(20, '菜单名称，最多 20 个字符'),
  path: MenuPath,
  hidden: Type.Optional(Type.Boolean({ description: '隐藏（不在菜单中显示）' })),
  divided: Type.Optional(Type.Boolean({ description: '前加分隔线' })),
});

/** PUT /api/admin/menu: the whole menu, tabs in order, each with at most 30 items. */
export const AdminMenuBody = Type.Object({
  items: Type.Array(
    Type.Object({
      ...MenuLeaf.properties,
      children: Type.Optional(Type.Array(MenuLeaf, { maxItems: 30 })),
    }),
    { minItems: 1, maxItems: 30 },
  ),
});
export type AdminMenuBody = Static<typeof AdminMenuBody>;
