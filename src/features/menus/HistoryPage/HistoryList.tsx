import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type HistoryFormats, scheduleText, timePricesText } from '../../../domain/historyValues.ts';
import {
  ingredientName,
  REMOVABLE_INGREDIENTS_KEY,
  removableIngredientsOf,
} from '../../../domain/metadata.ts';
import type { ChangeFilter, ChangesQuery } from '../../../graphql/__generated__/graphql.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { useFormats } from '../../../platform/formats/index.ts';
import { mutation } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { allergenName } from '../../pim/index.ts';
import { RevertChangeDocument } from '../history.gql.ts';
import * as styles from '../MenusPage/MenusPage.css.ts';
import { historyQueryOptions, menusKeys } from '../menus.queries.ts';

type Change = ChangesQuery['changes']['items'][number];
const MONEY_FIELDS = new Set(['price', 'default_price']);
const REFERENCE_FIELDS = new Set(['course_type_id', 'station_id']);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface HistoryListProps {
  filter: ChangeFilter;
  /** The currency of the prices (a menu's own); dates and words are the reader's (useFormats). */
  currency: string;
  label: string;
  /** After a revert, once the changed data is fetched again. */
  onReverted?: () => void;
}

/**
 * Changes, newest first, with who made them and the fields before and after; "Revert" applies the
 * old values as a new change (issue 16, item 6). Used by the history page and the menu editor.
 * Allergens show by the product editor's names, so the `pim` words load with the list.
 */
export function HistoryList(props: HistoryListProps) {
  return (
    <Namespace name="pim" fallback={<TableSkeleton />}>
      <Changes {...props} />
    </Namespace>
  );
}

function Changes({ filter, currency, label, onReverted }: HistoryListProps) {
  const { money, weekday, dateTime } = useFormats();
  const { LL, locale: language } = useI18nContext();
  const H = LL.menus.history;
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(historyQueryOptions(filter));
  if (query.isError) return <p role="alert">{LL.menus.errors.loadFailed()}</p>;
  if (!query.data) return <TableSkeleton />;
  const changes = query.data.pages.flatMap((page) => page.items);
  if (changes.length === 0) return <p className={styles.muted}>{H.empty()}</p>;

  const fieldName = (field: string) =>
    field === REMOVABLE_INGREDIENTS_KEY
      ? H.fields.removableIngredients()
      : (H.fields as Record<string, (() => string) | undefined>)[field]?.() || field;
  const formats: HistoryFormats = {
    money: (minor) => money(minor, currency),
    // 2024-01-01 was a Monday: day 1.
    weekday: (day) => weekday(Date.UTC(2024, 0, day), 'short', { timeZone: 'UTC' }),
    list: (parts) => new Intl.ListFormat(language, { type: 'unit' }).format(parts),
  };
  const value = (field: string, text: string | null, name: string | null) => {
    if (text === null || text === 'null') return '—';
    // A reference shows the record's name; one gone (or not found) is "removed", never its id.
    if (REFERENCE_FIELDS.has(field)) return name ?? H.removedRecord();
    if (field === 'time_prices' || field === 'schedule') {
      const parsed = parseJson(text);
      const worded =
        field === 'time_prices' ? timePricesText(parsed, formats) : scheduleText(parsed, formats);
      if (worded !== null) return worded;
    }
    if (field === REMOVABLE_INGREDIENTS_KEY) return ingredientNames(text, language);
    if (field === 'allergens') return allergenNames(text, LL, language);
    if (MONEY_FIELDS.has(field) && /^-?\d+$/.test(text)) return money(Number(text), currency);
    if (text === 'true' || text === 'false') return text === 'true' ? '✓' : '✗';
    return text.length > 60 ? `${text.slice(0, 60)}…` : text.replace(/^"|"$/g, '');
  };
  const who = (change: Change) =>
    change.realActorName && change.actorName
      ? H.asUser({ admin: change.realActorName, user: change.actorName })
      : (change.actorName ?? H.system());
  const what = (change: Change) => {
    // A metadata key set or removed shows its value coming or going (a product's removable ingredients).
    const rowChange = change.recordType !== 'metadata';
    if (rowChange && change.op === 'insert') return H.created();
    if (rowChange && change.op === 'delete') return H.removed();
    return change.fields
      .map(
        (f) =>
          `${fieldName(f.field)}: ${value(f.field, f.before, f.beforeName)} → ${value(f.field, f.after, f.afterName)}`,
      )
      .join('; ');
  };
  const revert = async (change: Change) => {
    const result = await mutation.run(RevertChangeDocument, { id: change.id });
    if (result.success) {
      showToast({ type: 'success', title: H.reverted() }, 2000);
      await queryClient.invalidateQueries({ queryKey: menusKeys.all });
      onReverted?.();
    } else {
      showToast({ type: 'error', title: result.error ?? LL.errors.title() });
    }
  };

  return (
    <>
      <TableScroll>
        <table className={styles.table} aria-label={label}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                {H.when()}
              </th>
              <th className={styles.cell} scope="col">
                {H.who()}
              </th>
              <th className={styles.cell} scope="col">
                {H.what()}
              </th>
              <th className={styles.cell} scope="col">
                {H.change()}
              </th>
              <th className={styles.cell} scope="col">
                {LL.menus.actions()}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.id} data-testid="history-row">
                <td className={styles.cell}>{dateTime(change.at, 'medium')}</td>
                <td className={styles.cell}>{who(change)}</td>
                <th className={styles.cell} scope="row">
                  {H.types[change.recordType]()}: {change.label}
                </th>
                <td className={styles.cell}>
                  {what(change)}
                  {change.revertOf && <span className={styles.muted}> · {H.revertOfNote()}</span>}
                </td>
                <td className={styles.cell}>
                  {change.revertable && (
                    <Button tone="ghost" size="sm" onPress={() => void revert(change)}>
                      {H.revert()}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {query.hasNextPage && (
        <Button
          tone="secondary"
          onPress={() => void query.fetchNextPage()}
          isDisabled={query.isFetchingNextPage}
        >
          {H.loadMore()}
        </Button>
      )}
    </>
  );
}

/** A product's allergens (the JSON array the history holds) as their names in the user's language. */
function allergenNames(text: string, LL: TranslationFunctions, language: string): string {
  const parsed = parseJson(text);
  if (!Array.isArray(parsed)) return text;
  const names = parsed
    .filter((code): code is string => typeof code === 'string')
    .map((code) => allergenName(LL, code));
  return names.length === 0 ? '—' : new Intl.ListFormat(language, { type: 'unit' }).format(names);
}

/** Removable ingredients as their names in the user's language (the JSON the history holds). */
function ingredientNames(text: string, language: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  const names = removableIngredientsOf(parsed).map((ingredient) => ingredientName(ingredient, language));
  return names.length === 0 ? '—' : new Intl.ListFormat(language, { type: 'unit' }).format(names);
}
