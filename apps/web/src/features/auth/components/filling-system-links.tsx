/**
 * Entries of the five external filling systems (spec §2 Header, §6), given to the main layout as its
 * `fillingSystems` slot by app/router.tsx: names and addresses from
 * GET /api/data/paramConf/fillingSystems. Each entry is a real link to the system's plain address in a
 * new window (what an anonymous visitor gets); for a logged-in user the click is taken over and goes
 * through the session check and single sign-on (useOpenFillingSystem) instead.
 *
 * In the compact header (phones, elder mode: layouts/site-header.css `.site-header--compact`) the five
 * entries fold behind one 机构入口 button (aria-expanded; Escape closes and returns focus to it), so they stay
 * reachable by keyboard without filling the visitor's first screen (docs/decisions/public-experience.md §1). On wider screens the
 * button is hidden and the entries show as before.
 */
import type { FillingSystem } from '@portal/contracts/site';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ExternalLink } from '../../../components/page/external-link';
import { isHttpUrl } from '../../../lib/http-url';
import { getLoggedInUser } from '../../../lib/login-state';
import { fillingSystemsQuery } from '../api';
import { useOpenFillingSystem } from '../hooks/use-open-filling-system';

export function FillingSystemLinks() {
  const { data: systems, isPending, isError } = useQuery(fillingSystemsQuery);
  const open = useOpenFillingSystem();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    setExpanded(false);
    toggleRef.current?.focus();
  };

  const onClick = (system: FillingSystem) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, download) keep the plain link; a logged-in plain click uses single sign-on.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (!getLoggedInUser()) return;
    event.preventDefault();
    open(system);
  };

  return (
    <nav
      className={expanded ? 'filling-systems filling-systems--open' : 'filling-systems'}
      aria-label="填报系统"
      onKeyDown={closeOnEscape}
    >
      <button
        ref={toggleRef}
        type="button"
        className="filling-systems__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        机构入口
      </button>
      {isPending && <span className="filling-systems__state">填报系统加载中…</span>}
      {isError && <span className="filling-systems__state">填报系统暂不可用</span>}
      {systems && systems.length > 0 && (
        <ul className="filling-systems__list" id={listId}>
          {systems
            .filter((system) => isHttpUrl(system.url))
            .map((system) => (
              <li key={system.appId}>
                <ExternalLink className="filling-systems__entry" href={system.url} onClick={onClick(system)}>
                  {system.name}
                </ExternalLink>
              </li>
            ))}
        </ul>
      )}
    </nav>
  );
}
