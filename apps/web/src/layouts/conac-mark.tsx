/**
 * The 党政机关网站 mark (开办者标识) as our own drawing: a red seal-like badge with a gold star and the words
 * 党政机关, 36 x 44 CSS px by default. Decorative inside its link (the link carries the name), so it is
 * hidden from assistive technology. The registered image of bszs.conac.cn is not copied: the mark's meaning
 * is the link to the verification page (site-records.tsx).
 */
export function ConacMark({ width = 36 }: { width?: number }) {
  return (
    <svg
      className="conac-mark"
      width={width}
      height={Math.round((width * 44) / 36)}
      viewBox="0 0 36 44"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 4 Q2 1 5 1 H31 Q34 1 34 4 V32 Q34 36 30 38 L18 43 L6 38 Q2 36 2 32 Z" fill="#c8161d" />
      <path
        d="M4.5 5 Q4.5 3.5 6 3.5 H30 Q31.5 3.5 31.5 5 V31.5 Q31.5 34 29 35.3 L18 40 L7 35.3 Q4.5 34 4.5 31.5 Z"
        fill="none"
        stroke="#ffd666"
        strokeWidth="0.8"
      />
      <path
        d="M18 6.5 L19.6 11.2 H24.5 L20.5 14.1 L22 18.8 L18 15.9 L14 18.8 L15.5 14.1 L11.5 11.2 H16.4 Z"
        fill="#ffd666"
      />
      <text x="18" y="26.5" textAnchor="middle" fontSize="7.2" fontWeight="700" fill="#fff" fontFamily="sans-serif">
        党政
      </text>
      <text x="18" y="34" textAnchor="middle" fontSize="7.2" fontWeight="700" fill="#fff" fontFamily="sans-serif">
        机关
      </text>
    </svg>
  );
}
