/**
 * Building blocks every content page uses: the 1200 px page frame, a white panel, the page's
 * single h1 and a visually-hidden wrapper. Import './page.css' once through these components.
 */
import type { ReactNode } from 'react';
import { usePageName } from '../../lib/page-name';
import './page.css';

/** Outer frame of a content page: centred, at most 1200 px wide, 16 px body text. */
export function ContentPage({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `content-page ${className}` : 'content-page'}>{children}</div>;
}

/** A white content panel; `as` picks the landmark-ish element (section, aside, article, div). */
export function ContentPanel({
  children,
  as: Element = 'section',
  className,
  labelledBy,
  label,
}: {
  children: ReactNode;
  as?: 'section' | 'aside' | 'article' | 'div';
  className?: string;
  /** id of the heading naming this panel (a named section is a region landmark). */
  labelledBy?: string;
  /** Accessible name when the panel has no visible heading. */
  label?: string;
}) {
  return (
    <Element
      className={className ? `content-panel ${className}` : 'content-panel'}
      aria-labelledby={labelledBy}
      aria-label={label}
    >
      {children}
    </Element>
  );
}

/**
 * The page's one h1 (spec: one h1 per page); `hidden` keeps it for screen readers only. Plain-text
 * children also name the document title (lib/page-name).
 */
export function PageTitle({ children, hidden = false, id }: { children: ReactNode; hidden?: boolean; id?: string }) {
  usePageName(typeof children === 'string' ? children : null);
  return (
    <h1 id={id} className={hidden ? 'visually-hidden' : 'page-title'}>
      {children}
    </h1>
  );
}

/** Text read by screen readers but not shown. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
