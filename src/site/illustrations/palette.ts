/** Colours of the illustrations (fixed, like a picture's; the page's own colours come from the theme). */
export const INK = {
  brand: '#0f766e',
  brandDark: '#115e59',
  brandSoft: '#ccfbf1',
  brandMid: '#5eead4',
  slate: '#0f172a',
  slateMid: '#334155',
  line: '#cbd5e1',
  paper: '#ffffff',
  mist: '#f1f5f9',
  green: '#22c55e',
  yellow: '#eab308',
  red: '#ef4444',
} as const;
