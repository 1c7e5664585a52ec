/**
 * Renders CMS rich text (article bodies). The server already sanitizes `contentHtml` (sanitize-html);
 * this second DOMPurify pass is defence in depth and also adapts the HTML to the page:
 * - no scripts, event handlers, forms, <style> or inline styles (layout comes from our CSS, and a fixed
 *   inline width would break the 375 px view);
 * - a body <h1> becomes <h2>: the page's title is its only h1;
 * - images load lazily and always carry an alt attribute, except the first: it is often the page's
 *   largest paint, so it loads at once with high priority (a lazy image waits for layout);
 * - links opening a new window get rel="noopener noreferrer".
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './article-detail.css';

/** A private DOMPurify instance so the hooks below never affect other users of the library. */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG') {
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
  if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Sanitize CMS HTML for display (see the module comment for what changes). Pure apart from the DOM. */
export function sanitizeRichText(html: string): string {
  const fragment = purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    RETURN_DOM_FRAGMENT: true,
  });
  const first = fragment.querySelector('img');
  if (first) {
    first.setAttribute('loading', 'eager');
    first.setAttribute('fetchpriority', 'high');
  }
  for (const heading of Array.from(fragment.querySelectorAll('h1'))) {
    const replacement = document.createElement('h2');
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/** The sanitized body in a `.rich-text` block (16 px, line height 1.8). */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
