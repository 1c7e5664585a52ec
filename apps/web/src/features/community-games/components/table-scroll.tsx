/**
 * A horizontally scrollable box around a wide table (narrow screens): a named region in the Tab order,
 * so keyboard users can scroll it too (axe scrollable-region-focusable).
 */
import type { ReactNode } from 'react';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="games-table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
