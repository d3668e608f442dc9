import { useState } from 'react';
import { execute } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { type FieldMessages, serverFieldMessages } from '../../../platform/forms/index.ts';
import { useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { SieExportDocument } from '../integrations.gql.ts';
import * as styles from './IntegrationsPage.css.ts';

const ALL = 'ALL';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Saves the file the API handed over as base64 (a plain link would not carry the bearer token). */
function saveBase64(content: string, name: string) {
  const bytes = Uint8Array.from(atob(content), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The SIE 4 export form (issue 22 item 4): period, venue, download. */
export function SieExport() {
  const { LL } = useI18nContext();
  const t = LL.integrations.sie;
  const { venues } = useVenueSelection();
  const [from, setFrom] = useState(() => `${daysAgo(1).slice(0, 8)}01`);
  const [to, setTo] = useState(() => daysAgo(1));
  const [venueId, setVenueId] = useState<string>(ALL);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const download = async () => {
    setErrors({});
    setDone(null);
    setBusy(true);
    try {
      const file = (await execute(SieExportDocument, { from, to, venueId: venueId === ALL ? null : venueId }))
        .sieExport;
      saveBase64(file.content, file.fileName);
      setDone(t.done({ count: file.vouchers, file: file.fileName }));
    } catch (error) {
      const messages = serverFieldMessages(error);
      setErrors(messages);
      if (!messages.from && !messages.to)
        showToast({ type: 'error', title: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="sie-title" className={styles.panel}>
      <h2 id="sie-title">{t.title()}</h2>
      <p className={styles.muted}>{t.intro()}</p>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        <TextField label={t.from()} name="from" value={from} onChange={setFrom} errorMessage={errors.from} />
        <TextField label={t.to()} name="to" value={to} onChange={setTo} errorMessage={errors.to} />
        <Select
          label={t.venue()}
          name="venueId"
          value={venueId}
          onChange={setVenueId}
          options={[{ id: ALL, label: t.allVenues() }, ...venues.map((v) => ({ id: v.id, label: v.name }))]}
        />
        <Button type="submit" isDisabled={busy}>
          {t.download()}
        </Button>
      </form>
      <div aria-live="polite">{done && <p>{done}</p>}</div>
    </section>
  );
}
