import { illustration } from '../blocks/blocks.css.ts';
import { INK } from './palette.ts';

/** A till, a handheld and a kitchen screen showing the same order. */
export function HomeIllustration({ label }: { label: string }) {
  return (
    <svg
      className={illustration}
      role="img"
      aria-label={label}
      width="560"
      height="420"
      viewBox="0 0 560 420"
    >
      <circle cx="300" cy="210" r="190" fill={INK.brandSoft} />
      {/* kitchen screen */}
      <rect x="318" y="38" width="214" height="138" rx="12" fill={INK.slate} />
      <rect x="330" y="50" width="190" height="114" rx="6" fill={INK.slateMid} />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${338 + i * 62} 58)`}>
          <rect width="54" height="98" rx="4" fill={INK.paper} />
          <rect width="54" height="14" rx="4" fill={[INK.green, INK.yellow, INK.red][i]} />
          <rect x="6" y="22" width="40" height="5" rx="2" fill={INK.line} />
          <rect x="6" y="33" width="30" height="5" rx="2" fill={INK.line} />
          <rect x="6" y="44" width="36" height="5" rx="2" fill={INK.line} />
          <rect x="6" y="55" width="24" height="5" rx="2" fill={INK.line} />
        </g>
      ))}
      <rect x="415" y="176" width="20" height="26" fill={INK.slateMid} />
      <rect x="392" y="200" width="66" height="8" rx="4" fill={INK.slate} />
      {/* till */}
      <rect x="70" y="130" width="320" height="220" rx="16" fill={INK.slate} />
      <rect x="84" y="144" width="292" height="192" rx="8" fill={INK.paper} />
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={96 + col * 44}
            y={158 + row * 50}
            width="38"
            height="42"
            rx="6"
            fill={(row + col) % 3 === 0 ? INK.brand : (row + col) % 3 === 1 ? INK.brandMid : INK.brandSoft}
          />
        )),
      )}
      <rect x="280" y="156" width="84" height="168" rx="6" fill={INK.mist} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x="288" y={168 + i * 22} width="44" height="6" rx="3" fill={INK.line} />
          <rect x="340" y={168 + i * 22} width="16" height="6" rx="3" fill={INK.slateMid} />
        </g>
      ))}
      <rect x="288" y="292" width="68" height="22" rx="11" fill={INK.brand} />
      <rect x="200" y="350" width="60" height="30" fill={INK.slateMid} />
      <rect x="160" y="376" width="140" height="12" rx="6" fill={INK.slate} />
      {/* handheld */}
      <rect x="24" y="218" width="104" height="184" rx="16" fill={INK.slate} />
      <rect x="32" y="232" width="88" height="152" rx="6" fill={INK.paper} />
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x="40" y={244 + i * 20} width={i % 2 ? 52 : 68} height="8" rx="4" fill={INK.line} />
      ))}
      <rect x="40" y="336" width="72" height="36" rx="8" fill={INK.brand} />
      <path d="M66 354l6 6 14-14" fill="none" stroke={INK.paper} strokeWidth="4" strokeLinecap="round" />
      {/* the order travelling to the kitchen */}
      <path
        d="M390 230 C 430 230 440 220 425 210"
        fill="none"
        stroke={INK.brand}
        strokeWidth="3"
        strokeDasharray="6 6"
      />
    </svg>
  );
}
