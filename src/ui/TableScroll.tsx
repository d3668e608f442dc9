import { type ReactNode, useEffect, useRef, useState } from 'react';
import { scrollX } from './Table.css.ts';

/**
 * Holds a wide table: it scrolls sideways inside its own box, the page does not (issue 41). While
 * it does scroll, the box takes the focus (Tab, then the arrow keys scroll it: WCAG 2.1.1, axe's
 * scrollable-region-focusable); what it reads is the table inside, which has its name.
 */
export function TableScroll({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={scrollX} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </div>
  );
}
