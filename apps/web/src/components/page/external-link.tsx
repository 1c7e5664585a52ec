/**
 * A link that opens in a new window (spec §2: external http links open in a new window), without
 * giving the new page access to this one (rel noopener noreferrer), and telling screen-reader users
 * that a window will open.
 */
import type { MouseEventHandler, ReactNode } from 'react';
import { VisuallyHidden } from './content-page';

export const NEW_WINDOW_HINT = '（新窗口打开）';

export function ExternalLink({
  href,
  children,
  className,
  onClick,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
      {children}
      <VisuallyHidden>{NEW_WINDOW_HINT}</VisuallyHidden>
    </a>
  );
}
