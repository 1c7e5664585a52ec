/**
 * The pop-up of an antd Cascader made accessible (axe, WCAG 4.1.2 and 2.1.1), for `popupRender`:
 * - antd's input (rc-select) points `aria-owns` / `aria-controls` at `<id>_list` while open, an element only
 *   rc-select's own option list renders, never the cascader's: an invalid reference (axe critical). This
 *   wrapper carries that id, so the references name the element that holds the cascader's lists.
 * - Each level's list (ul.ant-cascader-menu, role menu) scrolls but cannot take focus, so a keyboard user
 *   cannot scroll it (axe scrollable-region-focusable): each gets tabIndex 0 and its name from `levelNames`
 *   (e.g. 省份, 城市, 区县). The lists are rendered by antd, so they are marked after each render of the pop-up.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';

export interface CascaderPopupProps {
  /** The Cascader's own id (its input's id); the wrapper gets `<id>_list`. */
  id: string;
  /** The accessible name of each level's list, top level first. */
  levelNames: readonly string[];
  /** The menus antd passes to `popupRender`. */
  children: ReactNode;
}

export function CascaderPopup({ id, levelNames, children }: CascaderPopupProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Every render of the pop-up may add a level (a province opened): mark the lists again; cheap (<= 3 lists).
  useLayoutEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>('.ant-cascader-menu').forEach((list, index) => {
      list.tabIndex = 0;
      list.setAttribute('aria-label', levelNames[index] ?? levelNames[levelNames.length - 1] ?? '');
    });
  });
  return (
    <div id={`${id}_list`} ref={ref}>
      {children}
    </div>
  );
}
