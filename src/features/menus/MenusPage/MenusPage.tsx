import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { COUNTRIES, CURRENCIES, normalizeCountry } from '../../../domain/countries.ts';
import { hasScope } from '../../../domain/scopes.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { Button } from '../../../ui/Button.tsx';
import { type TextValue, TranslationsInput } from '../../../ui/FormControls.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { userMetadataQueryOptions } from '../../session/index.ts';
import { mutation } from '../../shell/index.ts';
import { CreateMenuDocument, DeleteMenuDocument, UpdateMenuDocument } from '../menus.gql.ts';
import {
  type ListedMenu,
  menuQueryOptions,
  menusKeys,
  menusPageQueryOptions,
  menuVenuesQueryOptions,
} from '../menus.queries.ts';
import { MenuEditor } from './MenuEditor.tsx';
import * as styles from './MenusPage.css.ts';
import { PosPreview } from './PosPreview.tsx';

type Menu = ListedMenu;
const LANGUAGES = ['en', 'se', 'es', 'no'] as const;

export interface MenusPageProps {
  menuId?: string;
  onOpen: (menuId: string | undefined) => void;
}

/** `/menus`: the company's menus (spec section 2), and the editor of the one in `?menu=`. */
export function MenusPage(props: MenusPageProps) {
  return (
    <Namespace name="menus" fallback={<TableSkeleton />}>
      <Namespace name="crud" fallback={<TableSkeleton />}>
        <MenusScreen {...props} />
      </Namespace>
    </Namespace>
  );
}

function useLocale(): string {
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  return COUNTRIES[normalizeCountry(metadata.country)].languageTag;
}

/** Anyone may look at menus (spec section 2); only MENUS may change them, as the server checks. */
function useCanEdit(): boolean {
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  return hasScope(metadata.permissions.scopes, 'MENUS');
}

function MenusScreen({ menuId, onOpen }: MenusPageProps) {
  const { LL } = useI18nContext();
  const locale = useLocale();
  const canEdit = useCanEdit();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  // The list a page at a time (issue 14): searched and sorted by the server (menusPage).
  const list = useInfiniteQuery({
    ...menusPageQueryOptions(deferredSearch),
    placeholderData: keepPreviousData,
  });
  const { data: venueData } = useQuery(menuVenuesQueryOptions());
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Menu | null>(null);
  const [deleting, setDeleting] = useState<Menu | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  // A revert changes entries behind the editor's machine: a new revision starts it afresh.
  const [revision, setRevision] = useState(0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: menusKeys.all });

  if (list.isError) return <p role="alert">{LL.menus.errors.loadFailed()}</p>;
  if (!list.data) return <TableSkeleton />;
  const menus = list.data.pages.flatMap((page) => page.results);
  const count = list.data.pages[0]?.count ?? 0;

  return (
    <section>
      <div className={styles.header}>
        <h1>{LL.menus.title()}</h1>
        <div className={styles.actions}>
          <Link to="/menus/manage-venues" className={styles.link}>
            {LL.menus.manageVenues()}
          </Link>
          {canEdit && (
            <Link to="/menus/history" className={styles.link}>
              {LL.menus.history.pageTitle()}
            </Link>
          )}
          {canEdit && <Button onPress={() => setCreating(true)}>{LL.menus.newMenu()}</Button>}
        </div>
      </div>
      {!canEdit && <p className={styles.muted}>{LL.menus.readOnly()}</p>}
      <TextField label={LL.menus.listSearch()} type="search" value={search} onChange={setSearch} />
      {menus.length === 0 ? (
        <p className={styles.muted}>{LL.menus.empty()}</p>
      ) : (
        <table className={styles.table} aria-label={LL.menus.tableLabel()}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                {LL.menus.name()}
              </th>
              <th className={styles.cell} scope="col">
                {LL.menus.products()}
              </th>
              <th className={styles.cell} scope="col">
                {LL.menus.currency()}
              </th>
              <th className={styles.cell} scope="col">
                {LL.menus.actions()}
              </th>
            </tr>
          </thead>
          <tbody>
            {menus.map((menu) => (
              <tr key={menu.id}>
                <th className={styles.cell} scope="row">
                  {menu.name}
                </th>
                <td className={styles.cell}>{LL.menus.entryCount({ count: menu.entryCount })}</td>
                <td className={styles.cell}>{menu.currency}</td>
                <td className={styles.cell}>
                  <div className={styles.actions}>
                    <Button tone="secondary" size="sm" onPress={() => onOpen(menu.id)}>
                      {canEdit ? LL.menus.edit({ name: menu.name }) : LL.menus.view({ name: menu.name })}
                    </Button>
                    {canEdit && (
                      <>
                        <Button tone="ghost" size="sm" onPress={() => setRenaming(menu)}>
                          {LL.menus.rename({ name: menu.name })}
                        </Button>
                        <Button tone="danger" size="sm" onPress={() => setDeleting(menu)}>
                          {LL.menus.delete({ name: menu.name })}
                        </Button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {count > menus.length && (
        <div className={styles.actions}>
          <span className={styles.muted} role="status">
            {LL.menus.listShown({ shown: menus.length, count })}
          </span>
          {list.hasNextPage && (
            <Button
              tone="secondary"
              isDisabled={list.isFetchingNextPage}
              onPress={() => void list.fetchNextPage()}
            >
              {LL.menus.listMore()}
            </Button>
          )}
        </div>
      )}
      {menuId && (
        <OpenMenu
          key={`${menuId}:${revision}`}
          menuId={menuId}
          locale={locale}
          readOnly={!canEdit}
          historyOpen={historyOpen}
          onToggleHistory={() => setHistoryOpen((shown) => !shown)}
          onReverted={() => setRevision((n) => n + 1)}
          onClose={() => onOpen(undefined)}
          onChanged={refresh}
        />
      )}
      {venueData && venueData.venues.length > 0 && <PosPreview venues={venueData.venues} locale={locale} />}
      <MenuNameDialog
        mode="create"
        isOpen={creating}
        currency={venueData?.company.defaultCurrency ?? 'SEK'}
        onClose={() => setCreating(false)}
        onSaved={async (id) => {
          setCreating(false);
          await refresh();
          onOpen(id);
        }}
      />
      {renaming && (
        <MenuNameDialog
          mode="rename"
          isOpen
          menu={renaming}
          currency={renaming.currency}
          onClose={() => setRenaming(null)}
          onSaved={async () => {
            setRenaming(null);
            await refresh();
          }}
        />
      )}
      {deleting && (
        <DeleteMenuDialog
          menu={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={async () => {
            if (deleting.id === menuId) onOpen(undefined);
            setDeleting(null);
            await refresh();
          }}
        />
      )}
    </section>
  );
}

/** The editor of the menu in `?menu=`: read by id with its entries, whichever page it is on. */
function OpenMenu({ menuId, ...props }: Omit<Parameters<typeof MenuEditor>[0], 'menu'> & { menuId: string }) {
  const { LL } = useI18nContext();
  const { data, isError } = useQuery(menuQueryOptions(menuId));
  if (isError) return <p role="alert">{LL.menus.errors.loadFailed()}</p>;
  if (!data) return <TableSkeleton rows={3} />;
  return <MenuEditor menu={data} {...props} />;
}

function fieldErrorsOf(error: string | null): string | null {
  return error;
}

function MenuNameDialog(props: {
  mode: 'create' | 'rename';
  isOpen: boolean;
  menu?: Menu;
  currency: string;
  onClose: () => void;
  onSaved: (id: string) => void | Promise<void>;
}) {
  const { LL } = useI18nContext();
  const [name, setName] = useState(props.menu?.name ?? '');
  const [currency, setCurrency] = useState(props.currency);
  const [nameLang, setNameLang] = useState<TextValue>(
    Object.fromEntries(
      Object.entries(props.menu?.nameLang ?? {}).map(([code, text]) => [code, text ?? undefined]),
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const cleanLang = Object.fromEntries(LANGUAGES.map((code) => [code, nameLang[code] ?? null]));
    const result =
      props.mode === 'create'
        ? await mutation.run(CreateMenuDocument, { data: { name, currency, nameLang: cleanLang } })
        : await mutation.run(UpdateMenuDocument, {
            menuId: props.menu?.id ?? '',
            data: { name, nameLang: cleanLang },
          });
    setBusy(false);
    if (!result.success || !result.data) {
      setError(fieldErrorsOf(result.error));
      return;
    }
    const id = 'createMenu' in result.data ? result.data.createMenu.id : (props.menu?.id ?? '');
    setName('');
    setNameLang({});
    setError(null);
    await props.onSaved(id);
  };
  return (
    <Modal
      isOpen={props.isOpen}
      onOpenChange={(open) => !open && props.onClose()}
      title={props.mode === 'create' ? LL.menus.newMenu() : LL.menus.renameTitle()}
    >
      <form className={styles.form} onSubmit={submit}>
        <TextField label={LL.menus.name()} value={name} onChange={setName} isRequired autoFocus name="name" />
        {props.mode === 'create' && (
          <Select
            label={LL.menus.currency()}
            name="currency"
            options={CURRENCIES.map((code) => ({ id: code, label: code }))}
            value={currency}
            onChange={setCurrency}
          />
        )}
        <TranslationsInput
          label={LL.menus.nameLang()}
          name="nameLang"
          value={nameLang}
          onChange={setNameLang}
          languages={LANGUAGES}
          errors={{}}
        />
        {error && <p role="alert">{error}</p>}
        <div className={styles.actions}>
          <Button type="submit" isDisabled={busy}>
            {props.mode === 'create' ? LL.menus.create() : LL.menus.save()}
          </Button>
          <Button tone="ghost" onPress={props.onClose}>
            {LL.menus.cancel()}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Deleting asks first; a menu used by venues says which ones fall back to the all-articles menu. */
function DeleteMenuDialog({
  menu,
  onClose,
  onDeleted,
}: {
  menu: Menu;
  onClose: () => void;
  onDeleted: () => void | Promise<void>;
}) {
  const { LL } = useI18nContext();
  const { data } = useQuery(menuVenuesQueryOptions());
  const usages = (data?.venues ?? []).flatMap((venue) =>
    venue.menus
      .filter((link) => link.menuId === menu.id)
      .map((link) => ({ venue: venue.name, serviceType: LL.menus.serviceTypes[link.serviceType]() })),
  );
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const result = await mutation.run(DeleteMenuDocument, { menuId: menu.id, force: true });
    if (!result.success) {
      setError(result.error);
      return;
    }
    showToast({ type: 'success', title: LL.menus.saved() }, 2000);
    await onDeleted();
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={LL.menus.deleteTitle({ name: menu.name })}
    >
      <div className={styles.form}>
        {usages.length === 0 ? (
          <p>{LL.menus.deleteUnused()}</p>
        ) : (
          <>
            <p>{LL.menus.deleteUsed()}</p>
            <ul className={styles.list}>
              {usages.map((usage) => (
                <li key={`${usage.venue}-${usage.serviceType}`}>
                  {usage.venue}: {usage.serviceType}
                </li>
              ))}
            </ul>
          </>
        )}
        {error && <p role="alert">{error}</p>}
        <div className={styles.actions}>
          <Button tone="danger" onPress={confirm} autoFocus>
            {LL.menus.deleteConfirm()}
          </Button>
          <Button tone="ghost" onPress={onClose}>
            {LL.menus.cancel()}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
