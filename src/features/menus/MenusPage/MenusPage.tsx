import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { COUNTRIES, normalizeCountry } from '../../../domain/countries.ts';
import { hasScope } from '../../../domain/scopes.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { userMetadataQueryOptions } from '../../../platform/session/index.ts';
import { preloadOnIntent } from '../../../ui/loadOnUse.ts';
import { PlainButton as Button, PlainTextField } from '../../../ui/PlainControls.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import {
  type ListedMenu,
  menusKeys,
  menusPageQueryOptions,
  menuVenuesQueryOptions,
} from '../menus.queries.ts';
import * as styles from './MenusPage.css.ts';

/**
 * The list is native controls and a native table (issue 15: the shell plus the first screen
 * ≤ 170 KB gzip). The open menu's editor (its machine, pickers and dialogs) loads with a `?menu=`
 * or when an Edit button is pointed at or focused; the new, rename and delete dialogs when their
 * buttons are; the POS preview (react-aria's selects, the menu resolver) after the rows, in its
 * own Suspense boundary, so the list is painted without waiting for it.
 */
const loadEditor = () => import('./OpenMenu.tsx');
const OpenMenu = lazy(async () => ({ default: (await loadEditor()).OpenMenu }));
const preloadEditor = () => void loadEditor().catch(() => {});
const loadDialogs = () => import('./MenuDialogs.tsx');
const MenuNameDialog = lazy(async () => ({ default: (await loadDialogs()).MenuNameDialog }));
const DeleteMenuDialog = lazy(async () => ({ default: (await loadDialogs()).DeleteMenuDialog }));
const preloadDialogs = () => void loadDialogs().catch(() => {});
const PosPreview = lazy(async () => ({ default: (await import('./PosPreview.tsx')).PosPreview }));

type Menu = ListedMenu;

export interface MenusPageProps {
  menuId?: string;
  onOpen: (menuId: string | undefined) => void;
}

/** `/menus`: the company's menus (spec section 2), and the editor of the one in `?menu=`. */
export function MenusPage(props: MenusPageProps) {
  return (
    <Namespace name="menus" fallback={<TableSkeleton />}>
      <MenusScreen {...props} />
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
          {canEdit && (
            <Button {...preloadOnIntent(preloadDialogs)} onClick={() => setCreating(true)}>
              {LL.menus.newMenu()}
            </Button>
          )}
        </div>
      </div>
      {!canEdit && <p className={styles.muted}>{LL.menus.readOnly()}</p>}
      <PlainTextField label={LL.menus.listSearch()} type="search" value={search} onChange={setSearch} />
      {menus.length === 0 ? (
        <p className={styles.muted}>{LL.menus.empty()}</p>
      ) : (
        <TableScroll>
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
                      <Button
                        tone="secondary"
                        size="sm"
                        {...preloadOnIntent(preloadEditor)}
                        onClick={() => onOpen(menu.id)}
                      >
                        {canEdit ? LL.menus.edit({ name: menu.name }) : LL.menus.view({ name: menu.name })}
                      </Button>
                      {canEdit && (
                        <>
                          <Button
                            tone="ghost"
                            size="sm"
                            {...preloadOnIntent(preloadDialogs)}
                            onClick={() => setRenaming(menu)}
                          >
                            {LL.menus.rename({ name: menu.name })}
                          </Button>
                          <Button
                            tone="danger"
                            size="sm"
                            {...preloadOnIntent(preloadDialogs)}
                            onClick={() => setDeleting(menu)}
                          >
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
        </TableScroll>
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
              onClick={() => void list.fetchNextPage()}
            >
              {LL.menus.listMore()}
            </Button>
          )}
        </div>
      )}
      {menuId && (
        <Suspense fallback={<TableSkeleton rows={3} />}>
          <OpenMenu
            key={`${menuId}:${revision}`}
            menuId={menuId}
            locale={locale}
            readOnly={!canEdit}
            historyOpen={historyOpen}
            onToggleHistory={() => setHistoryOpen((shown) => !shown)}
            onReverted={() => setRevision((n) => n + 1)}
            onClose={() => onOpen(undefined)}
          />
        </Suspense>
      )}
      {venueData && venueData.venues.length > 0 && (
        <Suspense fallback={null}>
          <PosPreview venues={venueData.venues} locale={locale} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {creating && (
          <MenuNameDialog
            mode="create"
            isOpen
            currency={venueData?.company.defaultCurrency ?? 'SEK'}
            onClose={() => setCreating(false)}
            onSaved={async (id) => {
              setCreating(false);
              await refresh();
              onOpen(id);
            }}
          />
        )}
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
      </Suspense>
    </section>
  );
}
