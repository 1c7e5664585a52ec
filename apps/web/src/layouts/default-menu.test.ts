import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MENU } from './default-menu';

// The server's seeded menu replaces the default tabs when present (spec §2); both must be the same tree
// so nothing changes for a visitor. Read as a file: the web app never imports server code.
const seedMenu: unknown = JSON.parse(
  // vitest runs from the repository root (vitest.config.ts); jsdom gives import.meta.url an http scheme.
  readFileSync(resolve(process.cwd(), 'apps/server/src/seed/datasets/site-menu.json'), 'utf8'),
);

describe('DEFAULT_MENU', () => {
  it('equals the server seed menu (titles, paths, hidden, divided)', () => {
    expect(DEFAULT_MENU).toEqual(seedMenu);
  });

  it('has the venue types 1-4 and the map centre of spec §9', () => {
    const venue = DEFAULT_MENU.find((item) => item.title === '场馆开放')!;
    expect(venue.children!.slice(0, 4).map((c) => c.path)).toEqual(
      [1, 2, 3, 4].map((t) => `/main/openFacility?organType=${t}`),
    );
    expect(DEFAULT_MENU.at(-1)).toEqual({ title: '健身地图', path: '/fitnessMap?lng=116.42602&lat=39.88433' });
  });
});
