// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainButton, PlainForm, PlainTextField } from './PlainControls.tsx';

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <PlainTextField
      label="Email"
      name="email"
      type="email"
      value={value}
      onChange={setValue}
      description="Your work address"
      errorMessage={error}
      isRequired
    />
  );
}

describe('plain controls (the public pages, no react-aria)', () => {
  afterEach(cleanup);

  it('labels the input, ties description and error to it and marks it invalid', () => {
    const { rerender } = render(<Field />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Your work address').id).toBe(input.getAttribute('aria-describedby'));
    fireEvent.change(input, { target: { value: 'a@b.se' } });
    expect((input as HTMLInputElement).value).toBe('a@b.se');

    rerender(<Field error="Enter your email" />);
    const invalid = screen.getByLabelText('Email');
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    expect(invalid.hasAttribute('data-invalid')).toBe(true);
    const describedBy = invalid.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toContain(screen.getByText('Enter your email').id);
  });

  it('submits without the browser validation and disables the button', () => {
    let submitted = 0;
    render(
      <PlainForm
        onSubmit={(event) => {
          event.preventDefault();
          submitted += 1;
        }}
      >
        <PlainButton type="submit">Sign in</PlainButton>
        <PlainButton isDisabled>Resend</PlainButton>
      </PlainForm>,
    );
    expect(screen.getByRole('button', { name: 'Sign in' }).closest('form')?.noValidate).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(submitted).toBe(1);
    const disabled = screen.getByRole('button', { name: 'Resend' });
    expect(disabled.hasAttribute('disabled')).toBe(true);
    expect(disabled.hasAttribute('data-disabled')).toBe(true);
    expect(disabled.getAttribute('type')).toBe('button');
  });

  it('keeps what was typed into a prerendered field before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field />);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'early@ordna.se';
    const root = await act(async () => hydrateRoot(container, <Field />));
    // A later render (a submit's error, another field's keystroke) must not put the empty state back.
    await act(async () => root.render(<Field error="Enter your email" />));
    expect(input.value).toBe('early@ordna.se');
    await act(async () => root.unmount());
    container.remove();
  });
});

describe('the plain text field as a search field', () => {
  afterEach(cleanup);

  function Search() {
    const [value, setValue] = useState('soup');
    return (
      <PlainTextField label="Filter" type="search" className="extra" value={value} onChange={setValue} />
    );
  }

  it('empties on Escape, keeps typing otherwise, and takes a class beside its own', () => {
    render(<Search />);
    const input = screen.getByLabelText('Filter') as HTMLInputElement;
    expect(input.type).toBe('search');
    expect(input.closest('div')?.className).toMatch(/ extra$/);
    fireEvent.keyDown(input, { key: 'a' });
    expect(input.value).toBe('soup');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
  });
});
