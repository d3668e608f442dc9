// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '../domain/countries.ts';
import TypesafeI18n from '../i18n/i18n-react.tsx';
import { loadLocale } from '../i18n/i18n-util.sync.ts';
import {
  CheckboxInput,
  FileInput,
  type PriceLine,
  PriceLinesInput,
  QuantityInput,
  SliderInput,
  TextInput,
} from './FormControls.tsx';

function Harness({ children }: { children: ReactNode }) {
  return <TypesafeI18n locale="en">{children}</TypesafeI18n>;
}

function Lines({
  country = 'SE',
  errors = { '0.price': 'Enter an amount' },
}: {
  country?: CountryCode;
  errors?: Record<string, string>;
}) {
  const [value, setValue] = useState<PriceLine[]>([{ key: 'a', id: 'a', name: 'Oat milk', price: '5' }]);
  return (
    <Harness>
      <PriceLinesInput
        name="variations"
        label="Modifications"
        value={value}
        onChange={setValue}
        errors={errors}
        texts={{ name: 'Line name', price: 'Line price', priceHint: 'In SEK', add: 'Add line' }}
        country={country}
      />
      <output>{value.map((line) => line.name || '(empty)').join(',')}</output>
    </Harness>
  );
}

describe('form controls (src/ui)', () => {
  beforeAll(() => loadLocale('en'));
  afterEach(cleanup);

  it('labels a text input and shows its error', () => {
    render(
      <Harness>
        <TextInput
          kind="text"
          name="title"
          label="Title"
          value=""
          onChange={() => {}}
          error="Required here"
        />
      </Harness>,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeTruthy();
    expect(screen.getByText('Required here')).toBeTruthy();
  });

  it('reports a checkbox change', async () => {
    let checked = false;
    render(
      <Harness>
        <CheckboxInput
          name="manual"
          label="Typed in at the till"
          value={false}
          onChange={(v) => (checked = v)}
        />
      </Harness>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Typed in at the till' }));
    });
    expect(checked).toBe(true);
  });

  it('names the parts of a quantity from the base dictionary', () => {
    render(
      <Harness>
        <QuantityInput name="volume" label="Volume" value="33 cl" onChange={() => {}} units={['cl', 'g']} />
      </Harness>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeTruthy();
  });

  it('edits price lines with the words the form gives it', async () => {
    render(<Lines />);
    expect(screen.getByRole('textbox', { name: 'Line name' })).toBeTruthy();
    expect(screen.getByText('Enter an amount')).toBeTruthy();
    expect(screen.getByText('In SEK')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    });
    expect(screen.getAllByRole('textbox', { name: 'Line name' })).toHaveLength(2);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Oat milk' }));
    });
    expect(screen.getAllByRole('textbox', { name: 'Line name' })).toHaveLength(1);
  });

  it('moves a labelled slider by keys, reporting each value and the value the keys end on', async () => {
    const values: number[] = [];
    const ends: number[] = [];
    function Volume() {
      const [value, setValue] = useState(40);
      return (
        <Harness>
          <SliderInput
            name="volume"
            label="Volume"
            step={5}
            value={value}
            onChange={(next) => {
              values.push(next);
              setValue(next);
            }}
            onChangeEnd={(end) => ends.push(end)}
          />
        </Harness>
      );
    }
    render(<Volume />);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect((slider as HTMLInputElement).value).toBe('40');
    await act(async () => {
      fireEvent.keyDown(slider, { key: 'ArrowRight' });
      fireEvent.keyUp(slider, { key: 'ArrowRight' });
    });
    expect(values).toEqual([45]);
    expect(ends).toEqual([45]);
    expect((screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement).value).toBe('45');
  });

  it('chooses a file with a button named for what it does, the hint and error read with it', async () => {
    const chosen: string[] = [];
    render(
      <Harness>
        <FileInput
          label="Logo"
          buttonLabel="Choose a logo"
          accept={['image/png']}
          description="PNG, at most 32 KB."
          error="Too large"
          onFile={(file) => chosen.push(file.name)}
        />
      </Harness>,
    );
    const button = screen.getByRole('button', { name: 'Choose a logo' });
    expect(screen.getByRole('group', { name: 'Logo' })).toBeTruthy();
    const described = (button.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'PNG, at most 32 KB.',
      'Too large',
    ]);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/png');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    });
    expect(chosen).toEqual(['logo.png']);
  });

  it("types a line's price in the one money field: the country's decimal mark, a keypad, words when it is no amount", async () => {
    const typeAndLeave = async (text: string) => {
      const price = screen.getByRole('textbox', { name: 'Line price' });
      await act(async () => {
        price.focus();
        fireEvent.change(price, { target: { value: text } });
      });
      await act(async () => {
        fireEvent.blur(price);
      });
      return price;
    };
    render(<Lines country="GB" errors={{}} />);
    const price = await typeAndLeave('12,50');
    expect(price.getAttribute('inputmode')).toBe('decimal');
    // In Britain a comma groups thousands: "12,50" is no amount, and the example has a point.
    expect(screen.getByText('Enter an amount, such as 12.50')).toBeTruthy();
    await typeAndLeave('12.50');
    expect(screen.queryByText('Enter an amount, such as 12.50')).toBeNull();
    cleanup();
    render(<Lines country="SE" errors={{}} />);
    await typeAndLeave('12,50');
    expect(screen.queryByText(/Enter an amount, such as/)).toBeNull();
  });
});
