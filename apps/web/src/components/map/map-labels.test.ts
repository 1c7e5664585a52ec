/** components/map/map-labels.ts: which place names show at a zoom, and that they never overlap. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelBox, labelKindsAt, placeLabels, type LabelCandidate, type LabelKind } from './map-labels';

describe('labelKindsAt', () => {
  it('names provinces at national zoom, cities from zoom 6 and counties from zoom 9', () => {
    expect(labelKindsAt(3)).toEqual(['province']);
    expect(labelKindsAt(4)).toEqual(['province']);
    expect(labelKindsAt(5)).toEqual(['province']);
    expect(labelKindsAt(6)).toEqual(['province', 'city']);
    expect(labelKindsAt(7)).toEqual(['province', 'city']);
    expect(labelKindsAt(8)).toEqual(['city']);
    expect(labelKindsAt(9)).toEqual(['city', 'county']);
    expect(labelKindsAt(18)).toEqual(['city', 'county']);
  });
});

describe('placeLabels', () => {
  const at = (kind: LabelKind, name: string, x: number, y: number): LabelCandidate => ({ kind, name, x, y });

  it('draws only the kinds of the zoom, inside the map', () => {
    const candidates = [
      at('province', '广东', 100, 100),
      at('city', '广州市', 300, 300),
      at('county', '越秀区', 500, 500),
    ];
    expect(placeLabels(candidates, 4, 800, 600).map((label) => label.name)).toEqual(['广东']);
    expect(placeLabels(candidates, 9, 800, 600).map((label) => label.name)).toEqual(['广州市', '越秀区']);
    expect(placeLabels([at('city', '广州市', 799, 300)], 9, 800, 600)).toEqual([]);
  });

  it('lets a city win over a county at the same place, and the first of two close counties win', () => {
    const placed = placeLabels(
      [
        at('county', '越秀区', 200, 200),
        at('city', '广州市', 205, 202),
        at('county', '荔湾区', 400, 200),
        at('county', '海珠区', 410, 205),
      ],
      10,
      800,
      600,
    );
    expect(placed.map((label) => label.name)).toEqual(['广州市', '荔湾区']);
  });

  it('never places two overlapping labels, whatever the candidates', () => {
    const kinds: LabelKind[] = ['province', 'city', 'county'];
    const candidate = fc.record({
      kind: fc.constantFrom(...kinds),
      name: fc.constantFrom('东城区', '西城区', '朝阳区', '海淀区', '北京', '石家庄市', '乌鲁木齐市'),
      x: fc.integer({ min: 0, max: 800 }),
      y: fc.integer({ min: 0, max: 600 }),
    });
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 60 }), fc.integer({ min: 3, max: 18 }), (candidates, zoom) => {
        const boxes = placeLabels(candidates, zoom, 800, 600).map(labelBox);
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) {
            const [a, b] = [boxes[i]!, boxes[j]!];
            expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false);
          }
      }),
    );
  });
});
