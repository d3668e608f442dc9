import { useCallback, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `margin`), staying true once it has: for
 * costly parts below the fold (a chart library takes ~300 ms of a phone's main thread to draw),
 * so the page's first screen is not kept waiting for them. Without IntersectionObserver it is
 * true at once.
 */
export function useNearViewport<T extends Element>(margin = '200px'): [(node: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
