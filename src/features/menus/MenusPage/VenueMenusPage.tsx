import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { Schedule } from '../../../domain/menuAt.ts';
import { VENUE_SERVICE_TYPES, type VenueServiceType } from '../../../domain/menus.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { mutation } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { SearchSelect } from '../../../ui/SearchPicker.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { UpdateVenueMenusDocument } from '../menus.gql.ts';
import {
  allArticlesMenuQueryOptions,
  menusKeys,
  menuVenuesQueryOptions,
  venueMenuChoices,
  venueMenuNamesQueryOptions,
} from '../menus.queries.ts';
import * as styles from './MenusPage.css.ts';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { asSchedule } from './schedule.ts';

interface Editing {
  venueId: string;
  venueName: string;
  serviceType: VenueServiceType;
  menuId: string;
  schedule: Schedule | null;
}

/** `/menus/manage-venues`: venues × the four service types, each cell the menu it uses. */
export function VenueMenusPage() {
  return (
    <Namespace name="menus" fallback={<TableSkeleton />}>
      <VenueMenusGrid />
    </Namespace>
  );
}

function VenueMenusGrid() {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(menuVenuesQueryOptions());
  // Each cell picks its menu over the server's search (issue 14): only the names of the menus the
  // cells use are read, by id; the all-articles menu (left out of menusPage) is offered first.
  const { data: allArticles, isError: allFailed } = useQuery(allArticlesMenuQueryOptions());
  const { data: names, isError: namesFailed } = useQuery({
    ...venueMenuNamesQueryOptions(
      (data?.venues ?? []).flatMap((venue) => venue.menus.map((link) => link.menuId)),
    ),
    placeholderData: keepPreviousData,
  });
  const allLabel = LL.menus.allArticles();
  const lead = useMemo(
    () => (allArticles ? { id: allArticles.id, label: allLabel } : null),
    [allArticles, allLabel],
  );
  const source = useMemo(() => venueMenuChoices(lead), [lead]);
  const [editing, setEditing] = useState<Editing | null>(null);
  if (isError || allFailed || namesFailed) return <p role="alert">{LL.menus.errors.loadFailed()}</p>;
  if (!data || allArticles === undefined) return <TableSkeleton />;
  const nameOf = (menuId: string) => (menuId === lead?.id ? lead.label : (names?.get(menuId) ?? null));
  const choose = async (venueId: string, serviceType: VenueServiceType, menuId: string) => {
    const result = await mutation.run(UpdateVenueMenusDocument, {
      id: venueId,
      data: { menus: { create: [{ menu: { connect: { id: menuId } }, serviceType }] } },
    });
    if (result.success) showToast({ type: 'success', title: LL.menus.saved() }, 2000);
    else
      showToast(
        {
          type: 'error',
          title: LL.menus.notSaved({ name: nameOf(menuId) ?? '' }),
          action: { label: LL.menus.retry(), onPress: () => void choose(venueId, serviceType, menuId) },
        },
        'never',
      );
    await queryClient.invalidateQueries({ queryKey: menusKeys.all });
  };
  // The menu's hours for the cell; sent with the cell's menu, so the link is rewritten as a whole.
  const saveSchedule = async (cell: Editing, schedule: Schedule | null): Promise<string | null> => {
    const result = await mutation.run(UpdateVenueMenusDocument, {
      id: cell.venueId,
      data: {
        menus: {
          create: [{ menu: { connect: { id: cell.menuId } }, serviceType: cell.serviceType, schedule }],
        },
      },
    });
    if (!result.success) return result.error ?? LL.menus.notSaved({ name: cell.venueName });
    showToast({ type: 'success', title: LL.menus.saved() }, 2000);
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: menusKeys.all });
    return null;
  };
  const cellName = (serviceType: VenueServiceType, venue: string) =>
    LL.menus.menuAt({ serviceType: LL.menus.serviceTypes[serviceType](), venue });
  return (
    <section>
      <div className={styles.header}>
        <h1>{LL.menus.manageVenues()}</h1>
        <Link to="/menus" className={styles.link}>
          {LL.menus.backToMenus()}
        </Link>
      </div>
      {data.venues.length === 0 ? (
        <p className={styles.muted}>{LL.menus.noVenues()}</p>
      ) : (
        <TableScroll>
          <table className={styles.table} aria-label={LL.menus.gridLabel()}>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  {LL.menus.venue()}
                </th>
                {VENUE_SERVICE_TYPES.map((serviceType) => (
                  <th key={serviceType} className={styles.cell} scope="col">
                    {LL.menus.serviceTypes[serviceType]()}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.venues.map((venue) => (
                <tr key={venue.id}>
                  <th className={styles.cell} scope="row">
                    {venue.name}
                  </th>
                  {VENUE_SERVICE_TYPES.map((serviceType) => {
                    const link = venue.menus.find((row) => row.serviceType === serviceType);
                    return (
                      <td key={serviceType} className={`${styles.cell} ${styles.pickCell}`}>
                        <SearchSelect
                          // The row and column headers name the cell on screen; the long name stays its
                          // accessible name, so the grid fits a 1,280 px screen without scrolling.
                          label={cellName(serviceType, venue.name)}
                          hideLabel
                          name={`menu-${venue.id}-${serviceType}`}
                          source={source}
                          value={link?.menuId ?? null}
                          valueLabel={link ? nameOf(link.menuId) : null}
                          // A cell keeps a menu: taking the choice back changes nothing until another is picked.
                          onChange={(menuId) => menuId && void choose(venue.id, serviceType, menuId)}
                        />
                        {link && (
                          <div className={styles.actions}>
                            <span className={styles.muted}>
                              {link.schedule?.windows.length ? LL.menus.scheduled() : LL.menus.always()}
                            </span>
                            <Button
                              tone="ghost"
                              size="sm"
                              aria-label={LL.menus.scheduleOf({ name: cellName(serviceType, venue.name) })}
                              onPress={() =>
                                setEditing({
                                  venueId: venue.id,
                                  venueName: venue.name,
                                  serviceType,
                                  menuId: link.menuId,
                                  schedule: asSchedule(link.schedule),
                                })
                              }
                            >
                              {LL.menus.scheduleShort()}
                            </Button>
                          </div>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {editing && (
        <ScheduleDialog
          title={LL.menus.scheduleOf({ name: cellName(editing.serviceType, editing.venueName) })}
          gridLabel={LL.menus.week({ name: cellName(editing.serviceType, editing.venueName) })}
          schedule={editing.schedule}
          onClose={() => setEditing(null)}
          onSave={(schedule) => saveSchedule(editing, schedule)}
        />
      )}
    </section>
  );
}
