import { illustration } from '../blocks/blocks.css.ts';
import { INK } from './palette.ts';

const TABLES = [
  { x: 110, y: 130, round: true, state: INK.green },
  { x: 210, y: 120, round: false, state: INK.yellow },
  { x: 320, y: 130, round: true, state: INK.paper },
  { x: 120, y: 240, round: false, state: INK.red },
  { x: 230, y: 250, round: true, state: INK.green },
  { x: 340, y: 240, round: false, state: INK.paper },
] as const;

/** A till showing the table map: free, ordering, waiting for the bill. */
export function PosIllustration({ label }: { label: string }) {
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
      <rect x="40" y="60" width="480" height="300" rx="20" fill={INK.slate} />
      <rect x="56" y="76" width="448" height="268" rx="10" fill={INK.mist} />
      <rect x="56" y="76" width="448" height="34" rx="10" fill={INK.paper} />
      <rect x="72" y="88" width="80" height="10" rx="5" fill={INK.brand} />
      <rect x="164" y="88" width="60" height="10" rx="5" fill={INK.line} />
      {TABLES.map((table) =>
        table.round ? (
          <g key={`${table.x}-${table.y}`}>
            <circle
              cx={table.x + 30}
              cy={table.y + 30}
              r="30"
              fill={table.state}
              stroke={INK.slateMid}
              strokeWidth="3"
            />
            <circle cx={table.x + 30} cy={table.y - 8} r="7" fill={INK.line} />
            <circle cx={table.x + 30} cy={table.y + 68} r="7" fill={INK.line} />
          </g>
        ) : (
          <g key={`${table.x}-${table.y}`}>
            <rect
              x={table.x}
              y={table.y}
              width="70"
              height="60"
              rx="8"
              fill={table.state}
              stroke={INK.slateMid}
              strokeWidth="3"
            />
            <rect x={table.x + 12} y={table.y - 14} width="14" height="8" rx="4" fill={INK.line} />
            <rect x={table.x + 44} y={table.y - 14} width="14" height="8" rx="4" fill={INK.line} />
          </g>
        ),
      )}
      <rect x="420" y="120" width="72" height="210" rx="8" fill={INK.paper} />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x="430" y={134 + i * 24} width={i % 2 ? 40 : 52} height="8" rx="4" fill={INK.line} />
      ))}
      <rect x="430" y="290" width="52" height="26" rx="13" fill={INK.brand} />
      <rect x="250" y="360" width="60" height="26" fill={INK.slateMid} />
      <rect x="200" y="384" width="160" height="12" rx="6" fill={INK.slate} />
    </svg>
  );
}
