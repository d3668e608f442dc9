import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { VENUE_SERVICE_TYPES, type VenueServiceType } from '../../../domain/menus.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { showToast } from '../../../ui/Toast.tsx';
import { mutation } from '../../shell/index.ts';
import { UpdateVenueMenusDocument } from '../menus.gql.ts';
import { menuProviderQueryOptions, menusKeys } from '../menus.queries.ts';
import * as styles from './MenusPage.css.ts';

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
  const { data, isError } = useQuery(menuProviderQueryOptions());
  if (isError) return <p role="alert">{LL.menus.errors.loadFailed()}</p>;
  if (!data) return <TableSkeleton />;
  const options = data.activeMenus.map((menu) => ({
    id: menu.id,
    label: menu.allArticles ? LL.menus.allArticles() : menu.name,
  }));
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
          title: LL.menus.notSaved({ name: options.find((option) => option.id === menuId)?.label ?? '' }),
          action: { label: LL.menus.retry(), onPress: () => void choose(venueId, serviceType, menuId) },
        },
        'never',
      );
    await queryClient.invalidateQueries({ queryKey: menusKeys.all });
  };
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
                {VENUE_SERVICE_TYPES.map((serviceType) => (
                  <td key={serviceType} className={styles.cell}>
                    <Select
                      label={LL.menus.menuAt({
                        serviceType: LL.menus.serviceTypes[serviceType](),
                        venue: venue.name,
                      })}
                      options={options}
                      value={venue.menus.find((link) => link.serviceType === serviceType)?.menuId ?? null}
                      onChange={(menuId) => void choose(venue.id, serviceType, menuId)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
