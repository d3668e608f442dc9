import { illustration } from '../blocks/blocks.css.ts';
import { INK } from './palette.ts';

const TICKETS = [
  { id: 'new', colour: INK.green },
  { id: 'next', colour: INK.green },
  { id: 'cooking', colour: INK.yellow },
  { id: 'late', colour: INK.red },
] as const;

/** A kitchen screen with order tickets in status colours. */
export function KitchenIllustration({ label }: { label: string }) {
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
      <rect x="30" y="60" width="500" height="290" rx="18" fill={INK.slate} />
      <rect x="46" y="76" width="468" height="258" rx="8" fill={INK.slateMid} />
      {TICKETS.map(({ id, colour }, i) => (
        <g key={id} transform={`translate(${60 + i * 114} 92)`}>
          <rect width="102" height="226" rx="6" fill={INK.paper} />
          <rect width="102" height="30" rx="6" fill={colour} />
          <rect x="10" y="10" width="40" height="10" rx="5" fill={INK.paper} />
          {[0, 1, 2, 3, 4, 5].map((line) => (
            <rect
              key={line}
              x="10"
              y={44 + line * 26}
              width={line % 3 === 2 ? 50 : 80}
              height="8"
              rx="4"
              fill={line % 3 === 2 ? INK.brandMid : INK.line}
            />
          ))}
        </g>
      ))}
      <rect x="250" y="350" width="60" height="30" fill={INK.slateMid} />
      <rect x="200" y="376" width="160" height="12" rx="6" fill={INK.slate} />
    </svg>
  );
}
