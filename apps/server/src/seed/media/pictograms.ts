/**
 * Simple sport pictograms drawn by the project for seeded images: white strokes on a 100 × 100 grid,
 * placed by the caller with a transform. Each returns SVG markup (no scripts, no external references).
 */
export type PictogramName =
  'runner' | 'swimmer' | 'football' | 'basketball' | 'stadium' | 'cyclist' | 'park' | 'skater';

/** Presentation attributes of a white stroke `width` units wide. */
const stroke = (width = 6) =>
  `fill="none" stroke="#ffffff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
const STROKE = stroke();

const DRAWINGS: Record<PictogramName, string> = {
  runner: `<circle cx="62" cy="16" r="8" fill="#ffffff"/>
    <path ${STROKE} d="M56 30 L46 58 M54 36 L70 46 L80 38 M54 36 L40 42 L32 34 M46 58 L62 70 L60 90 M46 58 L36 76 L20 80"/>`,
  swimmer: `<circle cx="30" cy="42" r="8" fill="#ffffff"/>
    <path ${STROKE} d="M38 52 Q60 24 84 40 M38 56 L80 60"/>
    <path ${stroke(4)} d="M4 76 q10 -8 20 0 t20 0 t20 0 t20 0 t16 0 M4 90 q10 -8 20 0 t20 0 t20 0 t20 0 t16 0"/>`,
  football: `<circle ${STROKE} cx="50" cy="50" r="38"/>
    <path ${stroke(4)} d="M50 34 L65 45 L59 62 L41 62 L35 45 Z M50 34 L50 13 M65 45 L84 39 M59 62 L71 80 M41 62 L29 80 M35 45 L16 39"/>`,
  basketball: `<circle ${STROKE} cx="50" cy="50" r="38"/>
    <path ${stroke(4)} d="M12 50 L88 50 M50 12 L50 88 M24 22 Q42 50 24 78 M76 22 Q58 50 76 78"/>`,
  stadium: `<ellipse ${STROKE} cx="50" cy="60" rx="44" ry="24"/>
    <ellipse ${stroke(4)} cx="50" cy="60" rx="28" ry="13"/>
    <path ${stroke(4)} d="M8 50 Q50 8 92 50 M22 36 L22 26 M50 26 L50 14 M78 36 L78 26"/>`,
  cyclist: `<circle ${STROKE} cx="24" cy="70" r="16"/><circle ${STROKE} cx="76" cy="70" r="16"/>
    <path ${stroke(5)} d="M24 70 L44 46 L68 46 L76 70 M44 46 L52 70 L24 70 M66 40 L72 40"/>
    <circle cx="60" cy="16" r="7" fill="#ffffff"/><path ${STROKE} d="M58 25 L48 44 M57 30 L68 40"/>`,
  park: `<circle cx="30" cy="34" r="18" fill="#ffffff" fill-opacity="0.9"/><path ${STROKE} d="M30 52 L30 78"/>
    <circle cx="70" cy="42" r="13" fill="#ffffff" fill-opacity="0.75"/><path ${STROKE} d="M70 55 L70 78"/>
    <path ${stroke(4)} d="M4 90 Q40 74 60 86 T96 82"/>`,
  skater: `<circle cx="58" cy="14" r="8" fill="#ffffff"/>
    <path ${STROKE} d="M54 26 L44 52 M52 32 L72 28 M50 34 L30 44 M44 52 L64 66 L58 84 M44 52 L26 68"/>
    <path ${stroke(4)} d="M48 88 L72 88 M16 74 L34 66"/>`,
};

/** The pictogram `name`, scaled by `size / 100` and moved to (x, y). */
export function pictogram(name: PictogramName, x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})" aria-hidden="true">${DRAWINGS[name]}</g>`;
}
