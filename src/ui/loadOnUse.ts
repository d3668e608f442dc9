import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/**
 * A top-bar popup (the user menu, the venue switcher) whose react-aria code (menus, list boxes,
 * popovers, collections: ~40 KB gzip) loads when it is first used, not with every signed-in page
 * (DESIGN.md section 8: the shell plus the first screen ≤ 170 KB). Until then the page shows a
 * native button that looks the same; pointing at it or focusing it loads the popup, pressing it
 * (pointer down, click, or ArrowDown/ArrowUp, as react-aria's triggers open) loads it and opens it
 * once loaded.
 */
export interface LoadOnUse<T> {
  loaded: T | null;
  /** What the loaded popup does when it mounts: open (it was pressed) and/or take the focus. */
  onMount: { open: boolean; focus: boolean };
  /** For the stand-in button. */
  trigger: {
    ref: RefObject<HTMLButtonElement | null>;
    onPointerEnter: () => void;
    onFocus: () => void;
    onClick: () => void;
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
    'aria-expanded': false;
  };
}

export function useLoadOnUse<T>(load: () => Promise<T>): LoadOnUse<T> {
  const [state, setState] = useState<{ loaded: T | null; open: boolean; focus: boolean }>({
    loaded: null,
    open: false,
    focus: false,
  });
  const ref = useRef<HTMLButtonElement | null>(null);
  const wantsOpen = useRef(false);
  const started = useRef(false);
  const resolved = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const preload = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void load().then(
      (loaded) => {
        if (!mounted.current) return;
        // The stand-in is about to be replaced: a focused one hands its focus to the real trigger.
        const focus = ref.current !== null && ref.current === document.activeElement;
        resolved.current = true;
        setState({ loaded, open: wantsOpen.current, focus: focus || wantsOpen.current });
      },
      () => {
        // A failed load (offline): the next use tries again.
        started.current = false;
      },
    );
  }, [load]);
  const open = useCallback(() => {
    wantsOpen.current = true;
    // Pressed after the load came back but before the popup replaced the stand-in (a hover started
    // the load; on a busy machine the press fell between the two): the popup still opens.
    if (resolved.current) setState((current) => ({ ...current, open: true, focus: true }));
    preload();
  }, [preload]);
  return {
    loaded: state.loaded,
    onMount: { open: state.open, focus: state.focus },
    trigger: {
      ref,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: open,
      // A press counts from the pointer going down (as react-aria's menu triggers open): when the
      // popup replaces the stand-in before the button is released, no click reaches either one.
      onPointerDown: (event) => {
        if (event.button === 0) open();
      },
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          open();
        }
      },
      'aria-expanded': false,
    },
  };
}

/**
 * For the loaded popup: its open state, opened at mount when the stand-in was pressed, with the
 * focus moved to its own trigger first (so closing the popup gives the focus back to it).
 */
export function usePopupOnMount(onMount: { open: boolean; focus: boolean } = { open: false, focus: false }) {
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount
  useLayoutEffect(() => {
    if (onMount.focus) trigger.current?.focus();
    if (onMount.open) setOpen(true);
  }, []);
  return { isOpen, setOpen, trigger };
}

/**
 * For a button that opens something loaded on demand (a dialog, an editor): pointing at it or
 * focusing it starts the load, so the press rarely waits for it.
 */
export function preloadOnIntent(load: () => void): { onPointerEnter: () => void; onFocus: () => void } {
  return { onPointerEnter: load, onFocus: load };
}
