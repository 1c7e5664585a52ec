/**
 * A section's own navigation (the spec's tab menu has no items below a section): a <nav> landmark named
 * by `label`, one link per entry in the given order, the page being shown marked aria-current="page".
 * Used by the facility and community-games sections, each with its own entries, name and CSS class.
 */
import { Link, useLocation } from 'react-router';

/** One link of a section navigation: its text, and the page it opens (a catalogue entry fits). */
export interface SectionNavEntry {
  label: string;
  entry: {
    /** Compared with the current pathname to mark the current page. */
    readonly path: string;
    /** The link's target (the page without a query). */
    readonly href: () => string;
  };
}

/**
 * Renders `entries` as a list of links inside <nav aria-label={label} className={className}>; the entry
 * whose `path` equals the current location's pathname gets aria-current="page". Needs a router above it.
 */
export function SectionNav({
  entries,
  label,
  className,
}: {
  entries: readonly SectionNavEntry[];
  /** The landmark's accessible name, e.g. '健身设施类别' (screen readers list the page's navigations by it). */
  label: string;
  /** The section's stylesheet class(es) for the <nav>, e.g. 'facility-nav'. */
  className: string;
}) {
  const { pathname } = useLocation();
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {entries.map(({ entry, label: text }) => (
          <li key={entry.path}>
            <Link to={entry.href()} aria-current={pathname === entry.path ? 'page' : undefined}>
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
