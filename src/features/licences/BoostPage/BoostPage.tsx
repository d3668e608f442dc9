import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BOOST_COUNTRIES } from '../../../domain/navigation.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { failureText } from '../../../platform/crud/index.ts';
import { useFormats } from '../../../platform/formats/index.ts';
import { grantOffersQueryOptions, useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import * as styles from '../LicencesPage/LicencesPage.css.ts';
import { MarkBoostSeenDocument, RequestBoostDocument } from '../licences.gql.ts';

/** Boost (issue 21 item 7): the grant offers of the selected legal entity, and "Request Boost". */
function Boost() {
  const { LL } = useI18nContext();
  const L = LL.licences.boost;
  const queryClient = useQueryClient();
  const { date, money, country } = useFormats();
  const { legalEntityId } = useVenueSelection();
  const options = grantOffersQueryOptions(legalEntityId);
  const { data, isPending } = useQuery(options);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // Opening the page is seeing it: the sidebar's "New" badge goes for the whole company.
  const seen = data?.seen ?? true;
  useEffect(() => {
    if (seen) return;
    void mutation
      .send(MarkBoostSeenDocument)
      .then(() => queryClient.invalidateQueries({ queryKey: options.queryKey }));
  }, [seen, queryClient, options.queryKey]);
  const request = async (offerId: string) => {
    if (!legalEntityId) return;
    setBusy(offerId);
    setMessage(null);
    try {
      await mutation.send(RequestBoostDocument, { legalEntityId, offerId });
      setMessage(L.requested());
    } catch (error) {
      setMessage(failureText(LL, error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{L.title()}</h1>
      <p className={styles.muted}>{L.intro()}</p>
      {!BOOST_COUNTRIES.includes(country) && <p className={styles.muted}>{L.notAvailable()}</p>}
      {isPending && legalEntityId ? (
        <TableSkeleton />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="boost-current">
            <h2 id="boost-current" className={styles.heading}>
              {L.current()}
            </h2>
            {data?.current ? (
              <p>
                {money(data.current.amount, data.current.currency)}
                {data.current.expiresAt ? ` · ${L.expires()} ${date(data.current.expiresAt)}` : ''}
              </p>
            ) : (
              <p className={styles.muted}>{L.noCurrent()}</p>
            )}
          </section>
          <section className={styles.section} aria-labelledby="boost-available">
            <h2 id="boost-available" className={styles.heading}>
              {L.available()}
            </h2>
            {data && data.available.length > 0 ? (
              <TableScroll>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th className={styles.cell}>{L.amount()}</th>
                      <th className={styles.cell}>{L.expires()}</th>
                      <th className={styles.cell}>
                        <span className={styles.muted}>{L.request()}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.available.map((offer) => (
                      <tr key={offer.id}>
                        <td className={styles.cell}>{money(offer.amount, offer.currency)}</td>
                        <td className={styles.cell}>{offer.expiresAt ? date(offer.expiresAt) : '—'}</td>
                        <td className={styles.cell}>
                          <Button
                            isDisabled={busy !== null || !BOOST_COUNTRIES.includes(country)}
                            onPress={() => void request(offer.id)}
                          >
                            {L.request()}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            ) : (
              <p className={styles.muted}>{L.none()}</p>
            )}
            <p role="status">{message}</p>
          </section>
        </>
      )}
    </div>
  );
}

export function BoostPage() {
  return (
    <Namespace name="licences" fallback={<TableSkeleton />}>
      <Boost />
    </Namespace>
  );
}
