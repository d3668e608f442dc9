/** Line icons (24 × 24, stroke): ours, drawn for the site. Decorative: the text beside them says it. */
const PATHS = {
  till: 'M4 4h16v10H4zM8 18h8M12 14v4M7 8h6M7 11h3',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  kiosk: 'M7 2h10v14H7zM10 20h4M12 16v4M10 6h4M10 9h4M10 12h2',
  kitchen: 'M3 5h18v12H3zM7 9h4M7 12h6M15 9h2M15 12h2M9 21h6M12 17v4',
  handheld: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 19h2M10 6h4M10 9h4',
  table: 'M3 8h18M5 8v10M19 8v10M8 8v6M16 8v6M7 4h10',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  split: 'M6 3v6a6 6 0 0 0 6 6M18 3v6a6 6 0 0 1-6 6v6M4 5l2-2 2 2M16 5l2-2 2 2',
  users: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M17 14a5 5 0 0 1 4 6',
  percent: 'M19 5 5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  tip: 'M12 3v18M16 7a4 3 0 0 0-4-2c-2.2 0-4 1.1-4 3s2 2.6 4 3 4 1.2 4 3-1.8 3-4 3a4 3 0 0 1-4-2',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5-1s5 1 5 1zm0 0c2-4 6-3 5-1s-5 1-5 1z',
  message: 'M4 5h16v11H9l-5 4z M8 9h8M8 12h5',
  receipt: 'M6 3h12v18l-2-1.5L14 21l-2-1.5L10 21l-2-1.5L6 21zM9 8h6M9 11h6M9 14h4',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  layout: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  station: 'M12 3v4M5 10h14l-1 10H6zM8 10a4 4 0 0 1 8 0',
  invoice: 'M6 3h9l3 3v15H6zM15 3v3h3M9 11h6M9 14h6M9 17h3',
  layers: 'M12 3 3 8l9 5 9-5zM3 13l9 5 9-5',
  printer: 'M7 8V3h10v5M5 8h14v8H5zM7 14h10v7H7z',
  chat: 'M4 5h16v11H8l-4 4zM8 10h.01M12 10h.01M16 10h.01',
  pin: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  check: 'M4 12l5 5L20 6',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  chart: 'M4 20V10M10 20V4M16 20v-7M21 20H3',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  palette:
    'M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2a4 4 0 0 0 4-4c0-4.4-4-8-9-8zM7.5 11h.01M10 7h.01M15 7h.01',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  trending: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  phone: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 19h2',
  chevron: 'M6 9l6 6 6-6',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 3 2.5 15 0 18M12 3c-2.5 3-2.5 15 0 18',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  arrow: 'M5 12h14M13 6l6 6-6 6',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
