/**
 * One tab of the top tab menu (./tab-menu.tsx): a link, or, with children, a button (aria-expanded,
 * aria-controls) over its list of links; `divided` items draw a line above them (menu-model.ts).
 */
import { DownOutlined } from '@ant-design/icons';
import type { MenuItem } from '@portal/contracts/site';
import { MenuLink } from './tab-menu-link';
import { childKey, pathMatchesLocation, tabKey } from './menu-model';

export interface TabMenuItemProps {
  tab: MenuItem;
  index: number;
  active: boolean;
  expanded: boolean;
  /** The id of the tab's list (aria-controls). */
  listId: string;
  /** Keys of the selected items (menu-model.ts selectedMenuKeys). */
  selected: ReadonlySet<string>;
  location: { pathname: string; search: string };
  /** A link of the tab was followed (stores the tab, closes the list). */
  onFollow(): void;
  onButtonClick(): void;
  onPointerEnter(pointerType: string): void;
  onPointerLeave(pointerType: string): void;
}

export function TabMenuItem(props: TabMenuItemProps) {
  const { tab, index, active, expanded, listId, selected, location, onFollow } = props;
  const key = tabKey(index);
  const children = tab.children ?? [];
  let itemClass = 'tab-menu__item';
  if (active) itemClass += ' tab-menu__item--active';
  if (tab.divided) itemClass += ' tab-menu__item--divided';
  return (
    <li
      className={itemClass}
      data-active={active ? 'true' : undefined}
      onPointerEnter={(event) => props.onPointerEnter(event.pointerType)}
      onPointerLeave={(event) => props.onPointerLeave(event.pointerType)}
    >
      {children.length > 0 ? (
        <>
          <button
            type="button"
            className="tab-menu__tab tab-menu__tab--parent"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={props.onButtonClick}
          >
            {tab.title}
            <DownOutlined className="tab-menu__chevron" aria-hidden="true" />
          </button>
          <ul id={listId} className="tab-menu__sub" data-index={index} hidden={!expanded}>
            {children.map((child, childIndex) => {
              const itemKey = childKey(key, childIndex);
              const isSelected = selected.has(itemKey);
              let className = 'tab-menu__subitem';
              if (child.divided) className += ' tab-menu__subitem--divided';
              return (
                <li key={itemKey} className={className}>
                  <MenuLink
                    item={child}
                    className={isSelected ? 'tab-menu__sublink tab-menu__sublink--selected' : 'tab-menu__sublink'}
                    current={isSelected && pathMatchesLocation(child.path, location)}
                    onFollow={onFollow}
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
          current={pathMatchesLocation(tab.path, location)}
          onFollow={onFollow}
        />
      )}
    </li>
  );
}
