import { illustration } from '../blocks/blocks.css.ts';
import { INK } from './palette.ts';

/** A phone taking an order at the table, with a card payment on its way. */
export function HandheldIllustration({ label }: { label: string }) {
  return (
    <svg
      className={illustration}
      role="img"
      aria-label={label}
      width="560"
      height="420"
      viewBox="0 0 560 420"
    >
      <circle cx="280" cy="210" r="190" fill={INK.brandSoft} />
      <ellipse cx="280" cy="360" rx="210" ry="34" fill={INK.line} />
      <rect x="190" y="30" width="180" height="340" rx="28" fill={INK.slate} />
      <rect x="204" y="56" width="152" height="290" rx="10" fill={INK.paper} />
      <rect x="262" y="40" width="36" height="6" rx="3" fill={INK.slateMid} />
      <rect x="216" y="70" width="60" height="22" rx="11" fill={INK.brand} />
      <rect x="284" y="70" width="60" height="22" rx="11" fill={INK.mist} />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <rect
            x="216"
            y={108 + i * 34}
            width="26"
            height="26"
            rx="6"
            fill={i % 2 ? INK.brandMid : INK.brandSoft}
          />
          <rect x="250" y={112 + i * 34} width={i % 2 ? 60 : 78} height="7" rx="3" fill={INK.slateMid} />
          <rect x="250" y={124 + i * 34} width="40" height="6" rx="3" fill={INK.line} />
          <rect x="330" y={114 + i * 34} width="16" height="14" rx="4" fill={INK.mist} />
        </g>
      ))}
      <rect x="216" y="290" width="128" height="40" rx="10" fill={INK.brand} />
      <rect x="244" y="306" width="72" height="8" rx="4" fill={INK.paper} />
      {/* card */}
      <g transform="rotate(-12 440 250)">
        <rect x="384" y="210" width="120" height="78" rx="10" fill={INK.brandDark} />
        <rect x="384" y="228" width="120" height="14" fill={INK.slate} />
        <rect x="398" y="258" width="30" height="18" rx="3" fill={INK.yellow} />
      </g>
      <path
        d="M372 206c14-12 14-32 0-44M386 218c24-20 24-56 0-76"
        fill="none"
        stroke={INK.brand}
        strokeWidth="4"
        strokeLinecap="round"
      />
      {/* ticket to the kitchen */}
      <rect
        x="60"
        y="120"
        width="100"
        height="128"
        rx="8"
        fill={INK.paper}
        stroke={INK.line}
        strokeWidth="2"
      />
      <rect x="60" y="120" width="100" height="20" rx="8" fill={INK.green} />
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x="72" y={154 + i * 20} width={i % 2 ? 56 : 74} height="7" rx="3" fill={INK.line} />
      ))}
    </svg>
  );
}
