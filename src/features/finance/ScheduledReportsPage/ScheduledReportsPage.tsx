import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REPORT_KINDS, type ReportKind } from '../../../domain/reports.ts';
import { PERIODS, type Period } from '../../../domain/schedules.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import type { Locales } from '../../../i18n/i18n-types.ts';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { useFormats } from '../../../platform/formats/index.ts';
import { type FieldMessages, serverFieldMessages } from '../../../platform/forms/index.ts';
import { mutation, useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { useConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { Table } from '../../../ui/Table.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { CreateScheduledReportDocument, DeleteScheduledReportDocument } from '../finance.gql.ts';
import { financeKeys, scheduledReportsQueryOptions } from '../finance.queries.ts';
import * as styles from '../ReportsPage/ReportsPage.css.ts';

const ALL = 'ALL';
/** Each language named in itself (the language selector's names). */
const LANGUAGES: Record<Locales, string> = {
  sv: 'Svenska',
  no: 'Norsk',
  da: 'Dansk',
  en: 'English',
  es: 'Español',
  tr: 'Türkçe',
  ar: 'العربية',
};

function Page() {
  const { LL, locale } = useI18nContext();
  const t = LL.finance.schedules;
  const queryClient = useQueryClient();
  const formats = useFormats();
  const { venues } = useVenueSelection();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ReportKind>('SALES');
  const [period, setPeriod] = useState<Period>('DAILY');
  const [venueId, setVenueId] = useState<string>(ALL);
  const [recipients, setRecipients] = useState('');
  const [language, setLanguage] = useState<Locales>(locale);
  const [errors, setErrors] = useState<FieldMessages>({});
  const confirm = useConfirmDialog();
  const { data, isPending } = useQuery(scheduledReportsQueryOptions());
  const edit =
    <V,>(set: (value: V) => void, field: string) =>
    (value: V) => {
      set(value);
      setErrors((current) =>
        Object.fromEntries(
          Object.entries(current).filter(([f]) => f !== field && !f.startsWith(`${field}.`)),
        ),
      );
    };
  const when = (iso: string | null) => (iso ? formats.dateTime(iso, 'short', { seconds: true }) : t.never());

  const create = async () => {
    try {
      await mutation.send(CreateScheduledReportDocument, {
        input: {
          name,
          type: kind,
          period,
          venueIds: venueId === ALL ? [] : [venueId],
          recipients: recipients.split(/[,;\s]+/).filter(Boolean),
          language,
        },
      });
      setErrors({});
      showToast({ type: 'success', title: t.created() });
      await queryClient.invalidateQueries({ queryKey: financeKeys.schedules() });
    } catch (error) {
      const messages = serverFieldMessages(error);
      const recipientError = Object.entries(messages).find(([field]) => field.startsWith('recipients'))?.[1];
      setErrors({ ...messages, ...(recipientError ? { recipients: recipientError } : {}) });
      if (!Object.keys(messages).length)
        showToast({ type: 'error', title: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <section>
      <h1>{t.title()}</h1>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <TextField
          label={t.name()}
          value={name}
          onChange={edit(setName, 'name')}
          errorMessage={errors.name}
        />
        <Select
          label={LL.finance.reports.kind()}
          value={kind}
          onChange={edit(setKind, 'type')}
          errorMessage={errors.type}
          options={REPORT_KINDS.map((k) => ({ id: k, label: LL.finance.reports.kinds[k]() }))}
        />
        <Select
          label={t.period()}
          value={period}
          onChange={edit(setPeriod, 'period')}
          errorMessage={errors.period}
          options={PERIODS.map((p) => ({ id: p, label: t.periods[p]() }))}
        />
        <Select
          label={t.venues()}
          value={venueId}
          onChange={edit(setVenueId, 'venueIds')}
          options={[
            { id: ALL, label: LL.finance.reports.allVenues() },
            ...venues.map((v) => ({ id: v.id, label: v.name })),
          ]}
        />
        <TextField
          label={t.recipients()}
          value={recipients}
          onChange={edit(setRecipients, 'recipients')}
          errorMessage={errors.recipients}
        />
        <Select
          label={t.language()}
          value={language}
          onChange={edit(setLanguage, 'language')}
          errorMessage={errors.language}
          options={(Object.keys(LANGUAGES) as Locales[]).map((l) => ({ id: l, label: LANGUAGES[l] }))}
        />
        <Button type="submit">{t.create()}</Button>
      </form>
      {isPending ? (
        <TableSkeleton />
      ) : (
        <Table
          label={t.title()}
          rows={data ?? []}
          empty={() => t.empty()}
          columns={[
            { id: 'name', label: t.name(), isRowHeader: true, render: (r) => r.name },
            {
              id: 'kind',
              label: LL.finance.reports.kind(),
              render: (r) => LL.finance.reports.kinds[r.kind](),
            },
            { id: 'period', label: t.period(), render: (r) => t.periods[r.period]() },
            { id: 'recipients', label: t.recipients(), render: (r) => r.recipients.join(', ') },
            { id: 'next', label: t.nextRun(), render: (r) => when(r.nextRunAt) },
            {
              id: 'last',
              label: t.lastStatus(),
              render: (r) =>
                r.lastStatus === 'sent' || r.lastStatus === 'retrying' || r.lastStatus === 'failed'
                  ? `${t.statuses[r.lastStatus]()} (${when(r.lastRunAt)})${
                      r.lastError ? ` — ${t.attempts({ n: r.attempts, error: r.lastError })}` : ''
                    }`
                  : t.never(),
            },
            {
              id: 'actions',
              label: LL.finance.reports.actions(),
              render: (r) => (
                <Button
                  tone="secondary"
                  size="sm"
                  aria-label={`${t.delete()} ${r.name}`}
                  onPress={() =>
                    confirm.ask({
                      title: LL.confirm.deleteTitle({ name: r.name }),
                      confirmLabel: LL.confirm.delete(),
                      onConfirm: async () => {
                        const result = await mutation.run(DeleteScheduledReportDocument, { id: r.id });
                        if (!result.success) return result.error ?? '';
                        showToast({ type: 'success', title: t.deleted() });
                        await queryClient.invalidateQueries({ queryKey: financeKeys.schedules() });
                      },
                    })
                  }
                >
                  {t.delete()}
                </Button>
              ),
            },
          ]}
        />
      )}
      {confirm.dialog}
    </section>
  );
}

/** `/reports/scheduled-reports`: reports mailed after each day, week or month closes. */
export function ScheduledReportsPage() {
  return (
    <Namespace name="finance" fallback={<TableSkeleton />}>
      <Page />
    </Namespace>
  );
}
