/**
 * Building blocks of a filter bar (games, training, evaluation): a labelled field wrapper and a keyword
 * search form. Every control has a visible <label>; the keyword applies on submit (button or Enter).
 * Layout: the content lists' filter bar (components/list-page/list-page.css: wraps, one field per row
 * below 576 px) plus filter-fields.css for what these bars add (wide fields, pickers, status buttons).
 */
import { Button, Input } from 'antd';
import { useState, type FormEvent, type ReactNode } from 'react';
import '../list-page/list-page.css';
import './filter-fields.css';

/** The bar around the fields. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="list-filters filter-bar">{children}</div>;
}

/** A visible label tied to its control by `htmlFor` (the control must carry `id`). */
export function FilterField({
  id,
  label,
  children,
  wide = false,
}: {
  id: string;
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div
      className={
        wide ? 'list-filters-field filter-bar-field filter-bar-field-wide' : 'list-filters-field filter-bar-field'
      }
    >
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export interface KeywordSearchProps {
  id: string;
  /** The URL's keyword; give the component `key={initial}` so it restarts when the URL changes. */
  initial: string;
  placeholder: string;
  /** Name of the search landmark, e.g. '搜索赛事活动'. */
  label: string;
  onSearch: (keyword: string) => void;
}

/** Keyword box (at most 50 characters, the server's limit) with a 搜索 button, as a search landmark. */
export function KeywordSearch({ id, initial, placeholder, label, onSearch }: KeywordSearchProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="list-filters-keyword" role="search" aria-label={label} onSubmit={submit}>
      <label htmlFor={id}>关键词</label>
      <div className="list-filters-keyword-row">
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={50}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          allowClear
        />
        <Button type="primary" htmlType="submit">
          搜索
        </Button>
      </div>
    </form>
  );
}
