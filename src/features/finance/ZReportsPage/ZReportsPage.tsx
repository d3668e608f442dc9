import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { execute } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { type Formats, useFormats } from '../../../platform/formats/index.ts';
import { mutation, useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { Table } from '../../../ui/Table.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import * as styles from '../FinanceDashboard/FinanceDashboard.css.ts';
import { SendZReportDocument, XReportDocument, ZReportPdfDocument } from '../finance.gql.ts';
import { zReportDetailQueryOptions, zReportsQueryOptions } from '../zReports.queries.ts';
import { CloseDayDialog } from './CloseDayDialog.tsx';
import { VerifyLedger } from './VerifyLedger.tsx';
import { type ReportContent, ZReportDocument } from './ZReportDocument.tsx';

/** Opens a base64 PDF from the API in a new tab (the API needs the bearer token, a link would not carry it). */
function openPdf(base64: string, name: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener';
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function SendForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { LL } = useI18nContext();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await mutation.run(SendZReportDocument, { id, email });
        if (!result.success) {
          setError(result.error);
          return;
        }
        showToast({ type: 'success', title: LL.finance.zReports.sent() });
        onDone();
      }}
    >
      <TextField
        label={LL.finance.zReports.email()}
        type="email"
        value={email}
        onChange={setEmail}
        isRequired
        errorMessage={error}
      />
      <Button type="submit">{LL.finance.zReports.send()}</Button>
    </form>
  );
}

/** One stored Z-report as a printable document, read when opened. */
function ZReportDetail({ id, formats }: { id: string; formats: Formats }) {
  const { data } = useQuery(zReportDetailQueryOptions(id));
  if (!data) return <TableSkeleton rows={6} />;
  return <ZReportDocument content={JSON.parse(data.content.json) as ReportContent} formats={formats} />;
}

function Page() {
  const { LL } = useI18nContext();
  const formats = useFormats();
  const { money } = formats;
  const { venues, selected } = useVenueSelection();
  const [venueId, setVenueId] = useState<string>(selected?.id ?? venues[0]?.id ?? '');
  const [date, setDate] = useState('');
  const [closing, setClosing] = useState(false);
  const [sending, setSending] = useState<string | null>(null);
  const [xReport, setXReport] = useState<{ json: string } | null>(null);
  const [showing, setShowing] = useState<{ id: string; number: number } | null>(null);
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(
    zReportsQueryOptions(venueId || null),
  );
  const x = xReport ? (JSON.parse(xReport.json) as ReportContent) : null;
  return (
    <section>
      <h1>{LL.finance.zReports.title()}</h1>
      <p className={styles.muted}>{LL.finance.zReports.immutable()}</p>
      <div className={styles.filters}>
        <Select
          label={LL.finance.zReports.venue()}
          value={venueId}
          onChange={setVenueId}
          options={venues.map((v) => ({ id: v.id, label: v.name }))}
        />
        <TextField
          label={LL.finance.zReports.closeDate()}
          type="date"
          value={date}
          onChange={setDate}
          description={LL.finance.zReports.closeDateHint()}
        />
        <Button onPress={() => setClosing(true)} isDisabled={!venueId}>
          {LL.finance.zReports.closeDay()}
        </Button>
        <Button
          tone="secondary"
          isDisabled={!venueId}
          onPress={async () => setXReport((await execute(XReportDocument, { venueId })).xReport)}
        >
          {LL.finance.zReports.xReport()}
        </Button>
        <VerifyLedger venueId={venueId} />
      </div>
      {isPending ? (
        <TableSkeleton />
      ) : (
        <Table
          label={LL.finance.zReports.title()}
          rows={data?.pages.flatMap((page) => page.items) ?? []}
          empty={() => LL.finance.zReports.empty()}
          columns={[
            { id: 'number', label: LL.finance.zReports.number(), isRowHeader: true, render: (r) => r.number },
            { id: 'date', label: LL.finance.zReports.accountingDate(), render: (r) => r.accountingDate },
            {
              id: 'register',
              label: LL.finance.zReports.register(),
              render: (r) => r.registerName || LL.finance.zReports.wholeVenueShort(),
            },
            {
              id: 'createdAt',
              label: LL.finance.zReports.createdAt(),
              render: (r) => formats.dateTime(r.createdAt, 'short', { seconds: true }),
            },
            { id: 'closedBy', label: LL.finance.zReports.closedBy(), render: (r) => r.closedBy },
            {
              id: 'gross',
              label: LL.finance.zReports.netSales(),
              numeric: true,
              render: (r) => money(r.content.grossTotal),
            },
            {
              id: 'actions',
              label: LL.finance.reports.actions(),
              render: (r) => (
                <span style={{ display: 'flex', gap: '0.5rem' }}>
                  <Button
                    tone="secondary"
                    size="sm"
                    aria-label={`${LL.finance.zReports.show()} ${LL.finance.zReports.details({ number: r.number })}`}
                    onPress={() => setShowing({ id: r.id, number: r.number })}
                  >
                    {LL.finance.zReports.show()}
                  </Button>
                  <Button
                    tone="secondary"
                    size="sm"
                    aria-label={`${LL.finance.zReports.pdf()} ${LL.finance.zReports.details({ number: r.number })}`}
                    onPress={async () => {
                      const pdf = (await execute(ZReportPdfDocument, { id: r.id })).zReport.content.pdf;
                      openPdf(pdf, `z-report-${r.number}.pdf`);
                    }}
                  >
                    {LL.finance.zReports.pdf()}
                  </Button>
                  <Button
                    tone="secondary"
                    size="sm"
                    aria-label={`${LL.finance.zReports.send()} ${LL.finance.zReports.details({ number: r.number })}`}
                    onPress={() => setSending(r.id)}
                  >
                    {LL.finance.zReports.send()}
                  </Button>
                </span>
              ),
            },
          ]}
        />
      )}
      {hasNextPage && (
        <Button tone="secondary" isDisabled={isFetchingNextPage} onPress={() => void fetchNextPage()}>
          {LL.finance.zReports.loadMore()}
        </Button>
      )}
      {closing && venueId && (
        <CloseDayDialog
          venueId={venueId}
          accountingDate={date || null}
          money={money}
          onDone={() => setClosing(false)}
        />
      )}
      {sending && (
        <Modal title={LL.finance.zReports.send()} isOpen onOpenChange={(open) => !open && setSending(null)}>
          <SendForm id={sending} onDone={() => setSending(null)} />
        </Modal>
      )}
      {showing && (
        <Modal
          title={LL.finance.zReports.details({ number: showing.number })}
          isOpen
          printable
          onOpenChange={(open) => !open && setShowing(null)}
        >
          <ZReportDetail id={showing.id} formats={formats} />
        </Modal>
      )}
      {x && (
        <Modal
          title={LL.finance.zReports.xReportTitle()}
          isOpen
          printable
          onOpenChange={(open) => !open && setXReport(null)}
        >
          <div data-testid="x-report">
            <ZReportDocument content={x} formats={formats} />
          </div>
        </Modal>
      )}
    </section>
  );
}

/** `/reports/z-report`: close a day, list the Z-reports, open or mail a PDF, see an X-report. */
export function ZReportsPage() {
  return (
    <Namespace name="finance" fallback={<TableSkeleton />}>
      {/* The orders namespace names the payment methods of a report's document. */}
      <Namespace name="orders" fallback={<TableSkeleton />}>
        <Page />
      </Namespace>
    </Namespace>
  );
}
