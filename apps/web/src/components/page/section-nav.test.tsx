/**
 * The shared section navigation: a named landmark with the entries' links in order, the current page
 * marked aria-current="page" and no other.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionNav, type SectionNavEntry } from './section-nav';

const page = (path: string) => ({ path, href: () => path });
const ENTRIES: SectionNavEntry[] = [
  { label: '首页', entry: page('/section/index') },
  { label: '列表', entry: page('/section/list') },
];

afterEach(cleanup);

describe('SectionNav', () => {
  it('lists the entries in a named navigation and marks the page being shown', () => {
    render(
      <MemoryRouter initialEntries={['/section/list?pageNum=2']}>
        <SectionNav entries={ENTRIES} label="栏目导航" className="test-nav" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '栏目导航' });
    expect(nav.className).toBe('test-nav');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['首页', '/section/index'],
      ['列表', '/section/list'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page']);
  });
});
