import { useEffect, useState } from 'react';

/**
 * False while a component's first frame is painted, true right after it: for parts that may
 * arrive a frame later (a control whose code loads on demand), so that the first paint never
 * waits for them and their download does not compete with the page's own. A hidden tab has no
 * frames: the timer stands in.
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let timer = setTimeout(() => setAfter(true), 250);
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setAfter(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return after;
}
