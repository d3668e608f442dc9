import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { instantAt } from '../../../domain/menuAt.ts';
import { VENUE_SERVICE_TYPES, type VenueServiceType } from '../../../domain/menus.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { MenuAtPreviewQuery } from '../../../graphql/__generated__/graphql.ts';
import { execute } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { MenuAtDocument } from '../menus.gql.ts';
import { type MenuVenues, menuQueryOptions } from '../menus.queries.ts';
import * as styles from './MenusPage.css.ts';

type Result = MenuAtPreviewQuery['menuAt'];

/** "Preview the POS at …": what a venue's POS shows for a service type at a local date and time. */
export function PosPreview({ venues, locale }: { venues: MenuVenues['venues']; locale: string }) {
  const { LL } = useI18nContext();
  const [venueId, setVenueId] = useState<string | null>(venues[0]?.id ?? null);
  const [serviceType, setServiceType] = useState<VenueServiceType>('TABLE_SERVICE');
  const [at, setAt] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const venue = venues.find((row) => row.id === venueId);
  // The products' names come with the menu shown (its entries), not with the whole catalogue.
  const { data: shownMenu } = useQuery({
    ...menuQueryOptions(result?.menuId ?? ''),
    enabled: Boolean(result?.menuId),
  });
  const titles = new Map((shownMenu?.menuEntries ?? []).map((entry) => [entry.itemId, entry.item.title]));
  const show = async (event: FormEvent) => {
    event.preventDefault();
    const instant = venue ? instantAt(at, venue.timezone) : null;
    if (!venue || !instant) {
      setError(LL.menus.errors.dateInvalid());
      return;
    }
    setError(null);
    try {
      setResult(
        (await execute(MenuAtDocument, { venueId: venue.id, serviceType, at: instant.toISOString() })).menuAt,
      );
    } catch {
      setError(LL.menus.errors.loadFailed());
    }
  };
  return (
    <section className={styles.editor} aria-labelledby="pos-preview-title">
      <h2 id="pos-preview-title">{LL.menus.previewTitle()}</h2>
      <form className={styles.actions} onSubmit={show}>
        <Select
          label={LL.menus.venue()}
          options={venues.map((row) => ({ id: row.id, label: row.name }))}
          value={venueId}
          onChange={setVenueId}
        />
        <Select
          label={LL.menus.serviceType()}
          options={VENUE_SERVICE_TYPES.map((type) => ({ id: type, label: LL.menus.serviceTypes[type]() }))}
          value={serviceType}
          onChange={setServiceType}
        />
        <TextField
          label={LL.menus.previewAt()}
          type="datetime-local"
          value={at}
          onChange={setAt}
          errorMessage={error}
        />
        <Button type="submit">{LL.menus.previewShow()}</Button>
      </form>
      {result &&
        (result.menuName ? (
          <TableScroll>
            <table className={styles.table} aria-label={LL.menus.previewResult({ name: result.menuName })}>
              <caption>{LL.menus.previewResult({ name: result.menuName })}</caption>
              <thead>
                <tr>
                  <th className={styles.cell} scope="col">
                    {LL.menus.product()}
                  </th>
                  <th className={styles.cell} scope="col">
                    {LL.menus.price()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.entries.map((entry) => (
                  <tr key={entry.id}>
                    <th className={styles.cell} scope="row">
                      {titles.get(entry.itemId) ?? entry.itemId}
                    </th>
                    <td className={styles.cell}>
                      {formatMoney(entry.price, result.currency ?? 'SEK', locale)}
                      {entry.timeBound && (
                        <span className={styles.muted}>
                          {' '}
                          · {LL.menus.timeBound()} (
                          {formatMoney(entry.basePrice, result.currency ?? 'SEK', locale)})
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : (
          <p role="status">{LL.menus.previewNone()}</p>
        ))}
    </section>
  );
}
