import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { PlainButton as Button, PlainTextField } from '../../ui/PlainControls.tsx';
import { TableSkeleton } from '../../ui/Skeleton.tsx';
import * as fieldStyles from '../../ui/TextField.css.ts';
import { showToast } from '../../ui/toastHost.ts';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint.ts';
import type { Choice as ChoiceComponent } from './Choice.tsx';
import * as styles from './crud.css.ts';
import type { ResourceSearch } from './crud.route.ts';
import { useDeleteFlowOnUse } from './deleteFlowOnUse.tsx';
import { failureText } from './errors.ts';
import type { ResourceForm as ResourceFormComponent } from './ResourceForm.tsx';
import {
  type BulkAction,
  columnLabel,
  type ResourceDescriptor,
  type ResourceEnvBase,
  type ResourceKey,
} from './resource.ts';
import { useResource } from './useResource.ts';
import { VirtualGrid } from './VirtualGrid/VirtualGrid.tsx';

export interface ResourceScreenProps<
  R extends ResourceKey,
  Row extends { id: string },
  F,
  Env extends ResourceEnvBase,
> {
  descriptor: ResourceDescriptor<R, Row, F, Env>;
  env: Env;
  search: ResourceSearch;
  /** Changes the URL's search params; typing in the filter replaces the history entry. */
  onSearch: (patch: Partial<ResourceSearch>, options?: { replace?: boolean }) => void;
}

/**
 * The editor (its machine with XState, the form controls) loads when a record is first opened
 * (DESIGN.md section 8: the list's first screen carries the columns, filters and grid).
 */
const loadEditor = () => import('./ResourceForm.tsx');
const ResourceForm = lazy(async () => ({
  default: (await loadEditor()).ResourceForm,
})) as typeof ResourceFormComponent;
/**
 * The facet's and the bulk actions' choices (react-aria's Select and ComboBox with their popovers
 * and collections, ~35 KB gzip) come after the list: the rows and the search field are on screen
 * without them, and their box is kept so nothing moves when they arrive.
 */
const Choice = lazy(async () => ({
  default: (await import('./Choice.tsx')).Choice,
})) as typeof ChoiceComponent;

/** Pointing at or focusing the list starts loading the editor, so a row opens without a wait. */
const preloadEditor = () => void loadEditor().catch(() => {});

/** A screen whose records cannot be deleted never starts a delete; the flow still needs a function. */
async function noRemove(): Promise<never> {
  throw new Error('this resource has no delete');
}

/**
 * The screen while its first rows load (a route that does not wait for them): its title where the
 * screen puts it, and the rows' skeleton. The title is the page's largest text, so a phone paints
 * it with the shell instead of a round trip and a render later.
 */
export function ResourceScreenPending({ title }: { title: string }) {
  return (
    <div className={styles.layout} aria-busy="true">
      <section className={styles.listArea} aria-labelledby="resource-title">
        <div className={styles.header}>
          <div className={styles.titleRow}>
            <h1 id="resource-title">{title}</h1>
          </div>
        </div>
        <TableSkeleton />
      </section>
    </div>
  );
}

/**
 * Around a list page's screen and the hooks that build its env: the title and the rows' skeleton
 * until the first rows come. Its route's loader asks for them without waiting (loadListRoute).
 */
export function ResourceScreenSuspense({
  descriptor,
  children,
}: {
  descriptor: Pick<ResourceDescriptor<ResourceKey, { id: string }, unknown, ResourceEnvBase>, 'texts'>;
  children: ReactNode;
}) {
  const { LL } = useI18nContext();
  return (
    <Suspense fallback={<ResourceScreenPending title={descriptor.texts(LL).title()} />}>{children}</Suspense>
  );
}

/**
 * The one generic list-and-edit screen: a sortable, filterable, virtualised list with
 * multi-select and bulk actions, and an editor panel opened by `?id=new` or `?id={id}`.
 */
export function ResourceScreen<
  R extends ResourceKey,
  Row extends { id: string },
  F,
  Env extends ResourceEnvBase,
>(props: ResourceScreenProps<R, Row, F, Env>) {
  const { descriptor, env, search, onSearch } = props;
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const texts = descriptor.texts(LL);
  const list = useResource(descriptor, env, search);
  const openId = search.id ?? null;
  const openRow = openId ? list.rows.find((row) => row.id === openId) : undefined;
  // The facet's code is asked for once the rows are on screen, not with them.
  const choicesReady = useAfterFirstPaint();

  const deleteFlow = useDeleteFlowOnUse({
    remove: descriptor.remove ?? noRemove,
    onDeleted: (ids) => {
      for (const key of descriptor.invalidates) void queryClient.invalidateQueries({ queryKey: key });
      showToast({ type: 'success', title: LL.crud.form.deleted() }, 3000);
      list.clearSelection();
      if (openId && ids.includes(openId)) onSearch({ id: undefined });
    },
    failureMessage: (error) => failureText(LL, error),
  });

  const columns = useMemo(
    () =>
      descriptor.columns.map((column) => ({
        key: column.key,
        label: columnLabel(texts, column.key),
        width: column.width,
        numeric: column.numeric,
        sortable: descriptor.pages
          ? (descriptor.pages.sortable as readonly string[]).includes(column.key)
          : Boolean(column.compare),
        render: (row: Row) => column.render(row, env),
      })),
    [descriptor, env, texts],
  );

  function onSort(column: string) {
    const same = list.sort.column === column;
    onSearch(
      { sort: column, desc: same && list.sort.direction === 'asc' ? true : undefined },
      { replace: true },
    );
  }

  const selectedIds = [...list.selection];
  // A selected row shows the bulk delete button: its flow starts loading then.
  const anySelected = list.selection.size > 0;
  const preloadDelete = deleteFlow.preload;
  useEffect(() => {
    if (anySelected && descriptor.remove) preloadDelete();
  }, [anySelected, descriptor.remove, preloadDelete]);
  // "All N matching": every loaded row is selected and the server has more; chosen for one query.
  const [matchingChosen, setMatchingChosen] = useState<string | null>(null);
  const queryKey = list.query ? JSON.stringify(list.query) : null;
  const allMatching = queryKey !== null && matchingChosen === queryKey && list.selectAll === 'all';
  const canSelectMatching =
    queryKey !== null &&
    !allMatching &&
    list.selectAll === 'all' &&
    list.matching > list.selection.size &&
    Boolean(descriptor.bulk?.some((action) => action.runMatching));
  return (
    <div className={styles.layout} data-editing={Boolean(openId)}>
      <section
        className={styles.listArea}
        aria-labelledby="resource-title"
        onPointerOver={preloadEditor}
        onFocus={preloadEditor}
      >
        <div className={styles.header}>
          <div className={styles.titleRow}>
            <h1 id="resource-title">{texts.title()}</h1>
            <span className={styles.count}>{texts.count({ count: list.total })}</span>
          </div>
          <div className={styles.toolbar}>
            {descriptor.toolbar?.(env, list.rows, list.query)}
            {descriptor.canCreate !== false && (
              <Button onClick={() => onSearch({ id: 'new' })}>{texts.create()}</Button>
            )}
          </div>
        </div>
        <div className={styles.filters}>
          <PlainTextField
            type="search"
            className={styles.filterField}
            label={LL.crud.list.filter()}
            placeholder={LL.crud.list.filterPlaceholder()}
            value={search.q ?? ''}
            onChange={(value) => onSearch({ q: value || undefined }, { replace: true })}
          />
          {descriptor.facet && (
            <div className={styles.filterField}>
              {choicesReady ? (
                <Suspense fallback={<ChoicePending label={descriptor.facet.label(env)} />}>
                  <Choice
                    label={descriptor.facet.label(env)}
                    source={descriptor.facet}
                    env={env}
                    allLabel={LL.crud.list.all()}
                    value={search.f ?? null}
                    onChange={(value) => onSearch({ f: value ?? undefined }, { replace: true })}
                  />
                </Suspense>
              ) : (
                <ChoicePending label={descriptor.facet.label(env)} />
              )}
            </div>
          )}
        </div>
        <p className={styles.status} role="status">
          {openRow
            ? LL.crud.list.showing({ name: descriptor.name(openRow) })
            : list.matching !== list.total
              ? LL.crud.list.shown({ shown: list.matching, total: list.total })
              : ''}
        </p>
        {list.selection.size > 0 && (
          <section className={styles.bulkBar} aria-label={LL.crud.list.actions()}>
            <strong>
              {allMatching
                ? LL.crud.list.allMatching({ count: list.matching })
                : LL.crud.list.selected({ count: list.selection.size })}
            </strong>
            {canSelectMatching && (
              <Button tone="ghost" onClick={() => setMatchingChosen(queryKey)}>
                {LL.crud.list.selectMatching({ count: list.matching })}
              </Button>
            )}
            {descriptor.bulk
              ?.filter((action) => !allMatching || action.runMatching)
              .map((action) => (
                <BulkControl
                  key={action.key}
                  action={action}
                  env={env}
                  onRun={async (value) => {
                    try {
                      let count = selectedIds.length;
                      if (allMatching && action.runMatching && list.query)
                        count = await action.runMatching(list.query, value);
                      else await action.run(selectedIds, value);
                      for (const key of descriptor.invalidates)
                        await queryClient.invalidateQueries({ queryKey: key });
                      showToast({ type: 'success', title: LL.crud.list.bulkDone({ count }) }, 3000);
                    } catch (error) {
                      showToast({ type: 'error', title: failureText(LL, error) }, 3000);
                    }
                  }}
                />
              ))}
            {descriptor.remove && !allMatching && (
              <Button tone="danger" onClick={() => deleteFlow.request(selectedIds)}>
                {LL.crud.list.bulkDelete()}
              </Button>
            )}
            <Button tone="ghost" onClick={list.clearSelection}>
              {LL.crud.list.clearSelection()}
            </Button>
          </section>
        )}
        <VirtualGrid
          label={texts.tableLabel()}
          rows={list.view}
          rowCount={list.matching}
          onNearEnd={list.loadMore}
          offset={list.offset}
          onNearStart={list.loadPrevious}
          loadingText={LL.crud.list.loadingRow()}
          columns={columns}
          name={descriptor.name}
          sort={list.sort}
          onSort={onSort}
          selectable
          selection={list.selection}
          selectAll={list.selectAll}
          onToggle={list.onToggle}
          onToggleAll={list.onToggleAll}
          currentId={openId}
          onOpen={(id) => onSearch({ id })}
          empty={texts.empty()}
          texts={{
            selectAll: LL.crud.list.selectAll(),
            selectRow: (name) => LL.crud.list.selectRow({ name }),
          }}
        />
      </section>
      {openId && (
        <Suspense fallback={<section className={styles.panel} aria-busy="true" />}>
          <ResourceForm
            key={openId}
            descriptor={descriptor}
            env={env}
            id={openId}
            listRow={openRow}
            onClose={() => {
              onSearch({ id: undefined });
              // Back to the list: the row of the closed record takes the focus.
              requestAnimationFrame(() =>
                document.querySelector<HTMLElement>(`[data-key="${CSS.escape(openId)}"]`)?.focus(),
              );
            }}
            onSaved={(id, created) => {
              if (created) onSearch({ id }, { replace: true });
            }}
            onDeleted={() => onSearch({ id: undefined })}
          />
        </Suspense>
      )}
      {deleteFlow.dialog(null)}
    </div>
  );
}

function BulkControl<Env>({
  action,
  env,
  onRun,
}: {
  action: BulkAction<Env>;
  env: Env;
  onRun: (value: string) => Promise<void>;
}) {
  const { LL } = useI18nContext();
  const [value, setValue] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.bulkAction}>
      <Suspense fallback={<ChoicePending label={action.label(env)} />}>
        <Choice label={action.label(env)} source={action} env={env} value={value} onChange={setValue} />
      </Suspense>
      <Button
        tone="secondary"
        isDisabled={value === null || busy}
        onClick={async () => {
          if (value === null) return;
          setBusy(true);
          await onRun(value);
          setBusy(false);
        }}
        aria-label={`${LL.crud.list.bulkApply()}: ${action.label(env)}`}
      >
        {LL.crud.list.bulkApply()}
      </Button>
    </div>
  );
}

/** The choice's label and an empty field while its code loads; hidden from assistive technology. */
function ChoicePending({ label }: { label: string }) {
  return (
    <div className={fieldStyles.field} aria-hidden="true">
      <span className={fieldStyles.label}>{label}</span>
      <span className={fieldStyles.input} />
    </div>
  );
}
