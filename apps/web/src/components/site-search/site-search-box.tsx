/**
 * The header's site search box (站内搜索, on every page): a labelled search landmark with a text box and a 搜索 button, plain
 * HTML (the header stays free of antd: home page JS budget, docs/decisions/web-conventions.md). Enter or the button
 * opens the results page (catalogue.siteSearch) with the trimmed query; an empty query stays on the page and says why.
 * On the results page the box shows the query being viewed.
 *
 * Suggestions as the visitor types (docs/decisions/site-search.md; ./use-suggestions.ts): the text box is an ARIA 1.2
 * combobox with a listbox popup (WAI-ARIA Authoring Practices "Combobox with list autocomplete"): ↓/↑ move
 * the active option (aria-activedescendant; focus stays in the box), Enter opens the active option's page
 * (else searches the text), Escape closes the list (a second Escape clears the text), a click or tap opens
 * an option; a polite live region says how many suggestions there are.
 */
import { SITE_SEARCH_KIND_NAMES, SITE_SEARCH_Q_MAX_LENGTH } from '@portal/contracts/site-search.codes';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';
import { HighlightedText } from './highlighted-text';
import { RESULT_LINK } from './result-links';
import { useSuggestions } from './use-suggestions';
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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(open ? text : '');
  const options = suggestions.list;
  const expanded = open && options.length > 0;
  // Follow the results page's query when it changes there (back/forward, the page's own box).
  if (viewed !== shownQuery) {
    setShownQuery(viewed);
    if (onResults) setText(viewed);
  }

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? options[active] : undefined;
    close();
    if (chosen) {
      void navigate(RESULT_LINK[chosen.kind](chosen));
      return;
    }
    const q = text.trim();
    setEmpty(q === '');
    if (q) void navigate(catalogue.siteSearch.href({ q }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) setOpen(true);
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text box itself: ↓ from the last option (or ↑ from the first) returns to it.
      const slots = options.length + 1;
      setActive((current) => ((current + 1 + step + slots) % slots) - 1);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (text !== '') {
        event.preventDefault();
        setText('');
      }
    }
  };

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const activeOption = expanded && active >= 0 && active < options.length ? active : -1;

  return (
    <form className="site-search-box" role="search" aria-label="站内搜索" onSubmit={submit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        搜索全站内容
      </label>
      <input
        id={id}
        type="search"
        role="combobox"
        name="q"
        className="site-search-box__input"
        value={text}
        maxLength={SITE_SEARCH_Q_MAX_LENGTH}
        placeholder="搜索场馆、运动项目、政策、赛事…"
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption >= 0 ? optionId(activeOption) : undefined}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? `${id}-hint` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (empty) setEmpty(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <button type="submit" className="site-search-box__button">
        搜索
      </button>
      <ul id={listId} role="listbox" aria-label="搜索建议" className="site-search-box__list" hidden={!expanded}>
        {expanded &&
          options.map((option, i) => (
            <li
              key={`${option.kind}-${option.id}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeOption}
              className="site-search-box__option"
              // mousedown, not click: the box's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                close();
                void navigate(RESULT_LINK[option.kind](option));
              }}
            >
              <span className="site-search-box__option-title">
                <HighlightedText text={option.title} ranges={option.titleRanges} />
              </span>
              <span className="site-search-box__option-kind">{SITE_SEARCH_KIND_NAMES[option.kind]}</span>
            </li>
          ))}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {expanded ? `${options.length} 条搜索建议，按上下方向键选择` : ''}
      </span>
      {empty && (
        <span id={`${id}-hint`} className="site-search-box__hint" role="alert">
          请输入要搜索的内容
        </span>
      )}
    </form>
  );
}
