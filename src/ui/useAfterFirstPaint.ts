import { startTransition, useEffect, useState } from 'react';

/**
 * False while a component's first frame is painted, true right after it: for parts that may
 * arrive a frame later (a control whose code loads on demand), so that the first paint never
 * waits for them and their download does not compete with the page's own. A hidden tab has no
 * frames: the timer stands in. The change is a transition, so what it brings is rendered in slices
 * between which the browser handles input, not in one long task.
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setAfter(true));
    let timer = setTimeout(show, 250);
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = setTimeout(show, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return after;
}
