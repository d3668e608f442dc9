// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '../domain/countries.ts';
import { parseMoney } from '../domain/money.ts';
import TypesafeI18n from '../i18n/i18n-react.tsx';
import type { Locales } from '../i18n/i18n-types.ts';
import { loadLocale } from '../i18n/i18n-util.sync.ts';
import { MoneyField } from './MoneyField.tsx';

/** A form that keeps the text, as the money forms do, and shows the amount it reads. */
function Form({
  country = 'SE',
  language = 'en',
  error,
  hideLabel,
}: {
  country?: CountryCode;
  language?: Locales;
  error?: string;
  hideLabel?: boolean;
}) {
  const [text, setText] = useState('');
  return (
    <TypesafeI18n locale={language}>
      <MoneyField
        label="Price"
        country={country}
        value={text}
        onChange={setText}
        errorMessage={error}
        hideLabel={hideLabel}
      />
      <output>{String(parseMoney(text, country))}</output>
    </TypesafeI18n>
  );
}

async function type(text: string) {
  const input = screen.getByRole('textbox', { name: 'Price' });
  await act(async () => {
    input.focus();
    fireEvent.change(input, { target: { value: text } });
  });
  return input;
}

async function leave(input: HTMLElement) {
  await act(async () => {
    fireEvent.blur(input);
  });
}

describe('MoneyField (src/ui)', () => {
  beforeAll(() => {
    loadLocale('en');
    loadLocale('sv');
  });
  afterEach(cleanup);

  it('is a labelled text box with a decimal keypad, reading the country’s mark and the dot', async () => {
    render(<Form />);
    const input = await type('69,50');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByText('6950')).toBeTruthy();
    await type('69.5');
    expect(screen.getByText('6950')).toBeTruthy();
  });

  it('says in words, once left, that garbage is not an amount, with the country’s example', async () => {
    render(<Form />);
    const input = await type('12 kr');
    // Not while typing.
    expect(screen.queryByText(/Enter an amount/)).toBeNull();
    await leave(input);
    expect(screen.getByText('Enter an amount, such as 12,50')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // Typing again takes the complaint away until the field is left again.
    await type('12');
    expect(screen.queryByText(/Enter an amount/)).toBeNull();
    await leave(input);
    expect(screen.queryByText(/Enter an amount/)).toBeNull();
  });

  it('says it in the reader’s language, with a British example in Britain', async () => {
    render(<Form language="sv" country="GB" />);
    const input = await type('12,50');
    await leave(input);
    expect(screen.getByText('Ange ett belopp, till exempel 12.50')).toBeTruthy();
  });

  it('shows the form’s own word over its own', async () => {
    render(<Form error="Too high" />);
    const input = await type('abc');
    await leave(input);
    expect(screen.getByText('Too high')).toBeTruthy();
    expect(screen.queryByText(/Enter an amount/)).toBeNull();
  });

  it('keeps the name for a screen reader when the label is not shown', async () => {
    render(<Form hideLabel />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(input.getAttribute('aria-label')).toBe('Price');
    expect(screen.queryByText('Price')).toBeNull();
  });
});
