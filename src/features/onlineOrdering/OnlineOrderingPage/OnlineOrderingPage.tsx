import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { execute } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { mutation } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxInput } from '../../../ui/FormControls.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { OnlineOrderingQrSheetDocument, UpdateOnlineOrderingDocument } from '../onlineOrdering.gql.ts';
import { onlineOrderingKeys, onlineOrderingVenuesQueryOptions } from '../onlineOrdering.queries.ts';
import * as styles from './OnlineOrderingPage.css.ts';
import { QrSheet } from './QrSheet.tsx';

/** The select's key for "no fixed menu: whatever the TABLE_SERVICE schedule picks". */
const AUTO = 'auto';

interface VenueSetting {
  venueId: string;
  venueName: string;
  enabled: boolean;
  menuId?: string | null;
  version: number;
  menus: { id: string; name: string }[];
}

/** Saves a PDF the API answered in base64 (the API needs the bearer token; a link would not carry it). */
function savePdf(base64: string, name: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function VenueCard({ setting }: { setting: VenueSetting }) {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(setting.enabled);
  const [menuId, setMenuId] = useState<string>(setting.menuId ?? AUTO);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const t = LL.onlineOrdering.page;
  return (
    <section className={styles.card} aria-labelledby={`venue-${setting.venueId}`}>
      <h2 id={`venue-${setting.venueId}`}>{setting.venueName}</h2>
      <form
        className={styles.card}
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          const result = await mutation.run(UpdateOnlineOrderingDocument, {
            venueId: setting.venueId,
            enabled,
            menuId: menuId === AUTO ? null : menuId,
            expectedVersion: setting.version,
          });
          setBusy(false);
          if (!result.success) {
            setMessage(null);
            setError(result.error);
            return;
          }
          setError(null);
          setMessage(t.saved());
          await queryClient.invalidateQueries({ queryKey: onlineOrderingKeys.venues });
        }}
      >
        <CheckboxInput
          name={`enabled-${setting.venueId}`}
          label={t.enabled()}
          value={enabled}
          onChange={(value) => {
            setEnabled(value);
            setMessage(null);
          }}
        />
        <Select
          label={t.menu()}
          value={menuId}
          onChange={(value) => {
            setMenuId(value);
            setMessage(null);
          }}
          options={[
            { id: AUTO, label: t.menuAuto() },
            ...setting.menus.map((menu) => ({ id: menu.id, label: menu.name })),
          ]}
        />
        {setting.menus.length === 0 && <p className={styles.muted}>{t.noMenus()}</p>}
        {error && <p role="alert">{error}</p>}
        {message && <p role="status">{message}</p>}
        <div className={styles.actions}>
          <Button type="submit" isDisabled={busy}>
            {t.save()}
          </Button>
          <Button
            tone="secondary"
            onPress={async () => {
              const data = await execute(OnlineOrderingQrSheetDocument, { venueId: setting.venueId });
              savePdf(data.onlineOrderingQrSheet, t.qrFile({ venue: setting.venueName }));
            }}
          >
            {t.qr()}
          </Button>
          <Button tone="secondary" onPress={() => setSheetOpen(true)}>
            {t.qrPrintable()}
          </Button>
        </div>
      </form>
      {sheetOpen && (
        <QrSheet
          venueId={setting.venueId}
          venueName={setting.venueName}
          onClose={() => setSheetOpen(false)}
        />
      )}
    </section>
  );
}

function OnlineOrderingScreen() {
  const { LL } = useI18nContext();
  const { data, isPending } = useQuery(onlineOrderingVenuesQueryOptions());
  const venues = data?.onlineOrderingVenues ?? [];
  return (
    <section>
      <h1>{LL.onlineOrdering.page.title()}</h1>
      <p>{LL.onlineOrdering.page.intro()}</p>
      {isPending ? (
        <TableSkeleton rows={3} />
      ) : venues.length === 0 ? (
        <p>{LL.onlineOrdering.page.empty()}</p>
      ) : (
        <div className={styles.list}>
          {venues.map((setting) => (
            <VenueCard key={`${setting.venueId}:${setting.version}`} setting={setting} />
          ))}
        </div>
      )}
    </section>
  );
}

/** `/online-ordering` (issue 19 item 5): tableside ordering per venue, its menu and QR codes. */
export function OnlineOrderingPage() {
  return (
    <Namespace name="onlineOrdering" fallback={<TableSkeleton />}>
      <OnlineOrderingScreen />
    </Namespace>
  );
}
