import { illustration } from '../blocks/blocks.css.ts';
import { INK } from './palette.ts';

/** A 21 × 21 pattern that looks like a QR code (it encodes nothing), with the three finder squares. */
function qrPath(size: number): string {
  const cells: string[] = [];
  let seed = 7;
  const finder = (x: number, y: number) => x < 7 && y < 7;
  for (let y = 0; y < 21; y++) {
    for (let x = 0; x < 21; x++) {
      if (finder(x, y) || finder(20 - x, y) || finder(x, 20 - y)) continue;
      seed = (seed * 1103515245 + 12345) % 2147483648;
      if (seed % 5 < 2) cells.push(`M${x * size} ${y * size}h${size}v${size}h-${size}z`);
    }
  }
  return cells.join('');
}

function Finder({ x, y, cell }: { x: number; y: number; cell: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={cell * 7} height={cell * 7} fill={INK.slate} />
      <rect x={cell} y={cell} width={cell * 5} height={cell * 5} fill={INK.paper} />
      <rect x={cell * 2} y={cell * 2} width={cell * 3} height={cell * 3} fill={INK.slate} />
    </g>
  );
}

const CELL = 8;
const QR = qrPath(CELL);

/** A QR code on a table stand and a phone with the menu open. */
export function OrderingIllustration({ label }: { label: string }) {
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
      <rect x="20" y="330" width="520" height="18" rx="9" fill={INK.slateMid} />
      {/* table stand */}
      <path d="M70 330 110 80h180l40 250z" fill={INK.paper} stroke={INK.line} strokeWidth="3" />
      <g transform="translate(116 110)">
        <path d={QR} fill={INK.slate} />
        <Finder x={0} y={0} cell={CELL} />
        <Finder x={CELL * 14} y={0} cell={CELL} />
        <Finder x={0} y={CELL * 14} cell={CELL} />
      </g>
      <rect x="140" y="290" width="120" height="12" rx="6" fill={INK.brand} />
      {/* phone */}
      <rect x="360" y="60" width="150" height="290" rx="24" fill={INK.slate} />
      <rect x="372" y="82" width="126" height="248" rx="8" fill={INK.paper} />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect
            x="382"
            y={94 + i * 62}
            width="44"
            height="44"
            rx="8"
            fill={i === 1 ? INK.brandMid : INK.brandSoft}
          />
          <rect x="434" y={100 + i * 62} width="52" height="7" rx="3" fill={INK.slateMid} />
          <rect x="434" y={114 + i * 62} width="34" height="6" rx="3" fill={INK.line} />
          <circle cx="478" cy={130 + i * 62} r="8" fill={INK.brand} />
        </g>
      ))}
      <rect x="382" y="286" width="106" height="32" rx="10" fill={INK.brand} />
      <rect x="408" y="299" width="54" height="7" rx="3" fill={INK.paper} />
    </svg>
  );
}
