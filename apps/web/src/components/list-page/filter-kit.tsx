/**
 * The filter-bar kit (docs/decisions/web-conventions.md "Filter bars"): the bar around a list's filter fields
 * (FilterField, KeywordSearch, AreaCascader, ChoiceButtons, YearFilter, DateRangeField) plus 清空条件, driven
 * by the page's URL spec (lib/url-state.ts). The spec decides what narrows the list (`isNarrowed`: every
 * field but paging, `keepPage` and `notFilters`) and what clearing sets (`clearNarrowing`: each narrowing
 * field's default), so no section writes its own "has filters" test or its own reset object. `except` names
 * a filter the page fixes itself (a facility page's own kind). `onChange` receives only what changed.
 */
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { clearNarrowing, isNarrowed, type UrlStateSpec } from '../../lib/url-state';
import { FilterBar } from './filter-fields';

export interface FilterKitProps<S extends object> {
  spec: UrlStateSpec<S>;
  state: S;
  onChange: (change: Partial<S>) => void;
  except?: readonly (keyof S)[];
  children: ReactNode;
}

/** The bar, its fields (children) and 清空条件 while the list is narrowed (module comment). */
export function FilterKit<S extends object>({ spec, state, onChange, except, children }: FilterKitProps<S>) {
  return (
    <FilterBar>
      {children}
      {isNarrowed(spec, state, except) && (
        <Button className="filter-bar-reset" onClick={() => onChange(clearNarrowing(spec, except))}>
          清空条件
        </Button>
      )}
    </FilterBar>
  );
}
