/**
 * Place names on the offline base layer as the map is zoomed (docs/decisions/base-map.md "Base map"): which kinds
 * show at a zoom, and which of them fit without overlapping. Pure (container pixels in, labels out), so the
 * rule is tested without Leaflet; ./label-layer.ts draws the result.
 *
 * - Provinces at national zooms (3-7), cities from zoom 6, counties from zoom 9 (LABEL_ZOOMS).
 * - Placement is greedy by rank — provinces, then cities, then counties, each in the order given (the data
 *   lists capitals and urban districts first) — and a label whose box would overlap one already placed, or
 *   leave the map, is dropped; so names never overlap however dense the area.
 */

export type LabelKind = 'province' | 'city' | 'county';

/** Zooms (inclusive) at which each kind of label shows. */
export const LABEL_ZOOMS: Readonly<Record<LabelKind, readonly [number, number]>> = {
  province: [3, 7],
  city: [6, 18],
  county: [9, 18],
};

/** Kinds by rank: earlier kinds are placed first and win a collision. */
const RANK: readonly LabelKind[] = ['province', 'city', 'county'];

/** Type size (px) of each kind, as base-layer.css draws it. */
export const LABEL_FONT_PX: Readonly<Record<LabelKind, number>> = { province: 13, city: 12, county: 12 };

/** Gap (px) kept around every label so that neighbours stay readable. */
const MARGIN = 3;

/** The kinds of label shown at `zoom`, by rank. */
export function labelKindsAt(zoom: number): LabelKind[] {
  return RANK.filter((kind) => zoom >= LABEL_ZOOMS[kind][0] && zoom <= LABEL_ZOOMS[kind][1]);
}

export interface LabelCandidate {
  kind: LabelKind;
  name: string;
  /** The place's position in the map container, px from its top-left corner. */
  x: number;
  y: number;
}

export interface LabelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The box a label covers (px): a province name centred on its point; a city or county name centred below
 * its dot (the dot's 4 px radius included). Width assumes one em per character (Chinese names).
 */
export function labelBox({ kind, name, x, y }: LabelCandidate): LabelBox {
  const size = LABEL_FONT_PX[kind];
  const width = [...name].length * size;
  const height = size * 1.3;
  if (kind === 'province')
    return { left: x - width / 2, top: y - height / 2, right: x + width / 2, bottom: y + height / 2 };
  return {
    left: Math.min(x - width / 2, x - 4),
    top: y - 4,
    right: Math.max(x + width / 2, x + 4),
    bottom: y + 5 + height,
  };
}

const overlaps = (a: LabelBox, b: LabelBox) =>
  a.left - MARGIN < b.right && b.left - MARGIN < a.right && a.top - MARGIN < b.bottom && b.top - MARGIN < a.bottom;

/**
 * The candidates to draw in a `width` x `height` px map at `zoom`: kinds shown at that zoom only, whole
 * inside the map, none overlapping another (see the module comment). Keeps the input's order within a kind.
 */
export function placeLabels(
  candidates: readonly LabelCandidate[],
  zoom: number,
  width: number,
  height: number,
): LabelCandidate[] {
  const placed: { label: LabelCandidate; box: LabelBox }[] = [];
  for (const kind of labelKindsAt(zoom)) {
    for (const label of candidates) {
      if (label.kind !== kind) continue;
      const box = labelBox(label);
      if (box.left < 0 || box.top < 0 || box.right > width || box.bottom > height) continue;
      if (placed.some((other) => overlaps(box, other.box))) continue;
      placed.push({ label, box });
    }
  }
  return placed.map(({ label }) => label);
}
