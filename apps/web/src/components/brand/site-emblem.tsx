/**
 * The portal's own emblem (not the national emblem): a running figure on a stadium track inside a ring,
 * drawn in the theme colours (CSS variables of lib/theme.ts, with fallbacks). Decorative: the site name beside it is
 * the text, so the SVG is hidden from screen readers.
 */
export function SiteEmblem({ size = 48 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="site-emblem">
      <circle cx="32" cy="32" r="30" fill="#fff" stroke="var(--portal-ornament, #d4a017)" strokeWidth="3" />
      {/* Track: two lanes of an oval */}
      <ellipse cx="32" cy="44" rx="22" ry="8" fill="none" stroke="var(--portal-primary, #b71c1c)" strokeWidth="2.5" />
      <ellipse
        cx="32"
        cy="44"
        rx="15"
        ry="4.5"
        fill="none"
        stroke="var(--portal-primary, #b71c1c)"
        strokeWidth="1.5"
        opacity="0.7"
      />
      {/* Runner: head, torso, arms and legs in mid-stride */}
      <circle cx="36" cy="13" r="4.5" fill="var(--portal-primary, #b71c1c)" />
      <path
        d="M34 19 L29 31 M33 22 L40 26 L44 23 M32 23 L25 24 L22 28 M29 31 L36 35 L35 42 M29 31 L24 37 L18 37"
        fill="none"
        stroke="var(--portal-primary, #b71c1c)"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
