// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadOnIntent, useLoadOnUse, usePopupOnMount } from './loadOnUse.ts';

/** A popup that says whether it opened, with its own trigger. */
function Popup({ onMount }: { onMount: { open: boolean; focus: boolean } }) {
  const { isOpen, trigger } = usePopupOnMount(onMount);
  return (
    <button type="button" ref={trigger}>
      real {isOpen ? 'open' : 'closed'}
    </button>
  );
}

function Host({ load }: { load: () => Promise<{ Popup: typeof Popup }> }) {
  const popup = useLoadOnUse(load);
  if (popup.loaded) return <popup.loaded.Popup onMount={popup.onMount} />;
  return (
    <button type="button" {...popup.trigger}>
      stand-in
    </button>
  );
}

/** A loader that counts its calls. */
function counted() {
  const loader = {
    loads: 0,
    load: async () => {
      loader.loads++;
      return { Popup };
    },
  };
  return loader;
}

describe('useLoadOnUse (the shell popups loaded on first use)', () => {
  afterEach(cleanup);

  it('loads nothing until used', () => {
    const loader = counted();
    render(<Host load={loader.load} />);
    expect(screen.getByRole('button').textContent).toBe('stand-in');
    expect(loader.loads).toBe(0);
  });

  it('opens the loaded popup a press asked for, with the focus on its own trigger', async () => {
    render(<Host load={async () => ({ Popup })} />);
    fireEvent.click(screen.getByRole('button', { name: 'stand-in' }));
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('real open'));
    expect(document.activeElement).toBe(screen.getByRole('button'));
  });

  it('swaps in the popup closed after a hover, and loads once', async () => {
    const loader = counted();
    render(<Host load={loader.load} />);
    const standIn = screen.getByRole('button', { name: 'stand-in' });
    fireEvent.pointerEnter(standIn);
    fireEvent.pointerEnter(standIn);
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('real closed'));
    expect(loader.loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let loads = 0;
    render(
      <Host
        load={async () => {
          loads++;
          if (loads === 1) throw new Error('offline');
          return { Popup };
        }}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'stand-in' })));
    expect(screen.getByRole('button').textContent).toBe('stand-in');
    fireEvent.click(screen.getByRole('button', { name: 'stand-in' }));
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('real open'));
  });

  it('opens the popup when pressed after the load came back but before the popup replaced the stand-in', async () => {
    let arrive: (loaded: { Popup: typeof Popup }) => void = () => {};
    render(<Host load={() => new Promise((resolve) => (arrive = resolve))} />);
    const standIn = screen.getByRole('button', { name: 'stand-in' });
    fireEvent.pointerEnter(standIn);
    await act(async () => {
      arrive({ Popup });
      await Promise.resolve();
      // The answer is in (the swap is scheduled, not yet on screen) when the press lands.
      fireEvent.click(standIn);
    });
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('real open'));
  });

  it('opens the popup when the pointer went down on the stand-in and the swap came before it went up', async () => {
    let arrive: (loaded: { Popup: typeof Popup }) => void = () => {};
    render(<Host load={() => new Promise((resolve) => (arrive = resolve))} />);
    const standIn = screen.getByRole('button', { name: 'stand-in' });
    fireEvent.pointerEnter(standIn);
    // The press starts on the stand-in; the popup replaces it before the button is released, so
    // the browser sends the click to neither button (a hover started the load on a busy machine).
    fireEvent.pointerDown(standIn, { button: 0 });
    await act(async () => {
      arrive({ Popup });
    });
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('real open'));
  });
});

describe('preloadOnIntent', () => {
  afterEach(cleanup);

  it('starts the load when the button is pointed at or focused, not only when pressed', () => {
    let loads = 0;
    render(
      <button type="button" {...preloadOnIntent(() => loads++)}>
        Open
      </button>,
    );
    const button = screen.getByRole('button');
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(loads).toBe(2);
  });
});
