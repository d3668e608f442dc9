import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { PrintButton } from '../../../ui/PrintButton.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { onlineOrderingQrCodesQueryOptions } from '../onlineOrdering.queries.ts';
import * as styles from './QrSheet.css.ts';

/**
 * The venue's table QR codes as a sheet to print from the browser (issue 47 item 9): a card per
 * table (its code, the QR code, the hint and the address), never split across pages.
 */
export function QrSheet({
  venueId,
  venueName,
  onClose,
}: {
  venueId: string;
  venueName: string;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.onlineOrdering.pdf;
  const { data } = useQuery(onlineOrderingQrCodesQueryOptions(venueId));
  return (
    <Modal
      isOpen
      fullScreen
      printable
      title={t.title({ venue: venueName })}
      onOpenChange={(open) => !open && onClose()}
    >
      <div className={styles.toolbar}>
        <PrintButton size="md" />
      </div>
      {!data ? (
        <TableSkeleton rows={3} />
      ) : data.length === 0 ? (
        <p>{t.noTables()}</p>
      ) : (
        <ul className={styles.sheet} data-testid="qr-sheet">
          {data.map((table) => (
            <li key={table.code} className={styles.card}>
              <p className={styles.table}>{t.table({ code: table.code })}</p>
              <img
                className={styles.code}
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(table.svg)}`}
                alt=""
              />
              <p className={styles.hint}>{t.hint()}</p>
              <p className={styles.url}>{table.url}</p>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
