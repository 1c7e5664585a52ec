import type { MenuItem } from '@portal/contracts/site';
import { describe, expect, it } from 'vitest';
import { catalogue, MAP_LINK_CENTRE, pageAt } from '@portal/contracts/pages.codes';
import { DEFAULT_MENU } from './default-menu';
import { isExternalPath } from './menu-model';

/** Every item of the tree, depth first. */
const flatten = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

describe('DEFAULT_MENU', () => {
  it('has the venue types 1-4 and the map centre of spec §9', () => {
    const venue = DEFAULT_MENU.find((item) => item.title === '场馆开放')!;
    expect(venue.children!.slice(0, 4).map((c) => c.path)).toEqual(
      ([1, 2, 3, 4] as const).map((organType) => catalogue.venueSearch.href({ organType })),
    );
    expect(DEFAULT_MENU.at(-1)).toEqual({ title: '健身地图', path: catalogue.fitnessMap.href(MAP_LINK_CENTRE) });
  });

  it('links only to pages of the catalogue (a dropdown path only names its section)', () => {
    const links = flatten(DEFAULT_MENU).filter((item) => !item.children?.length && !isExternalPath(item.path));
    expect(links.length).toBeGreaterThan(20);
    for (const { path } of links) {
      expect(pageAt(new URL(path, 'http://portal.invalid').pathname), path).toBeDefined();
    }
  });
});
