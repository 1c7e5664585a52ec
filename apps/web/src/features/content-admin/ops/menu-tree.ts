/**
 * The site menu being edited on /admin/menu, as pure moves over a two-level tree (docs/content-management-api.md
 * "Site menu"): rename and re-path, hide, add, remove, move up and down among its siblings, move in (a tab
 * becomes the last item of the tab above it; only a tab without items) and out (an item becomes the tab
 * after its own). Every node keeps a `key` for React; `toBody` drops the keys for PUT /api/admin/menu.
 */
import type { MenuItem } from '@portal/contracts/site';
import type { AdminMenuBody } from '@portal/contracts/site-menu-admin';

/** One node as edited. */
export interface MenuNode {
  key: string;
  title: string;
  path: string;
  hidden: boolean;
  divided: boolean;
  children: MenuNode[];
}

/** Where a node is: a tab (`child` undefined) or an item of a tab. */
export interface NodeAt {
  tab: number;
  child?: number;
}

let nextKey = 0;
const newKey = () => `n${++nextKey}`;

/** The edited tree of `items`. */
export function fromMenu(items: readonly MenuItem[]): MenuNode[] {
  return items.map((item) => ({
    key: newKey(),
    title: item.title,
    path: item.path,
    hidden: Boolean(item.hidden),
    divided: Boolean(item.divided),
    children: fromMenu(item.children ?? []),
  }));
}

/** The PUT body of `tree`. */
export function toBody(tree: readonly MenuNode[]): AdminMenuBody {
  const leaf = (n: MenuNode) => ({ title: n.title, path: n.path, hidden: n.hidden, divided: n.divided });
  return {
    items: tree.map((n) => ({ ...leaf(n), ...(n.children.length > 0 ? { children: n.children.map(leaf) } : {}) })),
  };
}

/** A new empty node. */
export const blankNode = (): MenuNode => ({
  key: newKey(),
  title: '新菜单',
  path: '/',
  hidden: false,
  divided: false,
  children: [],
});

const swap = <T>(list: T[], i: number, j: number): T[] => {
  if (j < 0 || j >= list.length) return list;
  const copy = [...list];
  [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  return copy;
};

const withChildren = (tree: MenuNode[], tab: number, children: MenuNode[]) =>
  tree.map((n, i) => (i === tab ? { ...n, children } : n));

/** The tree with the node at `at` changed by `patch`. */
export function patchNode(
  tree: MenuNode[],
  at: NodeAt,
  patch: Partial<Omit<MenuNode, 'key' | 'children'>>,
): MenuNode[] {
  if (at.child === undefined) return tree.map((n, i) => (i === at.tab ? { ...n, ...patch } : n));
  const children = tree[at.tab]!.children.map((c, j) => (j === at.child ? { ...c, ...patch } : c));
  return withChildren(tree, at.tab, children);
}

/** The tree with the node at `at` moved one place up (-1) or down (+1) among its siblings. */
export function moveNode(tree: MenuNode[], at: NodeAt, step: -1 | 1): MenuNode[] {
  if (at.child === undefined) return swap(tree, at.tab, at.tab + step);
  return withChildren(tree, at.tab, swap(tree[at.tab]!.children, at.child, at.child + step));
}

/** True when the node at `at` can move in (a tab without items, below another tab). */
export const canMoveIn = (tree: readonly MenuNode[], at: NodeAt) =>
  at.child === undefined && at.tab > 0 && tree[at.tab]!.children.length === 0;

/** The tab at `at` made the last item of the tab above it (see canMoveIn). */
export function moveIn(tree: MenuNode[], at: NodeAt): MenuNode[] {
  if (!canMoveIn(tree, at)) return tree;
  const node = tree[at.tab]!;
  const above = tree[at.tab - 1]!;
  const rest = tree.filter((_, i) => i !== at.tab);
  return rest.map((n, i) => (i === at.tab - 1 ? { ...above, children: [...above.children, node] } : n));
}

/** The item at `at` made the tab right after its own tab. */
export function moveOut(tree: MenuNode[], at: NodeAt): MenuNode[] {
  if (at.child === undefined) return tree;
  const parent = tree[at.tab]!;
  const node = parent.children[at.child]!;
  const copy = withChildren(
    tree,
    at.tab,
    parent.children.filter((_, j) => j !== at.child),
  );
  copy.splice(at.tab + 1, 0, node);
  return copy;
}

/** The tree without the node at `at` (a tab goes with its items). */
export function removeNode(tree: MenuNode[], at: NodeAt): MenuNode[] {
  if (at.child === undefined) return tree.filter((_, i) => i !== at.tab);
  return withChildren(
    tree,
    at.tab,
    tree[at.tab]!.children.filter((_, j) => j !== at.child),
  );
}

/** The tree with a new item at the end of tab `tab`, or a new tab at the end (`tab` undefined). */
export function addNode(tree: MenuNode[], tab?: number): MenuNode[] {
  if (tab === undefined) return [...tree, blankNode()];
  return withChildren(tree, tab, [...tree[tab]!.children, blankNode()]);
}

/** The server's field name of the node at `at` and `field` ('items.1.children.0.title'). */
export const fieldName = (at: NodeAt, field: string) =>
  at.child === undefined ? `items.${at.tab}.${field}` : `items.${at.tab}.children.${at.child}.${field}`;
