import type { ReactNode } from 'react';
import { scrollX } from './Table.css.ts';

/** Holds a wide table: it scrolls sideways inside its own box, the page does not (issue 41). */
export function TableScroll({ children }: { children: ReactNode }) {
  return <div className={scrollX}>{children}</div>;
}
