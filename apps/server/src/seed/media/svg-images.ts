/**
 * SVG images made by the project for the seed: news/case covers (480 × 300) and home banners
 * (1200 × 400). A diagonal gradient, a sport pictogram and a Chinese caption; `<title>` and
 * `aria-label` carry the caption for assistive technology. Output is plain SVG text without scripts
 * or external references, so it is safe to serve as image/svg+xml.
 */
import { pictogram, type PictogramName } from './pictograms.js';

/** Gradient colour pairs (dark enough that white text keeps a contrast ratio above 4.5:1). */
export const PALETTES: readonly [string, string][] = [
  ['#0b5394', '#1c7ed6'],
  ['#0f5e3c', '#2b8a3e'],
  ['#8a1c1c', '#c92a2a'],
  ['#4a2a7a', '#6741d9'],
  ['#7a4100', '#b35c00'],
  ['#0b5e6b', '#0c8599'],
  ['#1f3a5f', '#364fc7'],
  ['#5c2d0e', '#a0401c'],
];

const FONT = `font-family="'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif"`;

/** Escapes text for SVG character data and attribute values. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function gradient(id: string, [from, to]: [string, string]): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

export interface CoverSpec {
  caption: string;
  subtitle: string;
  pictogram: PictogramName;
  palette: number;
}

/** A 480 × 300 cover: pictogram on the right, caption and subtitle on the left. */
export function coverSvg(spec: CoverSpec): string {
  const colours = PALETTES[spec.palette % PALETTES.length] as [string, string];
  const caption = escapeXml(spec.caption);
  // Long captions shrink so they end before the pictogram (x = 280): about 240 px for the text.
  const captionSize = Math.min(40, Math.floor(240 / [...spec.caption].length));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300" role="img" aria-label="${caption}">
  <title>${caption}</title>${gradient('g', colours)}
  <rect width="480" height="300" fill="url(#g)"/>
  <circle cx="400" cy="40" r="120" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="440" cy="280" r="90" fill="#ffffff" fill-opacity="0.06"/>
  ${pictogram(spec.pictogram, 280, 70, 160)}
  <text x="32" y="150" fill="#ffffff" font-size="${captionSize}" font-weight="700" ${FONT}>${caption}</text>
  <rect x="32" y="170" width="56" height="4" fill="#ffffff" fill-opacity="0.85"/>
  <text x="32" y="208" fill="#ffffff" font-size="18" ${FONT}>${escapeXml(spec.subtitle)}</text>
</svg>
`;
}

export interface BannerSpec {
  title: string;
  subtitle: string;
  pictograms: PictogramName[];
  palette: number;
}

/** A 1200 × 400 home banner: title and subtitle on the left, a row of pictograms on the right. */
export function bannerSvg(spec: BannerSpec): string {
  const colours = PALETTES[spec.palette % PALETTES.length] as [string, string];
  const title = escapeXml(spec.title);
  const figures = spec.pictograms
    .map((name, i) => pictogram(name, 700 + i * 160, 120 + (i % 2) * 40, 140))
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${title}">
  <title>${title}</title>${gradient('b', colours)}
  <rect width="1200" height="400" fill="url(#b)"/>
  <path d="M0 330 Q300 270 600 320 T1200 300 L1200 400 L0 400 Z" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="1080" cy="60" r="160" fill="#ffffff" fill-opacity="0.06"/>
  ${figures}
  <text x="80" y="190" fill="#ffffff" font-size="60" font-weight="700" ${FONT}>${title}</text>
  <rect x="80" y="218" width="96" height="6" fill="#ffffff" fill-opacity="0.85"/>
  <text x="80" y="272" fill="#ffffff" font-size="28" ${FONT}>${escapeXml(spec.subtitle)}</text>
</svg>
`;
}
