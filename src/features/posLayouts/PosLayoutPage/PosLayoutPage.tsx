import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { COUNTRIES, normalizeCountry } from '../../../domain/countries.ts';
import { formatMoney } from '../../../domain/money.ts';
import {
  BUTTON_KINDS,
  firstFreeCell,
  localName,
  type NameLang,
  PALETTE,
  TERMINAL_SCREENS,
} from '../../../domain/posLayout.ts';
import type { UpdatePageMutationVariables } from '../../../graphql/__generated__/graphql.ts';
import { execute } from '../../../graphql/client.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { posLayoutMachine } from '../../../machines/posLayout/posLayout.machine.ts';
import { userMetadataQueryOptions } from '../../../platform/session/index.ts';
import { useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { type Option, SelectInput, TextInput, type TextValue } from '../../../ui/FormControls.tsx';
import { SearchPicker, type SearchSource } from '../../../ui/SearchPicker.tsx';
import {
  CreatePosCategoryDocument,
  CreatePosLayoutDocument,
  CreatePosPageDocument,
  DeletePosLayoutDocument,
  DuplicatePosLayoutDocument,
  GetPosPageReferencesDocument,
  RemoveSubPageDocument,
  UpdatePageDocument,
  UpdatePosLayoutDocument,
} from '../posLayouts.gql.ts';
import {
  type LayoutItem,
  layoutBundleNamesQueryOptions,
  layoutBundleSearch,
  layoutItemNamesQueryOptions,
  layoutItemSearch,
  layoutsQueryOptions,
  layoutUpsellNamesQueryOptions,
  layoutUpsellSearch,
  pageQueryOptions,
  posLayoutKeys,
} from '../posLayouts.queries.ts';
import { ButtonEditor } from './ButtonEditor.tsx';
import { CategoryEditor, CategoryFields, type CategoryForm } from './CategoryEditor.tsx';
import { type EditorButton, PageGrid } from './PageGrid.tsx';
import * as styles from './PosLayoutPage.css.ts';
import {
  Confirm,
  ConflictNotice,
  conflictVersion,
  langInput,
  message,
  NameTranslations,
  textValue,
} from './parts.tsx';

function Editor({ layoutId }: { layoutId: string | undefined }) {
  const { LL, locale } = useI18nContext();
  const L = LL.posLayouts;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useQuery(layoutsQueryOptions());
  const { data: metadata } = useQuery(userMetadataQueryOptions());
  const layouts = data?.posLayouts ?? [];
  const currency = COUNTRIES[normalizeCountry(metadata?.country)].currency;
  const [live, setLive] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: posLayoutKeys.all });
  const money = useCallback((minor: number) => formatMoney(minor, currency, locale), [currency, locale]);
  /** Names on screen are the translation for the user's language, else the default name. */
  const nameOf = useCallback(
    (named: { name: string; nameLang?: NameLang | null }) => localName(named, locale),
    [locale],
  );

  const [state, send] = useMachine(posLayoutMachine.provide({ actions: { refetch } }));
  const { crumbs, categoryId, removing } = state.context;

  // Route rules (spec section 2): no or unknown layoutId goes to the first layout.
  useEffect(() => {
    if (!data || layouts.length === 0) return;
    if (!layouts.some((l) => l.id === layoutId))
      void navigate({ to: '/pos-layout', search: { layoutId: layouts[0]?.id }, replace: true });
  }, [data, layouts, layoutId, navigate]);

  useEffect(() => {
    if (!data) return;
    send({
      type: 'LOADED',
      layouts: layouts.map((l) => ({
        id: l.id,
        categories: l.categories.map((c) => ({ id: c.id, order: c.order, pageId: c.page?.id ?? '' })),
      })),
      layoutId: layoutId ?? null,
    });
  }, [data, layouts, layoutId, send]);

  // The machine is `removing`: run removeSubPage (one server transaction) and report back.
  useEffect(() => {
    if (!state.matches('removing') || !removing) return;
    mutation
      .send(RemoveSubPageDocument, { pageId: removing })
      .then(() => send({ type: 'REMOVED' }))
      .catch((error) => {
        setProblem(message(error));
        send({ type: 'REMOVE_FAILED' });
      });
  }, [state, removing, send]);

  const layout = layouts.find((l) => l.id === state.context.layoutId);
  const categories = [...(layout?.categories ?? [])].sort((a, b) => b.order - a.order);
  const selectedCategory = categories.find((c) => c.id === categoryId);
  const pageId = crumbs.at(-1);
  const pageNames = new Map((layout?.pages ?? []).map((p) => [p.id, nameOf(p)]));
  const subPages = useMemo(
    () => (layout?.pages ?? []).filter((p) => !p.categoryId).map((p) => ({ id: p.id, name: nameOf(p) })),
    [layout, nameOf],
  );

  const run = async (work: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await work();
      return true;
    } catch (error) {
      setProblem(message(error));
      return false;
    }
  };

  // Layout forms.
  const [newName, setNewName] = useState('');
  const [newLang, setNewLang] = useState<TextValue>({});
  const [rename, setRename] = useState<{ name: string; lang: TextValue } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const createLayout = () =>
    run(async () => {
      const created = await mutation.send(CreatePosLayoutDocument, {
        data: { name: newName, nameLang: langInput(newLang) },
      });
      setNewName('');
      setNewLang({});
      await queryClient.invalidateQueries({ queryKey: posLayoutKeys.all });
      // After a layout is added, the route goes to the newest.
      await navigate({ to: '/pos-layout', search: { layoutId: created.createPosLayout.id } });
    });

  // Category and sub-page forms.
  const emptyCategory: CategoryForm = { name: '', lang: {}, color: 'blue', order: '1' };
  const [category, setCategory] = useState(emptyCategory);
  const [subPage, setSubPage] = useState({ name: '', columns: '5', rows: '4' });
  const [subPageLang, setSubPageLang] = useState<TextValue>({});

  return (
    <section>
      <h1>{L.title()}</h1>
      <p role="status" aria-live="assertive" className={styles.muted} data-testid="pos-live">
        {live}
      </p>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <div className={styles.panel}>
        <h2>{L.layouts()}</h2>
        <div className={styles.row}>
          {layouts.length > 0 && (
            <SelectInput
              name="layout"
              label={L.layout()}
              value={layout?.id ?? ''}
              onChange={(id) => void navigate({ to: '/pos-layout', search: { layoutId: id } })}
              options={layouts.map((l) => ({ id: l.id, label: nameOf(l) }))}
            />
          )}
        </div>
        <form
          className={styles.row}
          aria-label={L.newLayout()}
          onSubmit={(event) => {
            event.preventDefault();
            void createLayout();
          }}
        >
          <TextInput
            kind="text"
            name="newLayout"
            label={L.newLayout()}
            value={newName}
            onChange={setNewName}
          />
          <NameTranslations name="newLayoutLang" value={newLang} onChange={setNewLang} />
          <Button type="submit">{L.create()}</Button>
        </form>
        {layouts.length === 0 && data && <p className={styles.muted}>{L.noLayouts()}</p>}
        {layout && (
          <div className={styles.row}>
            {rename === null ? (
              <Button
                tone="secondary"
                onPress={() => setRename({ name: layout.name, lang: textValue(layout.nameLang) })}
              >
                {L.rename()}
              </Button>
            ) : (
              <form
                className={styles.row}
                aria-label={L.rename()}
                onSubmit={(event) => {
                  event.preventDefault();
                  void run(async () => {
                    await mutation.send(UpdatePosLayoutDocument, {
                      id: layout.id,
                      data: { name: rename.name, nameLang: langInput(rename.lang) },
                    });
                    setRename(null);
                    refetch();
                  });
                }}
              >
                <TextInput
                  kind="text"
                  name="rename"
                  label={L.layoutName()}
                  value={rename.name}
                  onChange={(name) => setRename({ ...rename, name })}
                />
                <NameTranslations
                  name="renameLang"
                  value={rename.lang}
                  onChange={(lang) => setRename({ ...rename, lang })}
                />
                <Button type="submit">{L.save()}</Button>
                <Button tone="secondary" onPress={() => setRename(null)}>
                  {L.cancel()}
                </Button>
              </form>
            )}
            <Button
              tone="secondary"
              onPress={() =>
                void run(async () => {
                  // The copy's name and each translation say "(copy)" in the user's language.
                  const lang = textValue(layout.nameLang);
                  const copy = await mutation.send(DuplicatePosLayoutDocument, {
                    id: layout.id,
                    name: L.copyOf({ name: layout.name }),
                    nameLang: langInput(
                      Object.fromEntries(
                        Object.entries(lang).map(([code, text]) => [code, text && L.copyOf({ name: text })]),
                      ),
                    ),
                  });
                  await queryClient.invalidateQueries({ queryKey: posLayoutKeys.all });
                  await navigate({ to: '/pos-layout', search: { layoutId: copy.duplicatePosLayout.id } });
                })
              }
            >
              {L.duplicate()}
            </Button>
            <Button tone="danger" onPress={() => setDeleting(true)}>
              {L.deleteLayout()}
            </Button>
          </div>
        )}
        {layout && deleting && (
          <Confirm
            id="delete-layout"
            title={L.confirmDeleteLayoutTitle({ name: nameOf(layout) })}
            confirmLabel={L.deleteConfirm()}
            onCancel={() => setDeleting(false)}
            onConfirm={() =>
              void run(async () => {
                setDeleting(false);
                await mutation.send(DeletePosLayoutDocument, { id: layout.id });
                await queryClient.invalidateQueries({ queryKey: posLayoutKeys.all });
                await navigate({ to: '/pos-layout', search: { layoutId: undefined }, replace: true });
              })
            }
          >
            <p>{L.confirmDeleteLayout()}</p>
          </Confirm>
        )}
      </div>

      {layout && (
        <div className={styles.panel}>
          <h2 id="pos-categories">{L.categories()}</h2>
          <ul className={styles.tabs} aria-labelledby="pos-categories">
            {categories.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={[styles.tab, styles.swatch[c.color as keyof typeof styles.swatch] ?? ''].join(
                    ' ',
                  )}
                  aria-pressed={c.id === categoryId}
                  onClick={() => send({ type: 'SELECT_CATEGORY', categoryId: c.id })}
                >
                  {nameOf(c)}
                </button>
              </li>
            ))}
          </ul>
          {selectedCategory && (
            <CategoryEditor
              key={selectedCategory.id}
              category={selectedCategory}
              nameOf={nameOf}
              pageName={(id) => pageNames.get(id)}
              onChanged={() => queryClient.invalidateQueries({ queryKey: posLayoutKeys.all })}
            />
          )}
          <form
            className={styles.row}
            aria-label={L.newCategory()}
            onSubmit={(event) => {
              event.preventDefault();
              void run(async () => {
                await mutation.send(CreatePosCategoryDocument, {
                  layoutId: layout.id,
                  data: {
                    name: category.name,
                    nameLang: langInput(category.lang),
                    color: category.color,
                    order: Number(category.order) || 0,
                  },
                });
                setCategory(emptyCategory);
                refetch();
              });
            }}
          >
            <CategoryFields prefix="category" value={category} onChange={setCategory} />
            <Button type="submit">{L.newCategory()}</Button>
          </form>
          <h2>{L.subPages()}</h2>
          <p className={styles.muted} data-testid="pos-sub-pages">
            {subPages.map((p) => p.name).join(', ')}
          </p>
          <form
            className={styles.row}
            aria-label={L.newSubPage()}
            onSubmit={(event) => {
              event.preventDefault();
              void run(async () => {
                await mutation.send(CreatePosPageDocument, {
                  layoutId: layout.id,
                  data: {
                    name: subPage.name,
                    nameLang: langInput(subPageLang),
                    columns: Number(subPage.columns),
                    rows: Number(subPage.rows),
                  },
                });
                setSubPage({ name: '', columns: '5', rows: '4' });
                setSubPageLang({});
                refetch();
              });
            }}
          >
            <TextInput
              kind="text"
              name="subPageName"
              label={L.pageName()}
              value={subPage.name}
              onChange={(name) => setSubPage({ ...subPage, name })}
            />
            <NameTranslations name="subPageLang" value={subPageLang} onChange={setSubPageLang} />
            <TextInput
              kind="integer"
              name="subPageColumns"
              label={L.columns()}
              value={subPage.columns}
              onChange={(columns) => setSubPage({ ...subPage, columns })}
            />
            <TextInput
              kind="integer"
              name="subPageRows"
              label={L.rows()}
              value={subPage.rows}
              onChange={(rows) => setSubPage({ ...subPage, rows })}
            />
            <Button type="submit">{L.newSubPage()}</Button>
          </form>
        </div>
      )}

      {layout && pageId && (
        <div className={styles.panel}>
          <nav aria-label={L.breadcrumb()}>
            <ol className={styles.crumbs}>
              {crumbs.map((id, index) => (
                <li key={id}>
                  {index < crumbs.length - 1 ? (
                    <Button tone="ghost" size="sm" onPress={() => send({ type: 'GO_TO_CRUMB', index })}>
                      {pageNames.get(id) ?? id}
                    </Button>
                  ) : (
                    <span aria-current="page">{pageNames.get(id) ?? id}</span>
                  )}
                  {index < crumbs.length - 1 && <span aria-hidden="true"> › </span>}
                </li>
              ))}
            </ol>
          </nav>
          <PageEditor
            key={pageId}
            pageId={pageId}
            pageName={(id) => pageNames.get(id)}
            isSubPage={crumbs.length > 1}
            subPages={subPages}
            money={money}
            announce={setLive}
            onOpen={(id) => send({ type: 'OPEN_PAGE', pageId: id })}
            onRemove={() => send({ type: 'REMOVE_SUB_PAGE', pageId })}
            onSaved={refetch}
          />
        </div>
      )}
    </section>
  );
}

type UpdatePageData = UpdatePageMutationVariables['data'];

interface PageEditorProps {
  pageId: string;
  /** A page's name in the user's language. */
  pageName: (id: string) => string | undefined;
  isSubPage: boolean;
  subPages: readonly { id: string; name: string }[];
  money: (minor: number) => string;
  announce: (text: string) => void;
  onOpen: (pageId: string) => void;
  onRemove: () => void;
  onSaved: () => void;
}

/** Button kinds whose target is searched on the server (issue 14): never a whole list in a select. */
const SEARCHED_TARGETS: Record<'ITEM' | 'UPSELL' | 'OFFER', SearchSource<Option | LayoutItem>> = {
  ITEM: layoutItemSearch,
  UPSELL: layoutUpsellSearch,
  OFFER: layoutBundleSearch,
};

function PageEditor({
  pageId,
  pageName,
  isSubPage,
  subPages,
  money,
  announce,
  onOpen,
  onRemove,
  onSaved,
}: PageEditorProps) {
  const { LL } = useI18nContext();
  const L = LL.posLayouts;
  const queryClient = useQueryClient();
  // Prices as the selected venue's POS shows them now (layouts are the company's, not a venue's).
  const { selected: venue } = useVenueSelection();
  const { data } = useQuery(pageQueryOptions(pageId, venue?.id ?? null));
  const page = data?.posPage;
  const [buttons, setButtons] = useState<EditorButton[]>([]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [kind, setKind] = useState<string>('ITEM');
  const [target, setTarget] = useState('');
  // A product's or an upsell's button target, picked over the server's search (issue 14).
  const [picked, setPicked] = useState<Option | LayoutItem | null>(null);
  const [color, setColor] = useState<string>('blue');
  const [screen, setScreen] = useState<string>('till');
  const [confirm, setConfirm] = useState<{ where: string } | null>(null);
  const [size, setSize] = useState<{ columns: string; rows: string } | null>(null);
  /** A save refused because the page moved on meanwhile: the version it is at, and the save again from it. */
  const [conflict, setConflict] = useState<{ current: number; retry: (version: number) => void } | null>(
    null,
  );
  /** The page's version as last read or saved (versions only grow, so a late read-back cannot undo a save). */
  const version = useRef<number | null>(null);
  const seen = (value: number) => {
    version.current = Math.max(version.current ?? 0, value);
  };
  /** The writes of this page, one after the other. */
  const queue = useRef<Promise<void>>(Promise.resolve());
  /** A button is picked up or dragged: a read-back arriving meanwhile must not undo the move. */
  const busy = useRef(false);

  // The titles of the products this page's buttons show: those ids only, never the catalogue.
  const { data: itemNames } = useQuery({
    ...layoutItemNamesQueryOptions(buttons.flatMap((b) => (b.itemId ? [b.itemId] : []))),
    placeholderData: keepPreviousData,
  });
  // The names of the upsells this page's buttons open: those ids only, never the whole list.
  const { data: upsellNames } = useQuery({
    ...layoutUpsellNamesQueryOptions(buttons.flatMap((b) => (b.upsellId ? [b.upsellId] : []))),
    placeholderData: keepPreviousData,
  });
  // The names of the bundle offers this page's buttons open: those ids only, never the whole list.
  const { data: bundleNames } = useQuery({
    ...layoutBundleNamesQueryOptions(buttons.flatMap((b) => (b.offerId ? [b.offerId] : []))),
    placeholderData: keepPreviousData,
  });
  const names = useMemo(
    () => ({
      ITEM: itemNames ?? new Map<string, string>(),
      PAGE: new Map(subPages.filter((p) => p.id !== pageId).map((p) => [p.id, p.name])),
      UPSELL: upsellNames ?? new Map<string, string>(),
      OFFER: bundleNames ?? new Map<string, string>(),
    }),
    [itemNames, subPages, upsellNames, bundleNames, pageId],
  );

  useEffect(() => {
    if (!page || busy.current) return;
    // updatePage stores the buttons anew (new ids): keep the keys on screen stable across reads, so
    // a button picked up by keyboard stays picked up when the page is read back.
    type Target = {
      kind: string;
      col: number;
      row: number;
      itemId?: string | null;
      targetPageId?: string | null;
      upsellId?: string | null;
      offerId?: string | null;
    };
    const target = (b: Target) => `${b.kind}:${b.itemId ?? b.targetPageId ?? b.upsellId ?? b.offerId ?? ''}`;
    setButtons((previous) => {
      // The same place first, else the same target: a button moved elsewhere keeps its key (and focus).
      const left = [...previous];
      const keyOf = (b: Target) => {
        const at = left.findIndex((p) => target(p) === target(b) && p.col === b.col && p.row === b.row);
        const index = at >= 0 ? at : left.findIndex((p) => target(p) === target(b));
        return index >= 0 ? left.splice(index, 1)[0]?.key : undefined;
      };
      return page.buttons.map((b) => ({
        key: keyOf(b) ?? b.id,
        kind: b.kind,
        col: b.col,
        row: b.row,
        width: b.width,
        height: b.height,
        color: b.color ?? null,
        itemId: b.itemId ?? null,
        targetPageId: b.targetPageId ?? null,
        upsellId: b.upsellId ?? null,
        offerId: b.offerId ?? null,
        // A sub-page link shows the page's name in the user's language (its stored label is a fallback).
        label:
          (b.kind === 'PAGE' && b.targetPageId ? names.PAGE.get(b.targetPageId) : undefined) ??
          b.label ??
          b.itemTitle ??
          '',
        price: b.price != null ? money(b.price) : null,
      }));
    });
  }, [page, money, names]);

  if (!page) return <p className={styles.muted}>{LL.app.loading()}</p>;

  seen(page.version);

  /**
   * One write of the page at a time, each from the version the previous one left (saves of quick
   * moves queue up instead of refusing each other); someone else's save in between is a conflict.
   */
  const write = (data: UpdatePageData, retry: (version: number) => void, expected?: number) => {
    const step = queue.current.then(async () => {
      setProblem(null);
      setConflict(null);
      try {
        const saved = await mutation.send(UpdatePageDocument, {
          pageId,
          data,
          expectedVersion: expected ?? version.current,
        });
        seen(saved.updatePage.version);
        await queryClient.invalidateQueries({ queryKey: posLayoutKeys.page(pageId) });
        onSaved();
        return true;
      } catch (error) {
        const current = conflictVersion(error);
        if (current !== null) setConflict({ current, retry });
        else setProblem(message(error));
        return false;
      }
    });
    queue.current = step.then(() => undefined);
    return step;
  };

  const save = (next: EditorButton[], expected?: number): Promise<boolean> => {
    setButtons(next);
    return write(
      {
        buttons: {
          set: next.map((b) => ({
            kind: b.kind,
            col: b.col,
            row: b.row,
            width: b.width,
            height: b.height,
            color: b.color,
            // A link's name follows its page (and the page's translations): no label of its own.
            label: b.kind === 'PAGE' ? null : b.label,
            itemId: b.itemId,
            targetPageId: b.targetPageId,
            upsellId: b.upsellId,
            offerId: b.offerId,
          })),
        },
      },
      (current) => void save(next, current),
      expected,
    );
  };

  const options = (k: string) =>
    [...(names[k as keyof typeof names] ?? new Map())].map(([id, label]) => ({ id, label }));

  const add = () => {
    const cell = firstFreeCell(page.columns, page.rows, buttons);
    if (!cell) return announce(L.pageFull());
    const chosen = picked?.id === target ? picked : null;
    const item = kind === 'ITEM' && chosen && 'defaultPrice' in chosen ? chosen : null;
    const named = kind === 'UPSELL' || kind === 'OFFER' ? chosen : null;
    const label = item ? item.title : (named?.label ?? names[kind as keyof typeof names]?.get(target));
    if (!label) return;
    void save([
      ...buttons,
      {
        key: `new-${Date.now()}`,
        kind,
        ...cell,
        width: 1,
        height: 1,
        color,
        label,
        itemId: kind === 'ITEM' ? target : null,
        targetPageId: kind === 'PAGE' ? target : null,
        upsellId: kind === 'UPSELL' ? target : null,
        offerId: kind === 'OFFER' ? target : null,
        price: item ? money(item.defaultPrice) : null,
      },
    ]);
  };

  const terminal = TERMINAL_SCREENS.find((s) => s.key === screen) ?? TERMINAL_SCREENS[0];
  const shownSize = size ?? { columns: String(page.columns), rows: String(page.rows) };
  /** The page's grid; the server refuses a page smaller than its buttons (BUTTON_OUTSIDE). */
  const resize = async (expected?: number) => {
    const data = { columns: Number(shownSize.columns), rows: Number(shownSize.rows) };
    if (await write(data, (current) => void resize(current), expected)) setSize(null);
  };
  const shownName = pageName(pageId) ?? page.name;
  const selected = buttons.find((b) => b.key === selectedKey);
  const targetOf = (b: EditorButton) => b.itemId ?? b.targetPageId ?? b.upsellId ?? b.offerId ?? '';

  return (
    <>
      <p id="pos-keyboard-help" className={styles.muted}>
        {L.keyboardHelp()} {L.priceNote()}
      </p>
      <SelectInput
        name="screen"
        label={L.preview()}
        value={screen}
        onChange={setScreen}
        options={TERMINAL_SCREENS.map((s) => ({ id: s.key, label: L.screens[s.key]() }))}
      />
      <div
        className={styles.frame}
        style={{
          aspectRatio: `${terminal.width} / ${terminal.height}`,
          maxInlineSize: `${Math.min(terminal.width, 960)}px`,
        }}
      >
        <PageGrid
          name={shownName}
          columns={page.columns}
          rows={page.rows}
          buttons={buttons}
          selectedKey={selectedKey}
          onSelect={setSelectedKey}
          onChange={(next, persist) => (persist ? void save(next) : setButtons(next))}
          onOpen={(b) => b.targetPageId && onOpen(b.targetPageId)}
          announce={announce}
          onBusy={(value) => {
            busy.current = value;
          }}
        />
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      {conflict && (
        <ConflictNotice
          text={L.pageConflict()}
          onReload={() => {
            setConflict(null);
            setSize(null);
            void queryClient.invalidateQueries({ queryKey: posLayoutKeys.page(pageId) });
          }}
          onOverwrite={() => conflict.retry(conflict.current)}
        />
      )}
      <form
        className={styles.row}
        aria-label={L.pageSize()}
        onSubmit={(event) => {
          event.preventDefault();
          void resize();
        }}
      >
        <TextInput
          kind="integer"
          name="pageColumns"
          label={L.columns()}
          value={shownSize.columns}
          onChange={(columns) => setSize({ ...shownSize, columns })}
        />
        <TextInput
          kind="integer"
          name="pageRows"
          label={L.rows()}
          value={shownSize.rows}
          onChange={(rows) => setSize({ ...shownSize, rows })}
        />
        <Button type="submit" tone="secondary">
          {L.savePageSize()}
        </Button>
      </form>
      {selected && (
        <ButtonEditor
          key={selected.key}
          button={selected}
          defaultLabel={names[selected.kind as keyof typeof names]?.get(targetOf(selected)) ?? selected.label}
          onSave={(patch) => void save(buttons.map((b) => (b.key === selected.key ? { ...b, ...patch } : b)))}
          onRemove={() => void save(buttons.filter((b) => b.key !== selected.key))}
        />
      )}
      <form
        className={styles.row}
        aria-label={L.addButton()}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <SelectInput
          name="buttonKind"
          label={L.kind()}
          value={kind}
          onChange={(k) => {
            setKind(k);
            setTarget('');
          }}
          options={BUTTON_KINDS.map((id) => ({ id, label: L.kinds[id]() }))}
        />
        {kind in SEARCHED_TARGETS ? (
          // Keyed by kind: the product, upsell and bundle pickers never share what is typed.
          <SearchPicker<Option | LayoutItem>
            key={kind}
            name="buttonTarget"
            label={L.target()}
            source={SEARCHED_TARGETS[kind as keyof typeof SEARCHED_TARGETS]}
            afterPick="keep"
            onPick={(option) => {
              setPicked(option);
              setTarget(option.id);
            }}
          />
        ) : (
          <SelectInput
            name="buttonTarget"
            label={L.target()}
            value={target}
            onChange={setTarget}
            options={options(kind)}
          />
        )}
        <SelectInput
          name="buttonColor"
          label={L.buttonColor()}
          value={color}
          onChange={setColor}
          options={PALETTE.map((id) => ({ id, label: L.colors[id]() }))}
        />
        <Button type="submit">{L.add()}</Button>
      </form>
      {isSubPage && (
        <div className={styles.row}>
          <Button
            tone="danger"
            onPress={() =>
              void execute(GetPosPageReferencesDocument, { pageId }).then((refs) =>
                setConfirm({
                  where: refs.posPageReferences
                    .map((r) => `${pageName(r.pageId) ?? r.name} (${r.count})`)
                    .join(', '),
                }),
              )
            }
          >
            {L.removeSubPage()}
          </Button>
        </div>
      )}
      {confirm && (
        <Confirm
          id="remove"
          title={L.confirmRemoveTitle({ name: shownName })}
          confirmLabel={L.removeConfirm()}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            onRemove();
          }}
        >
          <p>{confirm.where ? L.confirmRemoveRefs({ where: confirm.where }) : L.confirmRemoveNone()}</p>
        </Confirm>
      )}
    </>
  );
}

/** `/pos-layout?layoutId=` (issue 17): the layout editor with its breadcrumb machine. */
export function PosLayoutPage({ layoutId }: { layoutId: string | undefined }) {
  return (
    <Namespace name="posLayouts">
      <Editor layoutId={layoutId} />
    </Namespace>
  );
}
