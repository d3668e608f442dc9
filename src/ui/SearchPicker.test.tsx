// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { matchesSearch } from '../domain/search.ts';
import TypesafeI18n from '../i18n/i18n-react.tsx';
import { loadLocale } from '../i18n/i18n-util.sync.ts';
import type { Option } from './FormControls.tsx';
import { type SearchAnswer, SearchPicker, SearchSelect, type SearchSource } from './SearchPicker.tsx';

const CATALOGUE: Option[] = ['Alkoholfri öl', 'Bryggkaffe', 'Cappuccino', 'Caffè latte'].map(
  (label, index) => ({
    id: String(index),
    label,
  }),
);

/** A server search whose answers the test lets through when it says so. */
function heldSource() {
  const held = new Map<string, () => void>();
  const source: SearchSource<Option> = {
    query: (text) => ({
      queryKey: ['picker-test', text],
      queryFn: () =>
        new Promise<SearchAnswer<Option>>((resolve) => {
          const options = CATALOGUE.filter((option) => !text || matchesSearch(option.label, text));
          held.set(text, () => resolve({ options, count: options.length }));
        }),
    }),
  };
  return {
    source,
    /** Lets the answer for `text` through once the picker has asked for it (after its debounce). */
    async release(text: string) {
      await waitFor(() => expect(held.has(text)).toBe(true));
      await act(async () => held.get(text)?.());
    },
  };
}

const shown = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('search picker (src/ui)', () => {
  beforeAll(() => loadLocale('en'));
  afterEach(cleanup);

  it('shows only options matching what is typed while the answer for it is on its way', async () => {
    const { source, release } = heldSource();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TypesafeI18n locale="en">
          <SearchPicker label="Add a product" source={source} onPick={() => {}} />
        </TypesafeI18n>
      </QueryClientProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Add a product' });
    await act(async () => box.focus());
    await act(async () => {
      fireEvent.change(box, { target: { value: 'C' } });
    });
    await release('C');
    await waitFor(() => expect(shown()).toEqual(['Cappuccino', 'Caffè latte']));
    // Typed further: until the answer for 'Cappu' comes, 'Caffè latte' must not stay pickable.
    await act(async () => {
      fireEvent.change(box, { target: { value: 'Cappu' } });
    });
    expect(shown()).toEqual(['Cappuccino']);
    // And says so, for whoever picks by keyboard next (the e2e bindings wait for it).
    expect(screen.getByRole('listbox').hasAttribute('data-searching')).toBe(true);
    await release('Cappu');
    await waitFor(() => expect(shown()).toEqual(['Cappuccino']));
    await waitFor(() => expect(screen.getByRole('listbox').hasAttribute('data-searching')).toBe(false));
  });

  it('shows the chosen record’s name once read, picks another by keyboard, and takes the choice back', async () => {
    const { source, release } = heldSource();
    const changes: (string | null)[] = [];
    /** The caller: the chosen id, and its name read by id (here: at once, or not yet). */
    function Course({ nameRead }: { nameRead: boolean }) {
      const [value, setValue] = useState<string | null>('1');
      const name = CATALOGUE.find((option) => option.id === value)?.label ?? null;
      return (
        <SearchSelect
          label="Course"
          value={value}
          valueLabel={nameRead ? name : null}
          source={source}
          onChange={(id) => {
            changes.push(id);
            setValue(id);
          }}
        />
      );
    }
    const view = (nameRead: boolean) => (
      <QueryClientProvider client={new QueryClient()}>
        <TypesafeI18n locale="en">
          <Course nameRead={nameRead} />
        </TypesafeI18n>
      </QueryClientProvider>
    );
    const { rerender } = render(view(false));
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveProperty('value', '');
    rerender(view(true));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Course' })).toHaveProperty('value', 'Bryggkaffe'),
    );
    const box = screen.getByRole('combobox', { name: 'Course' });
    await act(async () => box.focus());
    await act(async () => {
      fireEvent.change(box, { target: { value: 'Capp' } });
    });
    await release('Capp');
    await waitFor(() => expect(shown()).toEqual(['Cappuccino']));
    await act(async () => {
      fireEvent.keyDown(box, { key: 'ArrowDown' });
    });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    expect(changes).toEqual(['2']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear the choice: Course' }));
    });
    expect(changes).toEqual(['2', null]);
    expect(screen.queryByRole('button', { name: 'Clear the choice: Course' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveProperty('value', '');
  });
});
