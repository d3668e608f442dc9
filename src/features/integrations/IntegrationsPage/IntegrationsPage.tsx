import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { COUNTRY_CODES, type CountryCode } from '../../../domain/countries.ts';
import { AppError } from '../../../graphql/client.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { useFormats } from '../../../platform/formats/index.ts';
import { serverFieldMessages } from '../../../platform/forms/index.ts';
import { useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextInput } from '../../../ui/FormControls.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import {
  AuthorizeIntegrationDocument,
  ConnectIntegrationDocument,
  InvoiceNowDocument,
  RemoveVenueIntegrationConfigDocument,
  ResendIntegrationVoucherDocument,
  ResendInvoiceDocument,
  SaveIntegrationConfigDocument,
  SendDailyVouchersDocument,
} from '../integrations.gql.ts';
import {
  configQueryOptions,
  integrationKeys,
  integrationQueryOptions,
  integrationsQueryOptions,
  invoicesQueryOptions,
} from '../integrations.queries.ts';
import * as styles from './IntegrationsPage.css.ts';
import { SieExport } from './SieExport.tsx';

const message = (error: unknown) => (error instanceof AppError ? error.message : String(error));
type Kind = 'accounting' | 'staff' | 'file';
type Status = 'disconnected' | 'connected' | 'refused' | 'needsReconnect';
const OAUTH_RESULTS = ['connected', 'state', 'access', 'denied', 'exchange'] as const;
type OAuthResult = (typeof OAUTH_RESULTS)[number];
/** The flag the OAuth callback sends the page back with (server/integrations/oauthCallback.ts). */
function oauthResultOf(search: string): OAuthResult | null {
  const flag = new URLSearchParams(search).get('oauth');
  return (OAUTH_RESULTS as readonly string[]).includes(flag ?? '') ? (flag as OAuthResult) : null;
}
type VStatus = 'pending' | 'retrying' | 'sending' | 'sent' | 'exported' | 'failed';
type CredentialKey =
  | 'accessToken'
  | 'clientKey'
  | 'employeeToken'
  | 'grantToken'
  | 'refreshToken'
  | 'apiKey'
  | 'systemName'
  | 'clientId'
  | 'clientSecret'
  | 'variableId';

function Catalogue() {
  const { LL, locale } = useI18nContext();
  const L = LL.integrations;
  const { data = [] } = useQuery(integrationsQueryOptions());
  // A provider of other countries says where it is offered ("Offered in Norway"), not "Coming soon".
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const known = (code: string): code is CountryCode => (COUNTRY_CODES as readonly string[]).includes(code);
  const unavailable = (i: { offeredHere: boolean; countries: readonly string[] }) =>
    i.offeredHere || i.countries.length === 0
      ? L.soon()
      : L.offeredIn({ countries: list.format(i.countries.filter(known).map((c) => L.countries[c]())) });
  return (
    <section aria-labelledby="integrations-title">
      <h1 id="integrations-title">{L.title()}</h1>
      <p className={styles.muted}>{L.intro()}</p>
      {(['accounting', 'staff', 'file'] as const).map((kind) => (
        <section key={kind} aria-labelledby={`kind-${kind}`}>
          <h2 id={`kind-${kind}`}>{L.kinds[kind]()}</h2>
          <ul className={styles.grid}>
            {data
              .filter((i) => i.kind === kind)
              .map((i) => (
                <li key={i.key} className={styles.card}>
                  <strong>{i.name}</strong>
                  <span className={styles.muted}>
                    {i.available ? L.statuses[i.status as Status]() : unavailable(i)}
                  </span>
                  {i.available && (
                    <Link to="/integrations/$integration" params={{ integration: i.key }}>
                      {L.open({ name: i.name })}
                    </Link>
                  )}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function Detail({ integration }: { integration: string }) {
  const { LL } = useI18nContext();
  const L = LL.integrations;
  const queryClient = useQueryClient();
  const { data } = useQuery(integrationQueryOptions(integration));
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [oauthResult] = useState(() => oauthResultOf(window.location.search));
  if (!data) return null;
  // The file export has no connection or vouchers of its own: its page is the export form.
  if (data.kind === 'file')
    return (
      <section aria-labelledby="integration-title">
        <h1 id="integration-title">{data.name}</h1>
        <p>{L.kinds.file()}</p>
        <SieExport />
        <p>
          <Link to="/integrations/$integration/manage-configs" params={{ integration }}>
            {L.manage()}
          </Link>
        </p>
      </section>
    );
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.all });
  const run = async (work: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(message(error));
    }
    await refresh();
  };
  return (
    <section aria-labelledby="integration-title">
      <h1 id="integration-title">{data.name}</h1>
      <p>
        {L.kinds[data.kind as Kind]()} ·{' '}
        <span data-testid="integration-status">{L.statuses[data.status as Status]()}</span>
      </p>
      <p className={styles.muted}>{data.kind === 'staff' ? L.sendsStaff() : L.sends()}</p>
      {/* A grant that ended is said in the viewer's language; other messages are the provider's words. */}
      {data.status === 'needsReconnect' ? (
        <p className={styles.error}>{LL.topBar.reconnectNeeded({ name: data.name })}</p>
      ) : (
        data.message && <p className={styles.error}>{data.message}</p>
      )}
      {oauthResult === 'connected' && <p role="status">{L.oauthResult.connected({ name: data.name })}</p>}
      {oauthResult && oauthResult !== 'connected' && (
        <p className={styles.error} role="alert">
          {L.oauthResult[oauthResult]({ name: data.name })}
        </p>
      )}
      {data.oauth && (
        <div className={styles.panel}>
          <p className={styles.muted}>
            {data.kind === 'staff' ? L.oauthHintStaff({ name: data.name }) : L.oauthHint({ name: data.name })}
          </p>
          <Button
            onPress={() =>
              void run(async () => {
                // The provider's consent page; it sends the browser back to the callback route.
                const answer = await mutation.send(AuthorizeIntegrationDocument, { key: integration });
                window.location.assign(answer.authorizeIntegration);
              })
            }
          >
            {data.status === 'disconnected' || data.status === 'refused'
              ? L.connectWith({ name: data.name })
              : L.reconnect()}
          </Button>
        </div>
      )}
      {data.credentialFields.length > 0 && (
        <form
          className={styles.panel}
          onSubmit={(event) => {
            event.preventDefault();
            void run(() =>
              mutation.send(ConnectIntegrationDocument, {
                key: integration,
                credentials: data.credentialFields.map((name) => ({ name, value: values[name] ?? '' })),
              }),
            );
          }}
        >
          {data.credentialFields.map((name) => (
            <TextInput
              key={name}
              kind="text"
              name={name}
              label={L.credential[name as CredentialKey]()}
              value={values[name] ?? ''}
              onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
            />
          ))}
          <Button type="submit">{L.connect()}</Button>
        </form>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <VoucherPanel
        integration={integration}
        staff={data.kind === 'staff'}
        vouchers={data.vouchers}
        run={run}
      />
      {data.kind === 'accounting' && <InvoicePanel integration={integration} />}
    </section>
  );
}

/**
 * Collective invoices beside the vouchers (issue 47 item 3, docs/invoices.md): the company's
 * invoices sent through this provider with their state, and "Invoice now".
 */
function InvoicePanel({ integration }: { integration: string }) {
  const { LL } = useI18nContext();
  const L = LL.integrations;
  const I = L.invoices;
  const queryClient = useQueryClient();
  const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(invoicesQueryOptions(integration));
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const { dateTime, money } = useFormats();
  const act = async (work: () => Promise<string>) => {
    setNote(null);
    try {
      const text = await work();
      setNote(text ? { text, error: false } : null);
    } catch (error) {
      setNote({ text: message(error), error: true });
    }
    await queryClient.invalidateQueries({ queryKey: integrationKeys.invoices(integration) });
  };
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="invoices-title">
      <h2 id="invoices-title">{I.title()}</h2>
      <p className={styles.muted}>{I.intro()}</p>
      <div className={styles.row}>
        <Button
          tone="secondary"
          onPress={() =>
            void act(async () =>
              I.made({ count: (await mutation.send(InvoiceNowDocument, {})).invoiceNow.length }),
            )
          }
        >
          {I.invoiceNow()}
        </Button>
      </div>
      <div aria-live="polite">
        {note && (
          <p className={note.error ? styles.error : undefined} role={note.error ? 'alert' : undefined}>
            {note.text}
          </p>
        )}
      </div>
      {items.length === 0 ? (
        <p className={styles.muted}>{I.none()}</p>
      ) : (
        <TableScroll>
          <table className={styles.table} aria-labelledby="invoices-title">
            <thead>
              <tr>
                <th scope="col">{I.columns.customer()}</th>
                <th scope="col">{I.columns.period()}</th>
                <th scope="col">{I.columns.amount()}</th>
                <th scope="col">{I.columns.status()}</th>
                <th scope="col">{I.columns.message()}</th>
                <th scope="col">{I.columns.created()}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((invoice) => (
                <tr key={invoice.id} data-testid="invoice">
                  <td>{invoice.target.name}</td>
                  <td>
                    {invoice.periodStart === invoice.periodEnd
                      ? invoice.periodStart
                      : `${invoice.periodStart} – ${invoice.periodEnd}`}
                  </td>
                  <td>{money(invoice.amount, invoice.currency)}</td>
                  <td data-testid="invoice-status">{L.voucherStatuses[invoice.status as VStatus]()}</td>
                  <td>
                    {invoice.message || invoice.providerReference}
                    {invoice.status === 'retrying' && invoice.nextAttemptAt && (
                      <>
                        {' · '}
                        {L.nextAttempt({ at: dateTime(invoice.nextAttemptAt) })}
                      </>
                    )}
                    {invoice.status === 'failed' && (
                      <>
                        {' '}
                        <Button
                          tone="secondary"
                          onPress={() =>
                            void act(async () => {
                              await mutation.send(ResendInvoiceDocument, { id: invoice.id });
                              return '';
                            })
                          }
                        >
                          {L.sendAgain()}
                        </Button>
                      </>
                    )}
                  </td>
                  <td>{dateTime(invoice.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {hasNextPage && (
        <Button tone="secondary" onPress={() => void fetchNextPage()}>
          {I.more()}
        </Button>
      )}
    </section>
  );
}

/**
 * The sending half of a provider's page: the mapping (accounting), sending a day, and the days
 * sent with their state (vouchers, or a scheduling tool's daily sales).
 */
function VoucherPanel({
  integration,
  staff,
  vouchers,
  run,
}: {
  integration: string;
  staff: boolean;
  vouchers: {
    id: string;
    accountingDate: string;
    status: string;
    message: string;
    nextAttemptAt?: string | null;
    providerReference?: string | null;
  }[];
  run: (work: () => Promise<unknown>) => Promise<void>;
}) {
  const { LL } = useI18nContext();
  const L = LL.integrations;
  const { dateTime } = useFormats();
  const [day, setDay] = useState(() => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  return (
    <>
      {!staff && (
        <p>
          <Link to="/integrations/$integration/manage-configs" params={{ integration }}>
            {L.manage()}
          </Link>
        </p>
      )}
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => mutation.send(SendDailyVouchersDocument, { key: integration, accountingDate: day }));
        }}
      >
        <TextInput kind="text" name="day" label={L.date()} value={day} onChange={setDay} />
        <Button type="submit" tone="secondary">
          {L.sendDay()}
        </Button>
      </form>
      <h2 id="sent-days">{staff ? L.salesDays() : L.vouchers()}</h2>
      {vouchers.length === 0 ? (
        <p className={styles.muted}>{staff ? L.noSalesDays() : L.noVouchers()}</p>
      ) : (
        <TableScroll>
          <table className={styles.table} aria-labelledby="sent-days">
            <thead>
              <tr>
                <th scope="col">{L.date()}</th>
                <th scope="col">{L.status()}</th>
                <th scope="col">{L.message()}</th>
              </tr>
            </thead>
            <tbody>
              {vouchers.map((v) => (
                <tr key={v.id} data-testid="sent-day">
                  <td>{v.accountingDate}</td>
                  <td>{L.voucherStatuses[v.status as VStatus]()}</td>
                  <td>
                    {v.message || v.providerReference}
                    {v.status === 'retrying' && v.nextAttemptAt && (
                      <>
                        {' · '}
                        {L.nextAttempt({ at: dateTime(v.nextAttemptAt) })}
                      </>
                    )}
                    {/* The dead letter: the queue gave up (or the provider refused); never booked twice. */}
                    {v.status === 'failed' && (
                      <>
                        {' '}
                        <Button
                          tone="secondary"
                          onPress={() =>
                            void run(() =>
                              mutation.send(ResendIntegrationVoucherDocument, { voucherId: v.id }),
                            )
                          }
                        >
                          {L.sendAgain()}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

const SHARED = 'shared';

function Configs({ integration }: { integration: string }) {
  const { LL } = useI18nContext();
  const L = LL.integrations;
  const M = L.mapping;
  // Payment methods in words (issue 41): a method the dictionary does not know (a company's own code)
  // keeps its code (the dictionary answers '' for a key it lacks, hence ||).
  const methodName = (names: Record<string, () => string>, key: string) => names[key]?.() || key;
  const queryClient = useQueryClient();
  const { venues } = useVenueSelection();
  // Per venue or shared (issue 22, Manage configs): a venue without its own follows the shared one.
  const [scope, setScope] = useState<string>(SHARED);
  const venueId = scope === SHARED ? null : scope;
  const { data } = useQuery(configQueryOptions(integration, venueId));
  const { data: info } = useQuery(integrationQueryOptions(integration));
  const [form, setForm] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    setForm({
      ...Object.fromEntries(data.sales.map((e) => [`sales.${e.key}`, e.account])),
      ...Object.fromEntries(data.vat.map((e) => [`vat.${e.key}`, e.account])),
      ...Object.fromEntries(data.payments.map((e) => [`payments.${e.key}`, e.account])),
      otherPayments: data.otherPayments,
      tips: data.tips,
      rounding: data.rounding,
      cashDifference: data.cashDifference,
      tenant: data.tenant ?? '',
    });
  }, [data]);
  if (!data) return null;
  const field = (name: string, label: string, description?: string) => (
    <TextInput
      key={name}
      kind="text"
      name={name}
      label={label}
      description={description}
      value={form[name] ?? ''}
      onChange={(value) => {
        setForm((f) => ({ ...f, [name]: value }));
        setErrors(({ [name]: _, ...rest }) => rest);
      }}
      error={errors[name]}
    />
  );
  const group = (prefix: string) =>
    Object.entries(form)
      .filter(([k]) => k.startsWith(`${prefix}.`))
      .map(([k, account]) => ({ key: k.slice(prefix.length + 1), account }));
  const save = async () => {
    setErrors({});
    setStatus(null);
    try {
      await mutation.send(SaveIntegrationConfigDocument, {
        key: integration,
        venueId,
        data: {
          sales: group('sales'),
          vat: group('vat'),
          payments: group('payments'),
          otherPayments: form.otherPayments ?? '',
          tips: form.tips ?? '',
          rounding: form.rounding ?? '',
          cashDifference: form.cashDifference ?? '',
          tenant: form.tenant || null,
        },
      });
      setStatus(M.saved());
      await queryClient.invalidateQueries({ queryKey: integrationKeys.all });
    } catch (error) {
      if (error instanceof AppError) setErrors(serverFieldMessages(error));
      setStatus(message(error));
    }
  };
  const followShared = async () => {
    if (!venueId) return;
    setErrors({});
    try {
      await mutation.send(RemoveVenueIntegrationConfigDocument, { key: integration, venueId });
      setStatus(M.removed());
      await queryClient.invalidateQueries({ queryKey: integrationKeys.all });
    } catch (error) {
      setStatus(message(error));
    }
  };
  return (
    <form
      aria-labelledby="mapping-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h1 id="mapping-title">{M.title()}</h1>
      {venues.length > 1 && (
        <Select
          label={M.appliesTo()}
          name="scope"
          value={scope}
          onChange={(value) => {
            setScope(value);
            setErrors({});
            setStatus(null);
          }}
          options={[{ id: SHARED, label: M.shared() }, ...venues.map((v) => ({ id: v.id, label: v.name }))]}
        />
      )}
      {venueId && (
        <p className={styles.muted} data-testid="mapping-scope">
          {data.own ? M.ownMapping() : M.followsShared()}
        </p>
      )}
      {!data.saved && <p className={styles.muted}>{M.defaults()}</p>}
      <div className={styles.grid}>
        {data.vatRates.map((rate) => field(`sales.${rate}`, M.sales({ rate })))}
        {data.vatRates.filter((rate) => rate > 0).map((rate) => field(`vat.${rate}`, M.vat({ rate })))}
        {data.payments.map((p) =>
          p.name
            ? field(`payments.${p.key}`, M.payment({ method: p.name }), M.ownMethodHint())
            : field(`payments.${p.key}`, M.payment({ method: methodName(M.paymentMethods, p.key) })),
        )}
        {field('otherPayments', M.otherPayments(), M.otherPaymentsHint())}
        {field('tips', M.tips())}
        {field('rounding', M.rounding())}
        {field('cashDifference', M.cashDifference())}
        {info?.tenants && field('tenant', M.tenant(), M.tenantHint())}
      </div>
      <div aria-live="polite">{status && <p>{status}</p>}</div>
      <div className={styles.row}>
        <Button type="submit">{M.save()}</Button>
        {venueId && data.own && (
          <Button type="button" tone="secondary" onPress={() => void followShared()}>
            {M.followShared()}
          </Button>
        )}
      </div>
    </form>
  );
}

export function IntegrationsPage() {
  return (
    <Namespace name="integrations">
      <Catalogue />
    </Namespace>
  );
}

export function IntegrationPage({ integration }: { integration: string }) {
  return (
    <Namespace name="integrations">
      <Detail integration={integration} />
    </Namespace>
  );
}

export function IntegrationConfigsPage({ integration }: { integration: string }) {
  return (
    <Namespace name="integrations">
      <Configs integration={integration} />
    </Namespace>
  );
}
