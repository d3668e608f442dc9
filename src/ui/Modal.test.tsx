// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import TypesafeI18n from '../i18n/i18n-react.tsx';
import { loadLocale } from '../i18n/i18n-util.sync.ts';
import { Modal } from './Modal.tsx';

function Harness({ fullScreen = false }: { fullScreen?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <TypesafeI18n locale="en">
      <p>{open ? 'open' : 'closed'}</p>
      <Modal isOpen={open} onOpenChange={setOpen} title="Edit venue" fullScreen={fullScreen}>
        <button type="button">Inside</button>
      </Modal>
    </TypesafeI18n>
  );
}

describe('Modal (spec section 2, Toasts and modals)', () => {
  beforeAll(() => loadLocale('en'));
  afterEach(cleanup);

  it('is a labelled dialog that closes on Escape', async () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Edit venue' });
    expect(dialog).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.getByText('closed')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click outside', async () => {
    render(<Harness />);
    // The backdrop around the dialog: overlay > modal > dialog.
    const backdrop = screen.getByRole('dialog').parentElement?.parentElement;
    if (!backdrop) throw new Error('no backdrop');
    // react-aria treats a pointer down and a click outside the dialog as "interact outside".
    await act(async () => {
      fireEvent.pointerDown(backdrop, { button: 0, pointerId: 1, pointerType: 'mouse', isPrimary: true });
      fireEvent.click(backdrop, { button: 0 });
    });
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('can fill the screen with a close button', async () => {
    render(<Harness fullScreen />);
    const close = screen.getByRole('button', { name: 'Close' });
    await act(async () => {
      fireEvent.click(close);
    });
    expect(screen.getByText('closed')).toBeTruthy();
  });
});
