import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Namespace } from '../../../i18n/Namespace.tsx';
import { failureText } from '../../../platform/crud/index.ts';
import { useFormats } from '../../../platform/formats/index.ts';
import { type FieldMessages, serverFieldMessages } from '../../../platform/forms/index.ts';
import { useVenueSelection } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxInput, type Option } from '../../../ui/FormControls.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { SearchPicker } from '../../../ui/SearchPicker.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TableSkeleton } from '../../../ui/Skeleton.tsx';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import {
  RecordDeliveryDocument,
  RecordStockCountDocument,
  SetLowStockLevelDocument,
} from '../inventory.gql.ts';
import {
  inventoryKeys,
  type StockRow,
  stockItemSearch,
  stockLevelsQueryOptions,
  stockMovementsQueryOptions,
} from '../inventory.queries.ts';
import { IngredientStock } from './IngredientStock.tsx';
import * as styles from './InventoryPage.css.ts';

type Mode = 'delivery' | 'count' | 'low';

interface DialogState {
  mode: Mode;
  /** The product: a listed row's, or none (picked in the dialog: the first delivery or count). */
  item: Option | null;
  lowLevel?: number | null;
}

/** A whole number typed in a field; null for empty, NaN for anything else (the server says why). */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Record a delivery, a count, or set the low-stock level of one product at the venue. */
function StockDialog({
  venueId,
  state,
  onClose,
}: {
  venueId: string;
  state: DialogState;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const I = LL.inventory;
  const queryClient = useQueryClient();
  const [item, setItem] = useState<Option | null>(state.item);
  const [amount, setAmount] = useState(state.mode === 'low' ? String(state.lowLevel ?? '') : '');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const title =
    state.mode === 'delivery'
      ? I.actions.delivery()
      : state.mode === 'count'
        ? I.actions.count()
        : I.actions.low();
  const submit = async () => {
    setProblems({});
    setFailure(null);
    if (!item) {
      setProblems({ itemId: I.dialog.choose() });
      return;
    }
    const value = wholeNumber(amount);
    try {
      if (state.mode === 'delivery')
        await mutation.send(RecordDeliveryDocument, {
          input: {
            venueId,
            itemId: item.id,
            quantity: value ?? 0,
            note: note || null,
            idempotencyKey: crypto.randomUUID(),
          },
        });
      else if (state.mode === 'count')
        await mutation.send(RecordStockCountDocument, {
          input: {
            venueId,
            itemId: item.id,
            level: value ?? -1,
            note: note || null,
            idempotencyKey: crypto.randomUUID(),
          },
        });
      else await mutation.send(SetLowStockLevelDocument, { venueId, itemId: item.id, lowLevel: value });
      showToast({ type: 'success', title: I.page.saved() }, 2000);
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      onClose();
    } catch (error) {
      const messages = serverFieldMessages(error);
      setProblems(messages);
      if (Object.keys(messages).length === 0) setFailure(failureText(LL, error));
    }
  };
  const amountLabel =
    state.mode === 'delivery'
      ? I.dialog.quantity()
      : state.mode === 'count'
        ? I.dialog.level()
        : I.dialog.lowLevel();
  const amountError = problems.quantity ?? problems.level ?? problems.lowLevel;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={item ? `${title}: ${item.label}` : title}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {!state.item && (
          <>
            <SearchPicker
              label={I.dialog.product()}
              source={stockItemSearch}
              afterPick="keep"
              chosen={item}
              onPick={setItem}
            />
            {problems.itemId && (
              <p role="alert" className={styles.error}>
                {problems.itemId}
              </p>
            )}
          </>
        )}
        <TextField
          label={amountLabel}
          inputMode="numeric"
          value={amount}
          onChange={setAmount}
          errorMessage={amountError}
          isRequired={state.mode !== 'low'}
          autoFocus={Boolean(state.item)}
        />
        {state.mode !== 'low' && (
          <TextField label={I.dialog.note()} value={note} onChange={setNote} errorMessage={problems.note} />
        )}
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        <div className={styles.row}>
          <Button type="submit">{I.dialog.save()}</Button>
          <Button tone="secondary" onPress={onClose}>
            {I.dialog.cancel()}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A product's movements at the venue, newest first. */
function HistoryDialog({ venueId, item, onClose }: { venueId: string; item: Option; onClose: () => void }) {
  const { LL } = useI18nContext();
  const M = LL.inventory.movements;
  const query = useInfiniteQuery(stockMovementsQueryOptions(venueId, item.id));
  const rows = (query.data?.pages ?? []).flatMap((page) => page.items);
  const { dateTime } = useFormats();
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={M.title({ product: item.label })}>
      {query.isPending ? (
        <TableSkeleton />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{M.none()}</p>
      ) : (
        <TableScroll>
          <table className={styles.table} data-testid="stock-movements">
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {M.at()}
                </th>
                <th scope="col" className={styles.cell}>
                  {M.kind()}
                </th>
                <th scope="col" className={styles.number}>
                  {M.delta()}
                </th>
                <th scope="col" className={styles.number}>
                  {M.level()}
                </th>
                <th scope="col" className={styles.cell}>
                  {M.who()}
                </th>
                <th scope="col" className={styles.cell}>
                  {M.note()}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((move) => (
                <tr key={move.id}>
                  <td className={styles.cell}>{dateTime(move.at)}</td>
                  <td className={styles.cell}>{LL.inventory.kinds[move.kind]()}</td>
                  <td className={styles.number}>{move.delta > 0 ? `+${move.delta}` : move.delta}</td>
                  <td className={styles.number}>{move.level}</td>
                  <td className={styles.cell}>{move.who}</td>
                  <td className={styles.cell}>{move.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {query.hasNextPage && (
        <Button tone="ghost" onPress={() => void query.fetchNextPage()}>
          {LL.inventory.page.more()}
        </Button>
      )}
    </Modal>
  );
}

function Status({ row }: { row: StockRow }) {
  const { LL } = useI18nContext();
  const S = LL.inventory.status;
  if (row.soldOut) return <span className={styles.soldOut}>{S.soldOut()}</span>;
  if (row.low) return <span className={styles.low}>{S.low()}</span>;
  return <span>{S.inStock()}</span>;
}

function StockList({ venueId }: { venueId: string }) {
  const { LL } = useI18nContext();
  const I = LL.inventory;
  const [search, setSearch] = useState('');
  const [lowOnly, setLowOnly] = useState(false);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [history, setHistory] = useState<Option | null>(null);
  const query = useInfiniteQuery(stockLevelsQueryOptions(venueId, search.trim(), lowOnly));
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.results);
  const optionOf = (row: StockRow): Option => ({ id: row.itemId, label: row.title });
  return (
    <>
      <div className={styles.row}>
        <TextField label={I.page.search()} type="search" value={search} onChange={setSearch} />
        <CheckboxInput name="stockLowOnly" label={I.page.lowOnly()} value={lowOnly} onChange={setLowOnly} />
        <Button onPress={() => setDialog({ mode: 'delivery', item: null })}>{I.actions.delivery()}</Button>
        <Button tone="secondary" onPress={() => setDialog({ mode: 'count', item: null })}>
          {I.actions.count()}
        </Button>
      </div>
      {query.isPending ? (
        <TableSkeleton />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{I.page.none()}</p>
      ) : (
        <>
          <p className={styles.muted}>{I.page.count({ count: pages[0]?.count ?? 0 })}</p>
          <TableScroll>
            <table className={styles.table} aria-label={I.page.title()}>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    {I.columns.product()}
                  </th>
                  <th scope="col" className={styles.number}>
                    {I.columns.level()}
                  </th>
                  <th scope="col" className={styles.number}>
                    {I.columns.lowLevel()}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {I.columns.status()}
                  </th>
                  <th scope="col" className={styles.cell}>
                    {I.columns.actions()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid="stock-row">
                    <th scope="row" className={styles.cell}>
                      {row.title}
                    </th>
                    <td className={styles.number} data-testid="stock-level">
                      {row.level}
                    </td>
                    <td className={styles.number}>{row.lowLevel ?? ''}</td>
                    <td className={styles.cell} data-testid="stock-status">
                      <Status row={row} />
                    </td>
                    <td className={styles.cell}>
                      <div className={styles.row}>
                        <Button
                          size="sm"
                          tone="secondary"
                          aria-label={`${I.actions.delivery()}: ${row.title}`}
                          onPress={() => setDialog({ mode: 'delivery', item: optionOf(row) })}
                        >
                          {I.actions.delivery()}
                        </Button>
                        <Button
                          size="sm"
                          tone="secondary"
                          aria-label={`${I.actions.count()}: ${row.title}`}
                          onPress={() => setDialog({ mode: 'count', item: optionOf(row) })}
                        >
                          {I.actions.count()}
                        </Button>
                        <Button
                          size="sm"
                          tone="ghost"
                          aria-label={`${I.actions.low()}: ${row.title}`}
                          onPress={() =>
                            setDialog({ mode: 'low', item: optionOf(row), lowLevel: row.lowLevel })
                          }
                        >
                          {I.actions.low()}
                        </Button>
                        <Button
                          size="sm"
                          tone="ghost"
                          aria-label={`${I.actions.history()}: ${row.title}`}
                          onPress={() => setHistory(optionOf(row))}
                        >
                          {I.actions.history()}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
      {query.hasNextPage && (
        <div className={styles.row}>
          <Button tone="ghost" onPress={() => void query.fetchNextPage()}>
            {I.page.more()}
          </Button>
        </div>
      )}
      {dialog && <StockDialog venueId={venueId} state={dialog} onClose={() => setDialog(null)} />}
      {history && <HistoryDialog venueId={venueId} item={history} onClose={() => setHistory(null)} />}
    </>
  );
}

/**
 * /inventory: stock per product at a venue, deliveries, counts and each product's history; and
 * the stock counted in ingredients through recipes (decision 0109).
 */
export function InventoryPage() {
  const { LL } = useI18nContext();
  const { venues, selected } = useVenueSelection();
  const [venueId, setVenueId] = useState<string | null>(selected?.id ?? venues[0]?.id ?? null);
  return (
    <Namespace name="inventory" fallback={<TableSkeleton />}>
      <div className={styles.page}>
        <h1>{LL.pages.inventory()}</h1>
        {venues.length > 1 && (
          <div className={styles.row}>
            <Select
              label={LL.inventory.page.venue()}
              options={venues.map((venue) => ({ id: venue.id, label: venue.name }))}
              value={venueId}
              onChange={setVenueId}
            />
          </div>
        )}
        {venueId && (
          <>
            <section className={styles.page} aria-labelledby="product-stock">
              <h2 id="product-stock">{LL.inventory.sections.products()}</h2>
              <StockList key={venueId} venueId={venueId} />
            </section>
            <IngredientStock key={`ingredients-${venueId}`} venueId={venueId} />
          </>
        )}
      </div>
    </Namespace>
  );
}
