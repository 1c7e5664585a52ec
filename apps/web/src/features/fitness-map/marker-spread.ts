/**
 * Keeps the map's markers from covering one another, so each stays a target of at least 24 x 24 px
 * (WCAG 2.5.8; a pin half under another is a 1 px target, as axe's target-size rule measured). Markers
 * closer than their radii allow — a venue and its events a few metres apart, a pin beside a cluster — are
 * spread evenly on a small circle around their common centre, like Leaflet.markercluster's "spiderfy",
 * keeping their order around it. Only the drawing moves, by a few tens of px: the point (and the popup)
 * stays where it is. Pure: screen positions in, offsets out; components/marker-layer.tsx applies them.
 */

export interface MarkerDisc {
  /** The marker's visual centre in layer px. */
  x: number;
  y: number;
  /** Radius (px) of the disc the marker needs free around its centre. */
  r: number;
}

export interface Offset {
  dx: number;
  dy: number;
}

/** Groups of markers (indices) that overlap directly or through others (union-find). */
function overlappingGroups(discs: readonly MarkerDisc[]): number[][] {
  const parent = discs.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  for (let i = 0; i < discs.length; i++)
    for (let j = i + 1; j < discs.length; j++) {
      const [a, b] = [discs[i]!, discs[j]!];
      // (less a rounding margin: a group already spread has its neighbours exactly that far apart)
      if (Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r - 1e-6) parent[find(i)] = find(j);
    }
  const groups = new Map<number, number[]>();
  discs.forEach((_, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), i]));
  return [...groups.values()];
}

/** Passes at most: a spread group may come to overlap a neighbour, and is then spread with it. */
const MAX_PASSES = 4;

/**
 * Offsets (px) that move every overlapping group of `discs` onto a circle around the group's centre, with
 * neighbours at least two of the group's largest radii apart, repeated while spread groups meet others (at
 * most MAX_PASSES times); lone markers get { dx: 0, dy: 0 }.
 */
export function spreadOffsets(discs: readonly MarkerDisc[]): Offset[] {
  let current = [...discs];
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const step = spreadOnce(current);
    if (step.every((offset) => offset.dx === 0 && offset.dy === 0)) break;
    current = current.map((disc, i) => ({ ...disc, x: disc.x + step[i]!.dx, y: disc.y + step[i]!.dy }));
  }
  return current.map((disc, i) => ({ dx: disc.x - discs[i]!.x, dy: disc.y - discs[i]!.y }));
}

function spreadOnce(discs: readonly MarkerDisc[]): Offset[] {
  const offsets: Offset[] = discs.map(() => ({ dx: 0, dy: 0 }));
  for (const group of overlappingGroups(discs)) {
    if (group.length < 2) continue;
    const members = group.map((i) => discs[i]!);
    const cx = members.reduce((sum, disc) => sum + disc.x, 0) / members.length;
    const cy = members.reduce((sum, disc) => sum + disc.y, 0) / members.length;
    const gap = 2 * Math.max(...members.map((disc) => disc.r));
    // Chord between neighbours = 2 R sin(pi / n) >= gap.
    const radius = gap / (2 * Math.sin(Math.PI / group.length));
    // Around the centre in their present order (markers at the very same spot: by index), from the first one's angle.
    const angleOf = (i: number) => Math.atan2(discs[i]!.y - cy, discs[i]!.x - cx);
    const ordered = [...group].sort((a, b) => angleOf(a) - angleOf(b) || a - b);
    const start = angleOf(ordered[0]!);
    ordered.forEach((i, k) => {
      const angle = start + (2 * Math.PI * k) / group.length;
      offsets[i] = { dx: cx + radius * Math.cos(angle) - discs[i]!.x, dy: cy + radius * Math.sin(angle) - discs[i]!.y };
    });
  }
  return offsets;
}
