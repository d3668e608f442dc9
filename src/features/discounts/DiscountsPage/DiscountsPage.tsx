import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { formatInTimeZone } from 'date-fns-tz';
import { useDeferredValue, useState } from 'react';
import { COUNTRIES, type CountryCode, normalizeCountry } from '../../../domain/countries.ts';
import { formatMoney, moneyText, parseMoney } from '../../../domain/money.ts';
import {
  DISCOUNT_KINDS,
  OFFER_PERMISSIONS,
  OFFER_TYPES,
  SELECTION_MODES,
  WEEKDAYS,
} from '../../../domain/pricing/index.ts';
import type { OfferFieldsFragment } from '../../../graphql/__generated__/graphql.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { useFormats } from '../../../platform/formats/index.ts';
import { serverFieldMessages } from '../../../platform/forms/index.ts';
import { userMetadataQueryOptions } from '../../../platform/session/index.ts';
import { useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { useConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { CheckboxGroupInput, CheckboxInput, SelectInput, TextInput } from '../../../ui/FormControls.tsx';
import { MoneyField } from '../../../ui/MoneyField.tsx';
import { MultiSearchPicker, SearchPicker } from '../../../ui/SearchPicker.tsx';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { categoryLookup } from '../../pim/index.ts';
import { CreateOfferDocument, DeleteOfferDocument, UpdateOfferDocument } from '../discounts.gql.ts';
import {
  discountsKeys,
  type ItemOption,
  offerItemNamesQueryOptions,
  offerItemSearch,
  offersPageQueryOptions,
  tryOffersQueryOptions,
} from '../discounts.queries.ts';
import * as styles from './DiscountsPage.css.ts';

type Offer = OfferFieldsFragment;

interface DraftGroup {
  itemIds: string[];
  categoryIds: string[];
}

const emptyGroup = (): DraftGroup => ({ itemIds: [], categoryIds: [] });

interface Draft {
  id: string | null;
  name: string;
  type: string;
  discountType: string;
  value: string;
  selectionMode: string;
  automatic: boolean;
  permission: string;
  /** ALL: every venue (stored as no venue ids); CHOSEN: only `venueIds`. */
  venueScope: 'ALL' | 'CHOSEN';
  venueIds: string[];
  /** Each group's products and categories (a category covers its sub-categories' products too). */
  groups: DraftGroup[];
  stages: { quantity: string; value: string }[];
  weekdays: string[];
  from: string;
  to: string;
  startDate: string;
  endDate: string;
}

const isStaged = (type: string) => type === 'STAGED_BUNDLE' || type === 'STAGED_INDIVIDUAL';

function blank(): Draft {
  return {
    id: null,
    name: '',
    type: 'ITEM_DISCOUNT',
    discountType: 'PERCENTAGE',
    value: '',
    selectionMode: 'MULTIPLE',
    automatic: true,
    permission: 'NONE',
    venueScope: 'ALL',
    venueIds: [],
    groups: [emptyGroup()],
    stages: [{ quantity: '2', value: '' }],
    weekdays: [],
    from: '',
    to: '',
    startDate: '',
    endDate: '',
  };
}

function draftOf(o: Offer, country: CountryCode): Draft {
  const shown = (v: number) => (o.discountType === 'PERCENTAGE' ? String(v) : moneyText(v, country));
  return {
    id: o.id,
    name: o.name,
    type: o.type,
    discountType: o.discountType,
    value: shown(o.value),
    selectionMode: o.selectionMode,
    automatic: o.automatic,
    permission: o.permission,
    venueScope: o.venueIds.length ? 'CHOSEN' : 'ALL',
    venueIds: [...o.venueIds],
    groups: o.groups.length
      ? o.groups.map((g) => ({ itemIds: [...g.itemIds], categoryIds: [...g.categoryIds] }))
      : [emptyGroup()],
    stages: o.stages.length
      ? o.stages.map((s) => ({ quantity: String(s.quantity), value: shown(s.value) }))
      : [{ quantity: '2', value: '' }],
    weekdays: [...o.validity.weekdays],
    from: o.validity.timeWindows[0]?.from ?? '',
    to: o.validity.timeWindows[0]?.to ?? '',
    startDate: o.validity.startDate ?? '',
    endDate: o.validity.endDate ?? '',
  };
}

/** The texts typed as money that are not amounts, by field (checked before sending, in words). */
function moneyProblems(d: Draft, country: CountryCode, message: string): Record<string, string> {
  if (d.discountType === 'PERCENTAGE' || d.type === 'VISUAL') return {};
  const bad = (text: string) => text.trim() !== '' && parseMoney(text, country) === null;
  if (!isStaged(d.type)) return bad(d.value) ? { value: message } : {};
  return Object.fromEntries(
    d.stages.flatMap((stage, i) => (bad(stage.value) ? [[`stages.${i}.value`, message]] : [])),
  );
}

function inputOf(d: Draft, country: CountryCode) {
  const value = (text: string) =>
    d.discountType === 'PERCENTAGE' ? Number(text.replace(',', '.')) : (parseMoney(text, country) ?? 0);
  const staged = isStaged(d.type);
  const usesGroups = d.type !== 'ORDER_DISCOUNT' && d.type !== 'VISUAL';
  return {
    name: d.name,
    type: d.type,
    discountType: d.discountType,
    value: staged || d.value === '' ? 0 : value(d.value),
    selectionMode: d.selectionMode,
    automatic: d.automatic,
    permission: d.permission,
    venueIds: d.venueScope === 'CHOSEN' ? d.venueIds : [],
    groups: usesGroups
      ? (d.type === 'BUNDLE' ? d.groups : d.groups.slice(0, 1)).map((g) => ({
          itemIds: g.itemIds,
          categoryIds: g.categoryIds,
        }))
      : [],
    stages: staged ? d.stages.map((s) => ({ quantity: Number(s.quantity), value: value(s.value) })) : [],
    validity: {
      weekdays: d.weekdays,
      timeWindows: d.from || d.to ? [{ from: d.from, to: d.to }] : [],
      startDate: d.startDate || null,
      endDate: d.endDate || null,
    },
  };
}

function OfferForm({ draft, onDone }: { draft: Draft; onDone: (message: string) => void }) {
  const { LL } = useI18nContext();
  const L = LL.discounts;
  const queryClient = useQueryClient();
  const [d, setD] = useState(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD((prev) => ({ ...prev, [key]: value }));
  const setStageValue = (index: number, value: string) =>
    set(
      'stages',
      d.stages.map((s, j) => (j === index ? { ...s, value } : s)),
    );
  const { country } = useFormats();
  const { venues } = useVenueSelection();
  // The chips' names: the chosen products and categories only, read by id (never the whole catalogue).
  const { data: names } = useQuery(offerItemNamesQueryOptions(d.groups.flatMap((g) => g.itemIds)));
  const { data: categoryNames } = useQuery(categoryLookup.names(d.groups.flatMap((g) => g.categoryIds)));
  const percent = d.discountType === 'PERCENTAGE';
  const valueLabel = percent ? L.fields.valuePercent() : L.fields.valueMoney();
  const staged = isStaged(d.type);
  const usesGroups = d.type !== 'ORDER_DISCOUNT' && d.type !== 'VISUAL';
  const groups = d.type === 'BUNDLE' ? d.groups : d.groups.slice(0, 1);

  const save = async () => {
    setErrors({});
    setFormError(null);
    // An amount that is not one is refused here, on its field, rather than sent as a guess.
    const notAmounts = moneyProblems(
      d,
      country,
      LL.controls.moneyInvalid({ example: moneyText(1250, country) }),
    );
    if (Object.keys(notAmounts).length) {
      setErrors(notAmounts);
      return;
    }
    // No venue chosen would be stored as "every venue": refused here, in words, typing kept.
    if (d.venueScope === 'CHOSEN' && d.venueIds.length === 0) {
      setErrors({ venueIds: L.fields.venuesRequired() });
      setFormError(L.fields.venuesRequired());
      return;
    }
    try {
      const data = inputOf(d, country);
      if (d.id) await mutation.send(UpdateOfferDocument, { id: d.id, data });
      else await mutation.send(CreateOfferDocument, { data });
      await queryClient.invalidateQueries({ queryKey: discountsKeys.all });
      onDone(L.saved());
    } catch (error) {
      const fields = serverFieldMessages(error);
      if (Object.keys(fields).length) setErrors(fields);
      setFormError(error instanceof Error ? error.message : String(error));
    }
  };
  const confirm = useConfirmDialog();
  const remove = async () => {
    if (!d.id) return;
    await mutation.send(DeleteOfferDocument, { id: d.id });
    await queryClient.invalidateQueries({ queryKey: discountsKeys.all });
    onDone(L.removed());
  };

  return (
    <form
      className={styles.panel}
      aria-labelledby="offer-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="offer-form-title">{d.id ? L.edit({ name: draft.name }) : L.create()}</h2>
      <TextInput
        kind="text"
        name="name"
        label={L.fields.name()}
        value={d.name}
        onChange={(v) => set('name', v)}
        error={errors.name}
        isRequired
      />
      <div className={styles.row}>
        <SelectInput
          name="type"
          label={L.fields.type()}
          value={d.type}
          onChange={(v) => set('type', v)}
          options={OFFER_TYPES.map((id) => ({ id, label: L.types[id]() }))}
          error={errors.type}
        />
        <SelectInput
          name="discountType"
          label={L.fields.discountType()}
          value={d.discountType}
          onChange={(v) => set('discountType', v)}
          options={DISCOUNT_KINDS.map((id) => ({ id, label: L.kinds[id]() }))}
          error={errors.discountType}
        />
        <SelectInput
          name="selectionMode"
          label={L.fields.selectionMode()}
          value={d.selectionMode}
          onChange={(v) => set('selectionMode', v)}
          options={SELECTION_MODES.map((id) => ({ id, label: L.modes[id]() }))}
        />
      </div>
      {!staged && d.type !== 'VISUAL' && percent && (
        <TextInput
          kind="decimal"
          name="value"
          label={valueLabel}
          value={d.value}
          onChange={(v) => set('value', v)}
          error={errors.value}
        />
      )}
      {!staged && d.type !== 'VISUAL' && !percent && (
        <MoneyField
          name="value"
          label={valueLabel}
          country={country}
          value={d.value}
          onChange={(v) => set('value', v)}
          errorMessage={errors.value}
        />
      )}
      {staged && (
        <fieldset className={styles.group}>
          <legend>{L.fields.stages()}</legend>
          {d.stages.map((stage, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: stages are edited in place by position
            <div key={i} className={styles.row}>
              <TextInput
                kind="integer"
                name={`stageQuantity${i}`}
                label={L.fields.stageQuantity({ n: i + 1 })}
                value={stage.quantity}
                onChange={(v) =>
                  set(
                    'stages',
                    d.stages.map((s, j) => (j === i ? { ...s, quantity: v } : s)),
                  )
                }
              />
              {percent ? (
                <TextInput
                  kind="decimal"
                  name={`stageValue${i}`}
                  label={`${L.fields.stageValue({ n: i + 1 })} – ${valueLabel}`}
                  value={stage.value}
                  onChange={(v) => setStageValue(i, v)}
                />
              ) : (
                <MoneyField
                  name={`stageValue${i}`}
                  label={`${L.fields.stageValue({ n: i + 1 })} – ${valueLabel}`}
                  country={country}
                  value={stage.value}
                  onChange={(v) => setStageValue(i, v)}
                  errorMessage={errors[`stages.${i}.value`]}
                />
              )}
              {d.stages.length > 1 && (
                <Button
                  tone="ghost"
                  size="sm"
                  onPress={() =>
                    set(
                      'stages',
                      d.stages.filter((_, j) => j !== i),
                    )
                  }
                >
                  {L.fields.removeStage({ n: i + 1 })}
                </Button>
              )}
            </div>
          ))}
          {errors.stages && <p className={styles.error}>{errors.stages}</p>}
          <Button
            tone="secondary"
            size="sm"
            onPress={() => set('stages', [...d.stages, { quantity: '', value: '' }])}
          >
            {L.fields.addStage()}
          </Button>
        </fieldset>
      )}
      {usesGroups && (
        <fieldset className={styles.group}>
          <legend>{L.fields.groups()}</legend>
          {groups.map((group, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: groups are edited in place by position
            <div key={i}>
              <MultiSearchPicker
                name={`group${i}`}
                label={L.fields.group({ n: i + 1 })}
                value={group.itemIds}
                source={offerItemSearch}
                names={names ?? new Map()}
                onChange={(v) =>
                  set(
                    'groups',
                    d.groups.map((g, j) => (j === i ? { ...g, itemIds: v } : g)),
                  )
                }
              />
              <MultiSearchPicker
                name={`groupCategories${i}`}
                label={L.fields.groupCategories({ n: i + 1 })}
                description={L.fields.groupCategoriesHint()}
                value={group.categoryIds}
                source={categoryLookup.source}
                names={categoryNames ?? new Map()}
                onChange={(v) =>
                  set(
                    'groups',
                    d.groups.map((g, j) => (j === i ? { ...g, categoryIds: v } : g)),
                  )
                }
              />
              {d.type === 'BUNDLE' && groups.length > 1 && (
                <Button
                  tone="ghost"
                  size="sm"
                  onPress={() =>
                    set(
                      'groups',
                      d.groups.filter((_, j) => j !== i),
                    )
                  }
                >
                  {L.fields.removeGroup({ n: i + 1 })}
                </Button>
              )}
            </div>
          ))}
          {errors.groups && <p className={styles.error}>{errors.groups}</p>}
          {d.type === 'BUNDLE' && (
            <Button tone="secondary" size="sm" onPress={() => set('groups', [...d.groups, emptyGroup()])}>
              {L.fields.addGroup()}
            </Button>
          )}
        </fieldset>
      )}
      <CheckboxInput
        name="automatic"
        label={L.fields.automatic()}
        value={d.automatic}
        onChange={(v) => set('automatic', v)}
      />
      <SelectInput
        name="permission"
        label={L.fields.permission()}
        value={d.permission}
        onChange={(v) => set('permission', v)}
        options={OFFER_PERMISSIONS.map((id) => ({ id, label: L.permissions[id]() }))}
      />
      <SelectInput
        name="venueScope"
        label={L.fields.venueScope()}
        value={d.venueScope}
        onChange={(v) => set('venueScope', v === 'CHOSEN' ? 'CHOSEN' : 'ALL')}
        options={(['ALL', 'CHOSEN'] as const).map((id) => ({ id, label: L.venueScopes[id]() }))}
      />
      {d.venueScope === 'CHOSEN' && (
        <CheckboxGroupInput
          name="venueIds"
          label={L.fields.venues()}
          value={d.venueIds}
          onChange={(v) => {
            set('venueIds', v);
            // An invalid checkbox group blocks the form's native submit: the choice clears the refusal.
            setErrors(({ venueIds: _cleared, ...rest }) => rest);
          }}
          options={venues.map((v) => ({ id: v.id, label: v.name }))}
          error={errors.venueIds}
        />
      )}
      <CheckboxGroupInput
        name="weekdays"
        label={L.fields.weekdays()}
        value={d.weekdays}
        onChange={(v) => set('weekdays', v)}
        options={WEEKDAYS.map((id) => ({ id, label: L.weekdays[id]() }))}
        error={errors.weekdays}
      />
      <div className={styles.row}>
        <TextInput
          kind="text"
          name="from"
          label={L.fields.from()}
          value={d.from}
          onChange={(v) => set('from', v)}
          error={errors.timeWindows}
        />
        <TextInput kind="text" name="to" label={L.fields.to()} value={d.to} onChange={(v) => set('to', v)} />
      </div>
      <div className={styles.row}>
        <TextInput
          kind="text"
          name="startDate"
          label={L.fields.startDate()}
          value={d.startDate}
          onChange={(v) => set('startDate', v)}
          error={errors.dates}
        />
        <TextInput
          kind="text"
          name="endDate"
          label={L.fields.endDate()}
          value={d.endDate}
          onChange={(v) => set('endDate', v)}
        />
      </div>
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.row}>
        <Button type="submit">{L.save()}</Button>
        <Button tone="secondary" onPress={() => onDone('')}>
          {L.cancel()}
        </Button>
        {d.id && (
          <Button
            tone="danger"
            onPress={() =>
              confirm.ask({
                title: LL.confirm.deleteTitle({ name: draft.name }),
                confirmLabel: L.remove(),
                onConfirm: remove,
              })
            }
          >
            {L.remove()}
          </Button>
        )}
      </div>
      {confirm.dialog}
    </form>
  );
}

/** The try-it panel's time: the venue's local minute. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

function TryIt() {
  const { LL, locale } = useI18nContext();
  const L = LL.discounts.tryIt;
  const { data: metadata } = useSuspenseQuery(userMetadataQueryOptions());
  const country = COUNTRIES[normalizeCountry(metadata.country)];
  const timeZone = country.timezone;
  // Priced at the venue the shell has selected: offers limited to other venues do not apply.
  const venueId = useVenueSelection().selected?.id ?? '';
  const [chosen, setChosen] = useState<ItemOption | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [lines, setLines] = useState<{ key: number; item: ItemOption; quantity: number }[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  const [at, setAt] = useState(() => formatInTimeZone(new Date(), timeZone, "yyyy-MM-dd'T'HH:mm"));
  const money = (minor: number) => formatMoney(minor, country.currency, locale);
  // The server prices the basket against every offer that could apply (issue 14): the panel sends
  // the lines, the venue and the local time, never reads the offers.
  const deferredAt = useDeferredValue(at);
  const { data: result } = useQuery({
    ...tryOffersQueryOptions({
      venueId,
      at: deferredAt,
      lines: lines.map((l) => ({ itemId: l.item.id, quantity: l.quantity })),
      pickedOfferIds: picked,
    }),
    enabled: lines.length > 0 && venueId !== '' && LOCAL_TIME.test(deferredAt),
    placeholderData: keepPreviousData,
  });

  const add = () => {
    const n = Number(quantity);
    if (!chosen || !Number.isInteger(n) || n < 1) return;
    setLines((prev) => [...prev, { key: (prev.at(-1)?.key ?? 0) + 1, item: chosen, quantity: n }]);
  };
  // The offers staff may pick that could apply to this basket here (the server's answer).
  const manual = result?.manualOffers ?? [];

  return (
    <section className={styles.panel} aria-labelledby="try-it-title">
      <h2 id="try-it-title">{L.title()}</h2>
      <div className={styles.row}>
        <SearchPicker
          name="tryItem"
          label={L.item()}
          source={offerItemSearch}
          afterPick="keep"
          onPick={setChosen}
        />
        <TextInput
          kind="integer"
          name="tryQuantity"
          label={L.quantity()}
          value={quantity}
          onChange={setQuantity}
        />
        <Button tone="secondary" onPress={add}>
          {L.add()}
        </Button>
      </div>
      <TextInput kind="text" name="tryAt" label={L.at()} value={at} onChange={setAt} />
      {manual.length > 0 && (
        <CheckboxGroupInput
          name="picked"
          label={LL.discounts.automaticNo()}
          value={picked}
          onChange={setPicked}
          options={manual.map((o) => ({ id: o.id, label: o.name }))}
        />
      )}
      <h3>{L.basket()}</h3>
      {lines.length === 0 ? (
        <p className={styles.muted}>{L.emptyBasket()}</p>
      ) : (
        <ul data-testid="try-it-basket">
          {lines.map((l, index) => {
            // The server's lines are in the basket's order (lineId: the index); a previous answer
            // kept on screen while the next loads may be a line short.
            const priced = result?.lines.find((p) => p.lineId === String(index));
            const title = l.item.title;
            return (
              <li key={l.key}>
                {l.quantity} × {title} — {priced ? money(priced.net) : ''}{' '}
                <Button
                  tone="ghost"
                  size="sm"
                  onPress={() => setLines((prev) => prev.filter((p) => p.key !== l.key))}
                >
                  {L.removeLine({ name: title })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {result && lines.length > 0 && (
        <>
          <dl className={styles.totals} data-testid="try-it-totals">
            <dt>{L.gross()}</dt>
            <dd className={styles.amount}>{money(result.gross)}</dd>
            <dt>{L.discount()}</dt>
            <dd className={styles.amount} data-testid="try-it-discount">
              {money(result.discount)}
            </dd>
            <dt>{L.total()}</dt>
            <dd className={styles.amount} data-testid="try-it-total">
              {money(result.total)}
            </dd>
            {result.vatByRate.map((row) => (
              <div key={row.rate} style={{ display: 'contents' }}>
                <dt>{L.vat({ rate: row.rate })}</dt>
                <dd className={styles.amount}>{money(row.vat)}</dd>
              </div>
            ))}
          </dl>
          <h3>{L.applied()}</h3>
          {result.appliedOffers.length === 0 ? (
            <p className={styles.muted}>{L.noneApplied()}</p>
          ) : (
            <ul data-testid="try-it-applied">
              {result.appliedOffers.map((a) => (
                <li key={a.offerId}>
                  {a.name}: −{money(a.discount)}
                </li>
              ))}
            </ul>
          )}
          {result.visualOffers.length > 0 && (
            <p className={styles.muted}>
              {L.shown()}: {result.visualOffers.map((v) => v.name).join(', ')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function Discounts() {
  const { LL } = useI18nContext();
  const { country } = useFormats();
  const L = LL.discounts;
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  // The list a page at a time (issue 14): searched and sorted by the server (offersPage).
  const list = useInfiniteQuery({
    ...offersPageQueryOptions(deferredSearch),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<Draft | null>(null);
  const [notice, setNotice] = useState('');
  const offers = list.data?.pages.flatMap((page) => page.results) ?? [];
  const count = list.data?.pages[0]?.count ?? 0;
  return (
    <section>
      <h1>{L.title()}</h1>
      <p className={styles.muted}>{L.intro()}</p>
      <p role="status" aria-live="polite">
        {notice}
      </p>
      <div className={styles.layout}>
        <div className={styles.panel}>
          <div className={styles.row}>
            <h2>{L.list()}</h2>
            <Button onPress={() => setEditing(blank())}>{L.create()}</Button>
          </div>
          <TextField label={L.listSearch()} type="search" value={search} onChange={setSearch} />
          {list.isError ? (
            <p role="alert">{L.loadFailed()}</p>
          ) : offers.length === 0 ? (
            <p className={styles.muted}>{list.isPending ? '' : L.empty()}</p>
          ) : (
            <TableScroll>
              <table className={styles.table} aria-label={L.list()}>
                <thead>
                  <tr>
                    <th className={styles.cell}>{L.columns.name()}</th>
                    <th className={styles.cell}>{L.columns.type()}</th>
                    <th className={styles.cell}>{L.columns.kind()}</th>
                    <th className={styles.cell}>{L.columns.automatic()}</th>
                  </tr>
                </thead>
                <tbody>
                  {offers.map((o) => (
                    <tr key={o.id}>
                      <td className={styles.cell}>
                        <Button tone="ghost" size="sm" onPress={() => setEditing(draftOf(o, country))}>
                          {o.name}
                        </Button>
                      </td>
                      <td className={styles.cell}>
                        {L.types[o.type as (typeof OFFER_TYPES)[number]]?.() || o.type}
                      </td>
                      <td className={styles.cell}>
                        {L.kinds[o.discountType as (typeof DISCOUNT_KINDS)[number]]?.() || o.discountType}
                      </td>
                      <td className={styles.cell}>{o.automatic ? L.automaticYes() : L.automaticNo()}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          {count > offers.length && (
            <div className={styles.row}>
              <span className={styles.muted} role="status">
                {L.listShown({ shown: offers.length, count })}
              </span>
              {list.hasNextPage && (
                <Button
                  tone="secondary"
                  isDisabled={list.isFetchingNextPage}
                  onPress={() => void list.fetchNextPage()}
                >
                  {L.listMore()}
                </Button>
              )}
            </div>
          )}
          {editing && (
            <OfferForm
              key={editing.id ?? 'new'}
              draft={editing}
              onDone={(message) => {
                setEditing(null);
                setNotice(message);
              }}
            />
          )}
        </div>
        <TryIt />
      </div>
    </section>
  );
}

/** `/discounts` (issue 17): offers of every type and a "try it" panel priced by the one engine. */
export function DiscountsPage() {
  return (
    <Namespace name="discounts">
      <Discounts />
    </Namespace>
  );
}
