/**
 * The header's site search box (站内搜索, on every page): a labelled search landmark with a text box and a
 * 搜索 button, plain HTML (the header stays free of antd: home page JS budget, docs/ARCHITECTURE.md). Enter
 * or the button opens the results page (catalogue.siteSearch) with the trimmed query; an empty query stays
 * on the page and says why. On the results page the box shows the query being viewed.
 */
import { SITE_SEARCH_Q_MAX_LENGTH } from '@portal/contracts/site-search.codes';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';
import './site-search-box.css';

export function SiteSearchBox() {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const onResults = location.pathname === catalogue.siteSearch.path;
  const viewed = onResults ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [text, setText] = useState(viewed);
  const [shownQuery, setShownQuery] = useState(viewed);
  const [empty, setEmpty] = useState(false);
  // Follow the results page's query when it changes there (back/forward, the page's own box).
  if (viewed !== shownQuery) {
    setShownQuery(viewed);
    if (onResults) setText(viewed);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setEmpty(q === '');
    if (q) void navigate(catalogue.siteSearch.href({ q }));
  };

  return (
    <form className="site-search-box" role="search" aria-label="站内搜索" onSubmit={submit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        搜索全站内容
      </label>
      <input
        id={id}
        type="search"
        name="q"
        className="site-search-box__input"
        value={text}
        maxLength={SITE_SEARCH_Q_MAX_LENGTH}
        placeholder="搜索新闻、政策、场馆、赛事…"
        autoComplete="off"
        enterKeyHint="search"
        aria-invalid={empty || undefined}
        aria-describedby={empty ? `${id}-hint` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (empty) setEmpty(false);
        }}
      />
      <button type="submit" className="site-search-box__button">
        搜索
      </button>
      {empty && (
        <span id={`${id}-hint`} className="site-search-box__hint" role="alert">
          请输入要搜索的内容
        </span>
      )}
    </form>
  );
}
