/**
 * Year tabs of a venue detail page (WAI-ARIA tabs pattern, automatic activation): one tab per year with
 * data, the selected one in the tab order (roving tabindex), ←/→ (wrapping), Home and End move between
 * years and select them. The strip wraps onto several lines on narrow screens instead of hiding years
 * in an overflow menu (antd Tabs puts a menu button inside the tablist there, which axe rejects).
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface YearTabsProps {
  years: number[];
  selected: number;
  onSelect: (year: number) => void;
  /** The selected year's panel. */
  children: ReactNode;
  /** Accessible name of the tab list, e.g. '选择年度'. */
  label: string;
}

export function YearTabs({ years, selected, onSelect, children, label }: YearTabsProps) {
  const id = useId();
  const tabRefs = useRef(new Map<number, HTMLButtonElement>());
  const tabId = (year: number) => `${id}-tab-${year}`;
  const panelId = `${id}-panel`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = years.indexOf(selected);
    const last = years.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = targets[event.key];
    if (next === undefined || index < 0) return;
    event.preventDefault();
    const year = years[next]!;
    onSelect(year);
    tabRefs.current.get(year)?.focus();
  };

  return (
    <div className="year-tabs">
      <div role="tablist" aria-label={label} className="year-tabs__list" onKeyDown={move}>
        {years.map((year) => {
          const active = year === selected;
          return (
            <button
              key={year}
              ref={(element) => {
                if (element) tabRefs.current.set(year, element);
                else tabRefs.current.delete(year);
              }}
              type="button"
              role="tab"
              id={tabId(year)}
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              className={active ? 'year-tabs__tab year-tabs__tab--active' : 'year-tabs__tab'}
              onClick={() => onSelect(year)}
            >
              {`${year} 年`}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="year-tabs__panel">
        {children}
      </div>
    </div>
  );
}
