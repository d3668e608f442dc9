import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { COUNTRIES, normalizeCountry } from '../../../domain/countries.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { OnboardingFacts, OnboardingPage } from '../../../domain/onboarding.ts';
import { VENUE_KINDS, type VenueKind } from '../../../domain/productLibrary/kinds.ts';
import { AppError } from '../../../graphql/client.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { serverFieldMessages } from '../../../platform/forms/index.ts';
import { userMetadataQueryOptions } from '../../../platform/session/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { SelectInput, TextInput } from '../../../ui/FormControls.tsx';
import {
  CreateOnboardingStationDocument,
  ImportProductLibraryDocument,
  MakeTestSaleDocument,
  UpdateOnboardingInformationDocument,
} from '../onboarding.gql.ts';
import {
  informationQueryOptions,
  libraryQueryOptions,
  onboardingKeys,
  stationsQueryOptions,
} from '../onboarding.queries.ts';
import * as styles from './OnboardingPage.css.ts';

/** What a page saves on Continue: true when saved (or nothing to save), false when its fields were refused. */
export type PageSubmit = () => Promise<boolean>;

interface BodyProps {
  facts: OnboardingFacts;
  refresh: () => Promise<void>;
  /** The page hands the wizard what Continue saves (null: nothing). */
  bindSubmit: (submit: PageSubmit | null) => void;
  /** Enter in a page's form is Continue. */
  onContinue: () => void;
}

const message = (error: unknown) => (error instanceof AppError ? error.message : String(error));

function Account() {
  const { LL } = useI18nContext();
  const L = LL.onboardingWizard.account;
  const { data } = useQuery(userMetadataQueryOptions());
  return (
    <>
      <p className={styles.muted}>{L.intro()}</p>
      <dl>
        <dt>{L.name()}</dt>
        <dd>{[data?.userFirstName, data?.userLastName].filter(Boolean).join(' ')}</dd>
        <dt>{L.email()}</dt>
        <dd>{data?.email}</dd>
        <dt>{L.company()}</dt>
        <dd>{data?.companyName}</dd>
      </dl>
    </>
  );
}

interface InformationValues {
  name: string;
  legalName: string;
  street: string;
  zip: string;
  city: string;
}

/**
 * The form starts from the stored values once they are read, and from then on holds the user's
 * typing: a late answer or a refetch must not put the stored (empty) values back over it (on a
 * busy machine the first answer came after the legal name was typed, and the typing was lost).
 */
function Information(props: BodyProps) {
  const { LL } = useI18nContext();
  const { data, error } = useQuery(informationQueryOptions());
  const { bindSubmit } = props;
  // Until the form is there, Continue saves nothing and so must not move on: the page would be
  // marked done with none of the company's information saved. The form binds its own once shown.
  useEffect(() => {
    if (data) return;
    bindSubmit(async () => false);
    return () => bindSubmit(null);
  }, [data, bindSubmit]);
  if (data) return <InformationForm stored={data} {...props} />;
  if (error)
    return (
      <p className={styles.error} role="alert">
        {message(error)}
      </p>
    );
  return (
    <p className={styles.muted} aria-busy="true">
      {LL.app.loading()}
    </p>
  );
}

/** The company's information, saved by the wizard's Continue (or Enter in a field). */
function InformationForm({ stored, bindSubmit, onContinue }: { stored: InformationValues } & BodyProps) {
  const { LL } = useI18nContext();
  const L = LL.onboardingWizard.information;
  const [values, setValues] = useState<InformationValues>(() => ({
    name: stored.name,
    legalName: stored.legalName,
    street: stored.street,
    zip: stored.zip,
    city: stored.city,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(values);
  latest.current = values;

  useEffect(() => {
    bindSubmit(async () => {
      setErrors({});
      setProblem(null);
      try {
        await mutation.send(UpdateOnboardingInformationDocument, { data: latest.current });
        return true;
      } catch (error) {
        const fields = serverFieldMessages(error);
        setErrors(fields);
        if (Object.keys(fields).length === 0) throw error;
        setProblem(message(error));
        return false;
      }
    });
    return () => bindSubmit(null);
  }, [bindSubmit]);

  const field = (name: keyof typeof values, label: string) => (
    <TextInput
      kind="text"
      name={name}
      label={label}
      value={values[name]}
      onChange={(value) => {
        setValues((v) => ({ ...v, [name]: value }));
        // An edited field is no longer the one the server refused (and must not block the form).
        setErrors(({ [name]: _, ...rest }) => rest);
      }}
      error={errors[name]}
    />
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <p className={styles.muted}>{L.intro()}</p>
      {field('name', L.businessName())}
      {field('legalName', L.legalName())}
      {field('street', L.street())}
      {field('zip', L.zip())}
      {field('city', L.city())}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {/* Enter submits the form; the wizard's Continue below is its one button. */}
      <button type="submit" hidden />
    </form>
  );
}

function Stations({ refresh, bindSubmit }: BodyProps) {
  const { LL } = useI18nContext();
  const L = LL.onboardingWizard.stations;
  const queryClient = useQueryClient();
  const { data = [] } = useQuery(stationsQueryOptions());
  const [name, setName] = useState('');
  const [kind, setKind] = useState('PRINTER');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const typed = useRef({ name, kind });
  typed.current = { name, kind };
  /** Adds the typed station; true when added (or nothing typed). */
  const add = useCallback(async (): Promise<boolean> => {
    setErrors({});
    if (!typed.current.name.trim()) return true;
    try {
      await mutation.send(CreateOnboardingStationDocument, { data: typed.current });
      setName('');
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.stations });
      return true;
    } catch (error) {
      setErrors({ name: message(error), ...serverFieldMessages(error) });
      return false;
    }
  }, [queryClient]);
  // Continue adds a station typed but not added: what the page shows is kept.
  useEffect(() => {
    bindSubmit(add);
    return () => bindSubmit(null);
  }, [bindSubmit, add]);
  return (
    <>
      <p className={styles.muted}>{L.intro()}</p>
      <h2>{L.existing()}</h2>
      {data.length === 0 ? (
        <p className={styles.muted}>{L.none()}</p>
      ) : (
        <ul>
          {data.map((s) => (
            <li key={s.id}>
              {s.name} ({s.kind === 'SCREEN' ? L.screen() : L.printer()})
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void add().then((added) => (added ? refresh() : undefined));
        }}
      >
        <TextInput
          kind="text"
          name="name"
          label={L.name()}
          value={name}
          onChange={setName}
          error={errors.name}
          isRequired
        />
        <SelectInput
          name="kind"
          label={L.kind()}
          value={kind}
          onChange={setKind}
          options={[
            { id: 'PRINTER', label: L.printer() },
            { id: 'SCREEN', label: L.screen() },
          ]}
        />
        <Button type="submit" tone="secondary">
          {L.add()}
        </Button>
      </form>
    </>
  );
}

function Integrations() {
  const { LL } = useI18nContext();
  const L = LL.onboardingWizard.integrationsStep;
  return (
    <>
      <p className={styles.muted}>{L.intro()}</p>
      <Link to="/integrations">{L.open()}</Link>
    </>
  );
}

function Licenses() {
  const { LL } = useI18nContext();
  const L = LL.onboardingWizard.licenses;
  return (
    <>
      <p className={styles.muted}>{L.intro()}</p>
      <Link to="/licenses">{L.open()}</Link>
    </>
  );
}

function Library({ facts, refresh }: BodyProps) {
  const { LL, locale } = useI18nContext();
  const L = LL.onboardingWizard.library;
  const { data: metadata } = useQuery(userMetadataQueryOptions());
  const currency = COUNTRIES[normalizeCountry(metadata?.country)].currency;
  const [kind, setKind] = useState<VenueKind>('restaurant');
  const { data: categories = [] } = useQuery(libraryQueryOptions(kind));
  const [result, setResult] = useState<string | null>(null);
  const [sold, setSold] = useState(false);
  const [layoutId, setLayoutId] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = categories.reduce((sum, c) => sum + c.products.length, 0);
  const hasLayout = facts.steps.includes('CREATED_POS_LAYOUT') && facts.steps.includes('ADDED_PRODUCTS');
  const run = async (work: () => Promise<void>) => {
    setProblem(null);
    setBusy(true);
    try {
      await work();
      await refresh();
    } catch (error) {
      setProblem(message(error));
    } finally {
      setBusy(false);
    }
  };
  const importLibrary = () =>
    run(async () => {
      const { importProductLibrary: r } = await mutation.send(ImportProductLibraryDocument, { kind });
      setLayoutId(r.layoutId);
      setResult(
        r.products === 0 && r.categories === 0
          ? L.merged()
          : L.imported({ products: r.products, categories: r.categories }),
      );
    });
  const testSale = () =>
    run(async () => {
      await mutation.send(MakeTestSaleDocument, {});
      setSold(true);
    });
  return (
    <>
      <p className={styles.muted}>{L.intro()}</p>
      <RadioGroup
        value={kind}
        onChange={(value) => setKind(value as VenueKind)}
        className={styles.kinds}
        orientation="horizontal"
      >
        <Label>{L.kind()}</Label>
        {VENUE_KINDS.map((k) => (
          <Radio key={k} value={k} className={styles.kind}>
            {L.kinds[k]()}
          </Radio>
        ))}
      </RadioGroup>
      <p>{L.preview({ count, categories: categories.length })}</p>
      <ul className={styles.categories} aria-label={L.preview({ count, categories: categories.length })}>
        {categories.map((c) => (
          <li key={c.name}>
            <strong>{c.name}</strong>
            <ul className={styles.products}>
              {c.products.map((p) => (
                <li key={p.title}>
                  {p.title} · {formatMoney(p.price, currency, locale)} · {L.vat({ rate: p.vatRate })}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button tone="secondary" isDisabled={busy} onPress={() => void importLibrary()}>
          {L.import()}
        </Button>
      </div>
      <div aria-live="polite">{result && <p>{result}</p>}</div>
      {hasLayout && (
        <>
          <p>
            {L.layoutReady()}{' '}
            <Link to="/pos-layout" search={{ layoutId }}>
              {L.openLayout()}
            </Link>
          </p>
          <p className={styles.muted}>{L.testSaleIntro()}</p>
          <div className={styles.actions}>
            <Button tone="secondary" isDisabled={busy} onPress={() => void testSale()}>
              {L.testSale()}
            </Button>
          </div>
        </>
      )}
      <div aria-live="polite">
        {(sold || facts.steps.includes('FIRST_SALE')) && (
          <p>
            {L.sold()} <Link to="/orders">{L.openOrders()}</Link>
          </p>
        )}
      </div>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

/** The body of one wizard page. */
export function PageBody({ page, ...props }: { page: OnboardingPage } & BodyProps) {
  switch (page) {
    case 'account':
      return <Account />;
    case 'information':
      return <Information {...props} />;
    case 'stations':
      return <Stations {...props} />;
    case 'integrations':
      return <Integrations />;
    case 'licenses':
      return <Licenses />;
    case 'productLibrary':
      return <Library {...props} />;
  }
}
