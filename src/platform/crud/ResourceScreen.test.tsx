// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { courseTypeSchema, type PimErrorCode } from '../../domain/pimSchemas.ts';
import { AppError } from '../../graphql/client.ts';
import TypesafeI18n, { useI18nContext } from '../../i18n/i18n-react.tsx';
import { loadLocale } from '../../i18n/i18n-util.sync.ts';
import type { ResourceSearch } from './crud.route.ts';
import { ResourceScreen } from './ResourceScreen.tsx';
import type { ListQuery, PagedList, ResourceDescriptor, ResourceEnvBase, SaveArgs } from './resource.ts';

interface Row {
  id: string;
  name: string;
  position: number;
  version: number;
}
interface Form {
  name: string;
  position: string;
}

const ROWS: Row[] = [
  { id: 'c1', name: 'Varmrätt', position: 1, version: 3 },
  { id: 'c2', name: 'Förrätt', position: 0, version: 1 },
  { id: 'c3', name: 'Efterrätt', position: 2, version: 1 },
];

/** A descriptor as small as a real one: the screen knows nothing else about the entity. */
function descriptor(save: (args: SaveArgs<Form, ResourceEnvBase>) => Promise<string>) {
  const compareText = (env: ResourceEnvBase) => {
    const { compare } = new Intl.Collator(env.locale);
    return (a: Row, b: Row) => compare(a.name, b.name);
  };
  const courses: ResourceDescriptor<'courses', Row, Form, ResourceEnvBase> = {
    key: 'courses',
    texts: (LL) => LL.pim.resources.courses,
    errorTexts: (LL) => LL.pim.errors,
    remove: async () => ({ deleted: true, count: 1 }),
    scope: 'POS_CUSTOMIZATION',
    list: () => ({ queryKey: ['test', 'courses'], queryFn: async () => ROWS }),
    invalidates: [['test']],
    name: (row) => row.name,
    searchText: (row) => row.name,
    version: (row) => row.version,
    defaultSort: null,
    columns: [
      { key: 'name', width: '1fr', compare: compareText, render: (row) => row.name },
      {
        key: 'position',
        width: '6rem',
        numeric: true,
        compare: () => (a, b) => a.position - b.position,
        render: (row) => row.position,
      },
    ],
    fields: [
      { name: 'name', kind: 'text', required: true },
      { name: 'position', kind: 'integer' },
    ],
    empty: () => ({ name: '', position: '0' }),
    toForm: (row) => ({ name: row.name, position: String(row.position) }),
    validate: (form): Record<string, PimErrorCode> => {
      const result = courseTypeSchema.safeParse({ name: form.name, position: Number(form.position) });
      return result.success ? {} : { name: 'required' };
    },
    save,
  };
  return courses;
}

function Screen({
  save,
  initial = {},
  onSearchLog,
  pages,
  bulk,
}: {
  save: (args: SaveArgs<Form, ResourceEnvBase>) => Promise<string>;
  initial?: ResourceSearch;
  onSearchLog?: (search: ResourceSearch) => void;
  pages?: PagedList<Row, 'name' | 'position'>;
  bulk?: ResourceDescriptor<'courses', Row, Form, ResourceEnvBase>['bulk'];
}) {
  const { LL } = useI18nContext();
  const [search, setSearch] = useState<ResourceSearch>(initial);
  return (
    <ResourceScreen
      descriptor={{ ...descriptor(save), pages, bulk }}
      env={{ LL, locale: 'sv', currency: 'SEK', country: 'SE' }}
      search={search}
      onSearch={(patch) =>
        setSearch((current) => {
          const next = { ...current, ...patch };
          onSearchLog?.(next);
          return next;
        })
      }
    />
  );
}

function renderScreen(props: Parameters<typeof Screen>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['test', 'courses'], ROWS);
  return render(
    <QueryClientProvider client={client}>
      <TypesafeI18n locale="en">
        <Screen {...props} />
      </TypesafeI18n>
    </QueryClientProvider>,
  );
}

const bodyRows = () =>
  within(screen.getByRole('grid', { name: 'Courses' }))
    .getAllByRole('row')
    .slice(1);
const texts = () => bodyRows().map((row) => row.querySelectorAll('td')[1]?.textContent);

describe('the generic screen, driven by a descriptor', () => {
  beforeAll(async () => {
    loadLocale('en');
    // The editor, the choices and the delete flow are lazy chunks in the app. Here each is compiled
    // on its first import, which took more than a wait's 10 s on a loaded machine (three CI runs
    // on 2 cores): import them once before the tests, which then wait for rendering only.
    await Promise.all([import('./ResourceForm.tsx'), import('./Choice.tsx'), import('./DeleteDialog.tsx')]);
  });
  afterEach(cleanup);

  it('lists the rows with labels from the dictionary and the full count for screen readers', async () => {
    renderScreen({ save: vi.fn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Courses' });
    expect(grid.getAttribute('aria-rowcount')).toBe('4');
    expect(within(grid).getByRole('columnheader', { name: 'Serving order' })).toBeTruthy();
    expect(texts()).toEqual(['Varmrätt', 'Förrätt', 'Efterrätt']);
    expect(screen.getByText('3 courses')).toBeTruthy();
  });

  it('sorts by a column, then the other way, and says so', async () => {
    const log: ResourceSearch[] = [];
    renderScreen({ save: vi.fn(), onSearchLog: (search) => log.push(search) });
    const header = await screen.findByRole('button', { name: 'Name' });
    fireEvent.click(header);
    await waitFor(() => expect(texts()).toEqual(['Efterrätt', 'Förrätt', 'Varmrätt']));
    expect(log.at(-1)).toMatchObject({ sort: 'name' });
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(texts()).toEqual(['Varmrätt', 'Förrätt', 'Efterrätt']));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('filters like the search (case, spaces and hyphens ignored)', async () => {
    renderScreen({ save: vi.fn(), initial: { q: 'RÄTT' } });
    await waitFor(() => expect(texts()).toHaveLength(3));
    cleanup();
    renderScreen({ save: vi.fn(), initial: { q: 'för rätt' } });
    await waitFor(() => expect(texts()).toEqual(['Förrätt']));
    expect(screen.getByText('Showing 1 of 3')).toBeTruthy();
  });

  it('selects rows (one, then all shown) and offers the bulk actions', async () => {
    renderScreen({ save: vi.fn() });
    const [first] = await screen.findAllByRole('checkbox', { name: /^Select Varmrätt$/ });
    if (!first) throw new Error('no checkbox');
    fireEvent.click(first);
    expect(await screen.findByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(await screen.findByText('3 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeTruthy();
    // Space on a focused row toggles it too.
    const row = bodyRows()[0];
    if (!row) throw new Error('no row');
    fireEvent.keyDown(row, { key: ' ' });
    expect(await screen.findByText('2 selected')).toBeTruthy();
  });

  it('moves the keyboard focus with the arrow at once, so a Space typed right after selects the row moved to', async () => {
    renderScreen({ save: vi.fn() });
    await waitFor(() => expect(texts()).toHaveLength(3));
    const [first, second] = bodyRows();
    if (!first || !second) throw new Error('no rows');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    // No frame has passed: the Space goes to whatever holds the focus now.
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: ' ' });
    expect(await screen.findByText('1 selected')).toBeTruthy();
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(first.getAttribute('aria-selected')).toBe('false');
  });

  it('opens the editor from the URL, checks the fields before saving, and saves on top of the stored version', async () => {
    const save = vi.fn(async (args: SaveArgs<Form, ResourceEnvBase>) => args.id ?? 'new-id');
    renderScreen({ save, initial: { id: 'c1' } });
    const editor = await screen.findByTestId('resource-editor');
    expect(within(editor).getByRole('heading', { name: 'Edit Varmrätt' })).toBeTruthy();
    expect(screen.getByText('Showing Varmrätt')).toBeTruthy();
    const name = within(editor).getByLabelText(/^Name/) as HTMLInputElement;
    expect(name.value).toBe('Varmrätt');
    fireEvent.change(name, { target: { value: '' } });
    await act(async () => {
      fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    });
    expect(await within(editor).findByText('This field is required.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: 'Huvudrätt' } });
    await act(async () => {
      fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      id: 'c1',
      version: 3,
      form: { name: 'Huvudrätt', position: '1' },
    });
  });

  it('offers reload or overwrite when someone else saved first', async () => {
    let calls = 0;
    const save = vi.fn(async () => {
      calls += 1;
      if (calls === 1)
        throw new AppError('Someone else changed this record.', 'CONFLICT', [
          {
            message: 'Someone else changed this record.',
            extensions: { code: 'CONFLICT', currentVersion: 5 },
          },
        ]);
      return 'c1';
    });
    renderScreen({ save, initial: { id: 'c1' } });
    const editor = await screen.findByTestId('resource-editor');
    await act(async () => {
      fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this first' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(
      save.mock.calls.map((call) => (call as unknown as [SaveArgs<Form, ResourceEnvBase>])[0].version),
    ).toEqual([3, 5]);
  });

  it('shows field errors the server returns, in place', async () => {
    const save = vi.fn(async () => {
      throw new AppError('Check the highlighted fields.', 'BAD_USER_INPUT', [
        {
          message: 'Check the highlighted fields.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { field: 'position', code: 'orderInvalid', message: 'Enter a whole number of zero or more.' },
            ],
          },
        },
      ]);
    });
    renderScreen({ save, initial: { id: 'new' } });
    const editor = await screen.findByTestId('resource-editor');
    expect(within(editor).getByRole('heading', { name: 'New course' })).toBeTruthy();
    fireEvent.change(within(editor).getByLabelText(/^Name/), { target: { value: 'Mellanrätt' } });
    await act(async () => {
      fireEvent.click(within(editor).getByRole('button', { name: 'Create' }));
    });
    expect(await within(editor).findByText('Enter a whole number of zero or more.')).toBeTruthy();
    expect(within(editor).getByRole('alert').textContent).toBe('Check the highlighted fields.');
  });

  it('pages on the server: its rows and counts, the next page near the end, the filter and sort sent', async () => {
    const all: Row[] = Array.from({ length: 45 }, (_, i) => ({
      id: `p${i}`,
      name: `Rätt ${String(i).padStart(2, '0')}`,
      position: i,
      version: 1,
    }));
    const asked: { query: ListQuery; after: string | null; first: number }[] = [];
    const pages: PagedList<Row, 'name' | 'position'> = {
      key: (query) => ['test', 'pages', query],
      sortable: ['name'],
      pageSize: 10,
      fetch: async (query, after, first) => {
        asked.push({ query, after, first });
        const matching = all.filter((row) => row.name.includes(query.q)).slice();
        if (query.desc) matching.reverse();
        const start = after ? Number(after) : 0;
        const rows = matching.slice(start, start + first);
        const end = start + rows.length;
        return { rows, count: matching.length, endCursor: String(end), hasNextPage: end < matching.length };
      },
    };
    renderScreen({ save: async () => 'x', pages });
    // The first page, then the next ones while the (20-row) view nears the last loaded row.
    await waitFor(() => expect(texts().slice(0, 3)).toEqual(['Rätt 00', 'Rätt 01', 'Rätt 02']));
    await waitFor(() => expect(asked.filter((call) => call.first === 10).length).toBeGreaterThanOrEqual(2));
    expect(asked.filter((call) => call.first === 10)[1]?.after).toBe('10');
    expect(screen.getByRole('grid', { name: 'Courses' }).getAttribute('aria-rowcount')).toBe('46');
    expect(screen.getByText('45 courses')).toBeTruthy();
    // Only the server's sort columns sort; the filter goes to the server, which counts the matches.
    const grid = screen.getByRole('grid', { name: 'Courses' });
    expect(within(grid).queryByRole('button', { name: 'Position' })).toBeNull();
    const nameHeader = () =>
      within(screen.getByRole('grid', { name: 'Courses' })).getByRole('columnheader', { name: /Name/ });
    fireEvent.click(within(grid).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(nameHeader().getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(within(nameHeader()).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(texts()[0]).toBe('Rätt 44'));
    expect(asked.at(-1)?.query).toMatchObject({ sort: 'name', desc: true });
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'Rätt 1' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Showing 10 of 45'));
    // The filtered query went to the server, and nothing after it: the last list, still shown
    // while the filtered one loads, does not page on.
    expect(asked.at(-1)?.query).toMatchObject({
      q: 'Rätt 1',
      sort: 'name',
      desc: true,
    });
  });

  it('selects all N matching on the server and changes them by the query, not by ids', async () => {
    const all: Row[] = Array.from({ length: 30 }, (_, i) => ({
      id: `m${i}`,
      name: `Rätt ${i}`,
      position: i,
      version: 1,
    }));
    const pages: PagedList<Row, 'name' | 'position'> = {
      key: (query) => ['test', 'matching', query],
      sortable: [],
      pageSize: 5,
      // Only ever one page here: what the screen has loaded is fewer than what matches.
      fetch: async (query, _after, first) => ({
        rows: all.filter((row) => row.name.includes(query.q)).slice(0, first),
        count: all.filter((row) => row.name.includes(query.q)).length,
        endCursor: null,
        hasNextPage: false,
      }),
    };
    const run = vi.fn(async () => undefined);
    const runMatching = vi.fn(async () => 30);
    renderScreen({
      save: async () => 'x',
      pages,
      bulk: [
        {
          key: 'bulkPosition',
          label: () => 'Set position',
          options: () => [{ id: '7', label: 'Seven' }],
          run,
          runMatching,
        },
      ],
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all shown' }));
    expect(await screen.findByText('5 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select all 30 matching' }));
    expect(await screen.findByText('All 30 matching selected')).toBeTruthy();
    // Deleting is by ids only: not offered for "all matching".
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
    // The bulk action's select loads after the list (its code is not part of the first screen).
    const trigger = await waitFor(() => {
      const select = screen
        .getAllByRole('button', { name: /Set position/ })
        .find((button) => !button.textContent?.includes('Apply'));
      if (!select) throw new Error('no select');
      return select;
    });
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('option', { name: 'Seven' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply: Set position' }));
    });
    await waitFor(() =>
      expect(runMatching).toHaveBeenCalledWith({ q: '', f: null, sort: null, desc: false }, '7'),
    );
    expect(run).not.toHaveBeenCalled();
  });
});
