/** components/map/base-layer-choice.ts: which base map a runtime configuration gives. */
import { describe, expect, it } from 'vitest';
import { chooseBaseTiles, tiandituTileUrl } from './base-layer-choice';

const KEY = '0123456789abcdef0123456789abcdef';

describe('chooseBaseTiles', () => {
  it('draws 天地图 vector then annotation tiles from t0-t7 with the key, credited with the 审图号', () => {
    const tiles = chooseBaseTiles({ tiandituKey: KEY, tiandituApproval: 'GS(2025)0001号' });
    expect(tiles?.layers).toHaveLength(2);
    const [vector, annotation] = tiles!.layers;
    expect(vector!.url).toBe(
      `https://t{s}.tianditu.gov.cn/vec_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=vec&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk=${KEY}`,
    );
    expect(annotation!.url).toContain('https://t{s}.tianditu.gov.cn/cva_w/wmts?');
    expect(annotation!.url).toContain('LAYER=cva');
    expect(vector!.subdomains).toBe('01234567');
    expect(vector!.attribution).toContain('天地图');
    expect(vector!.attribution).toContain('审图号：GS(2025)0001号');
    expect(annotation!.attribution).toBe('');
  });

  it('falls back to the 审图号 of 天地图 when none is configured', () => {
    expect(chooseBaseTiles({ tiandituKey: KEY })!.layers[0]!.attribution).toContain('GS(2024)0568号');
  });

  it('prefers 天地图 over a tile service, uses the tile service alone, and else the offline layer', () => {
    const url = 'https://t{s}.tiles.example.gov.cn/{z}/{x}/{y}.png';
    expect(chooseBaseTiles({ tiandituKey: KEY, mapTileUrl: url })!.layers[0]!.url).toContain('tianditu.gov.cn');
    expect(chooseBaseTiles({ mapTileUrl: url, mapAttribution: '审图号：GS(2024)0650号' })).toEqual({
      layers: [{ url, attribution: '审图号：GS(2024)0650号' }],
    });
    expect(chooseBaseTiles({})).toBeNull();
  });

  it('fills the WMTS row, column and matrix from the Leaflet {y}, {x} and {z}', () => {
    const url = new URL(
      tiandituTileUrl('vec', KEY)
        .replace('{s}', '3')
        .replace('{z}', '12')
        .replace('{x}', '3372')
        .replace('{y}', '1552'),
    );
    expect(url.host).toBe('t3.tianditu.gov.cn');
    expect(url.searchParams.get('TILEMATRIX')).toBe('12');
    expect(url.searchParams.get('TILECOL')).toBe('3372');
    expect(url.searchParams.get('TILEROW')).toBe('1552');
  });
});
