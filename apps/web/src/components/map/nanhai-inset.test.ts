/** components/map/nanhai-inset.ts: the 南海诸岛 inset drawn from the bundled base layer. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BaseLayerData } from './base-layer-data';
import { INSET_HEIGHT, INSET_WIDTH, insetPoint, nanhaiInsetSvg, viewHoldsDashedLine } from './nanhai-inset';

const base = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../public/map/china-base.json'), 'utf8'),
) as BaseLayerData;

describe('the bundled base layer', () => {
  it('holds the ten dashes of the 南海断续线, from 曾母暗沙 (3.4°N) to east of 台湾', () => {
    const dashes = base.features.filter((feature) => feature.properties.kind === 'nanhai-dash');
    expect(dashes).toHaveLength(10);
    const lats = dashes.flatMap((dash) =>
      (dash.geometry.coordinates as [number, number][][])[0]!.map(([, lat]) => lat),
    );
    expect(Math.min(...lats)).toBeLessThan(3.6);
    expect(Math.max(...lats)).toBeGreaterThan(24.5);
  });
});

describe('nanhaiInsetSvg', () => {
  it('draws the ten dashes and the land inside its frame, with its caption and a text alternative', () => {
    const svg = nanhaiInsetSvg(base.features);
    expect(svg.match(/class="fm-nanhai-dash"/g)).toHaveLength(10);
    expect(svg).toContain('aria-label="南海诸岛附图"');
    expect(svg).toContain('>南海诸岛</text>');
    expect(svg).toMatch(/class="fm-nanhai-land" d="M[\d.]/);
    expect(INSET_HEIGHT).toBeGreaterThan(INSET_WIDTH);
  });

  it('puts 曾母暗沙 near the bottom and 海南 in the upper part, as a Mercator map does', () => {
    const [, zengmu] = insetPoint([112.3, 3.5]);
    const [, hainan] = insetPoint([109.5, 19.2]);
    expect(zengmu).toBeGreaterThan(INSET_HEIGHT * 0.9);
    expect(hainan).toBeLessThan(INSET_HEIGHT * 0.35);
  });
});

describe('viewHoldsDashedLine', () => {
  it('asks for the inset when a national view cuts the line off, not when the view holds it all', () => {
    expect(viewHoldsDashedLine({ west: 72, east: 136, south: 15, north: 54 })).toBe(false);
    expect(viewHoldsDashedLine({ west: 70, east: 140, south: 0, north: 56 })).toBe(true);
  });
});
