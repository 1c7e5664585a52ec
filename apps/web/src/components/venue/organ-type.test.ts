import { ORGAN_TYPES } from '@portal/contracts/venue.codes';
import { describe, expect, it } from 'vitest';
import { organTypeName, parseOrganType, venueDetailPath } from './organ-type';

describe('organ types', () => {
  it('names the four types and nothing else', () => {
    expect(ORGAN_TYPES.map(organTypeName)).toEqual(['公共体育场', '公共体育馆', '公共游泳（跳水）馆', '全民健身中心']);
    expect(organTypeName(5)).toBe('');
  });

  it('parses 1-4 from the query and rejects anything else', () => {
    expect(parseOrganType('2')).toBe(2);
    expect(parseOrganType(' 4 ')).toBe(4);
    for (const bad of [null, undefined, '', '0', '5', '2a', '1.0', '-1', '12']) expect(parseOrganType(bad)).toBeNull();
  });
});

describe('venueDetailPath', () => {
  it('sends national fitness centres to /openFacility/detail with oldType=4', () => {
    expect(venueDetailPath({ organId: 7, organType: 4, isLarge: true })).toBe(
      '/openFacility/detail?organId=7&oldType=4',
    );
    expect(venueDetailPath({ organId: 8, organType: 4, isLarge: false })).toBe(
      '/openFacility/detail?organId=8&oldType=4',
    );
  });

  it('sends large venues to bigDetail and the others to smallDetail', () => {
    expect(venueDetailPath({ organId: 12, organType: 1, isLarge: true })).toBe('/openFacility/bigDetail?organId=12');
    expect(venueDetailPath({ organId: 13, organType: 3, isLarge: false })).toBe('/openFacility/smallDetail?organId=13');
  });
});
