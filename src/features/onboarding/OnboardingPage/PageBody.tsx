import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { COUNTRIES, normalizeCountry } from '../../../domain/countries.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { OnboardingFacts, OnboardingPage } from '../../../domain/onboarding.ts';
import { VENUE_KINDS, type VenueKind } from '../../../domain/productLibrary/kinds.ts';
import { AppError } from '../../../graphql/client.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { SelectInput, TextInput } from '../../../ui/FormControls.tsx';
import { serverFieldMessages } from '../../forms/index.ts';
import { userMetadataQueryOptions } from '../../session/index.ts';
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

interface BodyProps {
  facts: OnboardingFacts;
  refresh: () => Promise<void>;
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
function Information({ refresh }: BodyProps) {
  const { LL } = useI18nContext();
  const { data, error } = useQuery(informationQueryOptions());
  if (data) return <InformationForm stored={data} refresh={refresh} />;
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

function InformationForm({ stored, refresh }: { stored: InformationValues; refresh: BodyProps['refresh'] }) {
  const { LL } = useI18nContext();
  const L = LL.onboardingWizard.information;
  const [values, setValues] = useState<InformationValues>(() => ({
    legalName: stored.legalName,
    street: stored.street,
    zip: stored.zip,
    city: stored.city,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const save = async () => {
    setErrors({});
    setProblem(null);
    try {
      await mutation.send(UpdateOnboardingInformationDocument, { data: values });
      setSaved(true);
      await refresh();
    } catch (error) {
      setErrors(serverFieldMessages(error));
      setProblem(message(error));
    }
  };
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
        void save();
      }}
    >
      <p className={styles.muted}>{L.intro()}</p>
      {field('legalName', L.legalName())}
      {field('street', L.street())}
      {field('zip', L.zip())}
      {field('city', L.city())}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {saved && <output>✓</output>}
      <Button type="submit" tone="secondary">
        {L.save()}
      </Button>
    </form>
  );
}

function Stations({ refresh }: BodyProps) {
  const { LL } = useI18nContext();
  const L = LL.onboardingWizard.stations;
  const queryClient = useQueryClient();
  const { data = [] } = useQuery(stationsQueryOptions());
  const [name, setName] = useState('');
  const [kind, setKind] = useState('PRINTER');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = async () => {
    setErrors({});
    try {
      await mutation.send(CreateOnboardingStationDocument, { data: { name, kind } });
      setName('');
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.stations });
      await refresh();
    } catch (error) {
      setErrors({ name: message(error), ...serverFieldMessages(error) });
    }
  };
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
          void add();
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
export function PageBody({ page, facts, refresh }: { page: OnboardingPage } & BodyProps) {
  switch (page) {
    case 'account':
      return <Account />;
    case 'information':
      return <Information facts={facts} refresh={refresh} />;
    case 'stations':
      return <Stations facts={facts} refresh={refresh} />;
    case 'integrations':
      return <Integrations />;
    case 'licenses':
      return <Licenses />;
    case 'productLibrary':
      return <Library facts={facts} refresh={refresh} />;
  }
}
