/**
 * A wide block (a table) that scrolls sideways inside the page instead of widening it: at 375 px and at
 * 200 % text the page keeps its width (WCAG 1.4.10 Reflow) and the block scrolls in a region that is named
 * (`label`) and takes keyboard focus, so keyboard users can scroll it too (axe scrollable-region-focusable).
 * docs/decisions/web-conventions.md "Wide tables".
 */
import type { ReactNode } from 'react';
import './scroll-region.css';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="scroll-region" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
