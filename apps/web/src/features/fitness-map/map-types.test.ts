// The map types' query value and checks (spec §3: 1-4 venue types, 5 events, 6 venues and equipment).
import { MAP_TYPES } from '@portal/contracts/fitness-map.codes';
import { describe, expect, it } from 'vitest';
import { isMapType, typesParam } from './map-types';
import { MAP_TYPE_GLYPHS, clusterHtml, clusterName, pointHtml } from './marker-icons';

describe('map types', () => {
  it('write the types parameter: none for all, sorted codes otherwise', () => {
    expect(typesParam(MAP_TYPES)).toBeUndefined();
    expect(typesParam([6, 2, 2, 5])).toBe('2,5,6');
    expect(typesParam([])).toBe('');
    expect(isMapType(7)).toBe(false);
    expect(isMapType(1.5)).toBe(false);
  });
});

describe('marker icons', () => {
  it('give every marker a spoken name and a distinct glyph per type', () => {
    expect(new Set(Object.values(MAP_TYPE_GLYPHS)).size).toBe(6);
    expect(clusterName(12345)).toBe('12,345 个点位，按回车键放大查看');
    expect(clusterHtml(12345)).toContain('aria-hidden="true">1.2万<');
    expect(clusterHtml(12345)).toContain('<span class="fm-sr">12,345 个点位');
    expect(pointHtml(5)).toContain('>赛<');
    expect(pointHtml(5)).toContain('赛事活动，按回车键查看详情');
  });
});
