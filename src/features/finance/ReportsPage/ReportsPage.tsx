import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Label, ProgressBar } from 'react-aria-components';
import { normalizeCountry } from '../../../domain/countries.ts';
import { REPORT_KINDS, type ReportKind } from '../../../domain/reports.ts';
import { execute } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { useFormats } from '../../../platform/formats/index.ts';
import { type FieldMessages, serverFieldMessages } from '../../../platform/forms/index.ts';
import { userMetadataQueryOptions } from '../../../platform/session/index.ts';
import { mutation, useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { useConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { CheckboxInput } from '../../../ui/FormControls.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { Table } from '../../../ui/Table.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import {
  DeleteReportDocument,
  GenerateReportDocument,
  ReportCsvDocument,
  ReportPdfDocument,
  SaftCashRegisterDocument,
} from '../finance.gql.ts';
import { financeKeys, reportsQueryOptions } from '../finance.queries.ts';
import * as styles from './ReportsPage.css.ts';

const ORIGINS = ['POS', 'APP', 'EXPRESS', 'THIRD_PARTY'] as const;
const ALL = 'ALL';

/** Saves a file the API handed over (the API needs the bearer token, a plain link would not carry it). */
function saveFile(bytes: BlobPart, type: string, name: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

function Progress({ label, value }: { label: string; value: number }) {
  return (
    <ProgressBar className={styles.progress} value={value}>
      {({ percentage }) => (
        <>
          <div className={styles.progressLabel}>
            <Label>{label}</Label>
            <span>{Math.round(percentage ?? 0)} %</span>
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ inlineSize: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}

function Page() {
  const { LL } = useI18nContext();
  const t = LL.finance.reports;
  const queryClient = useQueryClient();
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const formats = useFormats();
  const { venues } = useVenueSelection();
  const [kind, setKind] = useState<ReportKind>('SALES');
  const [venueId, setVenueId] = useState<string>(ALL);
  const [origin, setOrigin] = useState<string>(ALL);
  const [from, setFrom] = useState(daysAgo(7));
  const [to, setTo] = useState(daysAgo(1));
  const [hourFrom, setHourFrom] = useState('');
  const [hourTo, setHourTo] = useState('');
  const [includeItems, setIncludeItems] = useState(false);
  const [ignoreInvoices, setIgnoreInvoices] = useState(false);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const confirm = useConfirmDialog();
  const { data, isPending } = useQuery(reportsQueryOptions());
  // A field's message goes when it is edited (an invalid field would otherwise block the form).
  const edit =
    <V,>(set: (value: V) => void, ...fields: string[]) =>
    (value: V) => {
      set(value);
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([f]) => !fields.includes(f))),
      );
    };

  const hour = (text: string) =>
    text.trim() === '' ? null : /^\d{1,2}$/.test(text.trim()) ? Number(text) : NaN;
  const generate = async () => {
    const hours = { hour_gt: hour(hourFrom), hour_lt: hour(hourTo) };
    const local: FieldMessages = {};
    for (const [field, value] of Object.entries(hours))
      if (value != null && !(value >= 0 && value <= 23)) local[field] = LL.finance.errors.invalidHour();
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      await mutation.send(GenerateReportDocument, {
        input: {
          type: kind,
          venueIds: venueId === ALL ? null : [venueId],
          origins: origin === ALL ? null : [origin],
          includeItems,
          ignoreInvoices,
          createdAt_gt: from,
          createdAt_lt: to,
          ...hours,
        },
      });
      showToast({ type: 'success', title: t.started() });
      await queryClient.invalidateQueries({ queryKey: financeKeys.reports() });
    } catch (error) {
      const messages = serverFieldMessages(error);
      setErrors(messages);
      if (!Object.keys(messages).length)
        showToast({ type: 'error', title: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  /** The Norwegian SAF-T Cash Register file of the chosen days (Norwegian companies only). */
  const saft = async () => {
    setErrors({});
    try {
      const file = (await execute(SaftCashRegisterDocument, { from, to })).saftCashRegister;
      saveFile(file.xml, 'application/xml', file.fileName);
    } catch (error) {
      const messages = serverFieldMessages(error);
      setErrors({
        ...(messages.from ? { createdAt_gt: messages.from } : {}),
        ...(messages.to ? { createdAt_lt: messages.to } : {}),
      });
      if (!messages.from && !messages.to)
        showToast({ type: 'error', title: error instanceof Error ? error.message : String(error) });
    }
  };
  const fileName = (r: { kind: string; from: string; to: string }, ext: string) =>
    `report-${r.kind.toLowerCase()}-${r.from}-${r.to}.${ext}`;

  return (
    <section>
      <h1>{t.title()}</h1>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void generate();
        }}
      >
        <Select
          label={t.kind()}
          value={kind}
          onChange={edit(setKind, 'type')}
          errorMessage={errors.type}
          options={REPORT_KINDS.map((k) => ({ id: k, label: t.kinds[k]() }))}
        />
        <Select
          label={t.venue()}
          value={venueId}
          onChange={edit(setVenueId, 'venueIds')}
          errorMessage={errors.venueIds}
          options={[{ id: ALL, label: t.allVenues() }, ...venues.map((v) => ({ id: v.id, label: v.name }))]}
        />
        <Select
          label={t.channel()}
          value={origin}
          onChange={edit(setOrigin, 'origins')}
          errorMessage={errors.origins}
          options={[
            { id: ALL, label: t.allChannels() },
            ...ORIGINS.map((o) => ({ id: o, label: t.origins[o]() })),
          ]}
        />
        <TextField
          label={t.from()}
          type="date"
          value={from}
          onChange={edit(setFrom, 'createdAt_gt', 'createdAt_lt')}
          errorMessage={errors.createdAt_gt}
        />
        <TextField
          label={t.to()}
          type="date"
          value={to}
          onChange={edit(setTo, 'createdAt_gt', 'createdAt_lt')}
          errorMessage={errors.createdAt_lt}
        />
        <TextField
          label={t.hourFrom()}
          inputMode="numeric"
          value={hourFrom}
          onChange={edit(setHourFrom, 'hour_gt')}
          errorMessage={errors.hour_gt}
        />
        <TextField
          label={t.hourTo()}
          inputMode="numeric"
          value={hourTo}
          onChange={edit(setHourTo, 'hour_lt')}
          errorMessage={errors.hour_lt}
        />
        <CheckboxInput
          name="includeItems"
          label={t.includeItems()}
          value={includeItems}
          onChange={setIncludeItems}
          isDisabled={kind !== 'SALES'}
        />
        <CheckboxInput
          name="ignoreInvoices"
          label={t.ignoreInvoices()}
          value={ignoreInvoices}
          onChange={setIgnoreInvoices}
        />
        <Button type="submit" isDisabled={busy}>
          {t.generate()}
        </Button>
        {normalizeCountry(metadata.country) === 'NO' && (
          <Button tone="secondary" onPress={() => void saft()}>
            {t.saftDownload()}
          </Button>
        )}
      </form>
      {isPending ? (
        <TableSkeleton />
      ) : (
        <Table
          label={t.title()}
          rows={data?.items ?? []}
          empty={() => t.empty()}
          columns={[
            { id: 'kind', label: t.kind(), isRowHeader: true, render: (r) => t.kinds[r.kind]() },
            { id: 'period', label: t.period(), render: (r) => `${r.from} – ${r.to}` },
            { id: 'requestedBy', label: t.requestedBy(), render: (r) => r.requestedByName },
            {
              id: 'createdAt',
              label: t.createdAt(),
              render: (r) => formats.dateTime(r.createdAt, 'short', { seconds: true }),
            },
            {
              id: 'status',
              label: t.status(),
              render: (r) =>
                r.status === 'running' ? (
                  <Progress label={t.statuses.running()} value={r.progress} />
                ) : r.status === 'done' ? (
                  t.statuses.done()
                ) : (
                  t.statuses.failed()
                ),
            },
            {
              id: 'actions',
              label: LL.finance.reports.actions(),
              render: (r) => {
                const name = t.rowLabel({ kind: t.kinds[r.kind](), from: r.from, to: r.to });
                return (
                  <span className={styles.actions}>
                    <Button
                      tone="secondary"
                      size="sm"
                      isDisabled={r.status !== 'done'}
                      aria-label={`${t.csv()} ${name}`}
                      onPress={async () => {
                        const csv = (await execute(ReportCsvDocument, { id: r.id })).report.csv;
                        if (csv != null) saveFile(csv, 'text/csv;charset=utf-8', fileName(r, 'csv'));
                      }}
                    >
                      {t.csv()}
                    </Button>
                    <Button
                      tone="secondary"
                      size="sm"
                      isDisabled={r.status !== 'done'}
                      aria-label={`${t.pdf()} ${name}`}
                      onPress={async () => {
                        const pdf = (await execute(ReportPdfDocument, { id: r.id })).report.pdf;
                        if (pdf != null)
                          saveFile(
                            Uint8Array.from(atob(pdf), (c) => c.charCodeAt(0)),
                            'application/pdf',
                            fileName(r, 'pdf'),
                          );
                      }}
                    >
                      {t.pdf()}
                    </Button>
                    <Button
                      tone="secondary"
                      size="sm"
                      aria-label={`${t.delete()} ${name}`}
                      onPress={() =>
                        confirm.ask({
                          title: LL.confirm.deleteTitle({ name }),
                          confirmLabel: LL.confirm.delete(),
                          onConfirm: async () => {
                            const result = await mutation.run(DeleteReportDocument, { id: r.id });
                            if (!result.success) return result.error ?? '';
                            showToast({ type: 'success', title: t.deleted() });
                            await queryClient.invalidateQueries({ queryKey: financeKeys.reports() });
                          },
                        })
                      }
                    >
                      {t.delete()}
                    </Button>
                  </span>
                );
              },
            },
          ]}
        />
      )}
      {confirm.dialog}
    </section>
  );
}

/** `/reports`: generate a report in the background, watch its progress, download CSV or PDF, delete. */
export function ReportsPage() {
  return (
    <Namespace name="finance" fallback={<TableSkeleton />}>
      <Page />
    </Namespace>
  );
}
