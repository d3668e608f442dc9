import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { INGREDIENT_UNITS, type IngredientUnit } from '../../../domain/inventory.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { failureText } from '../../../platform/crud/index.ts';
import { useFormats } from '../../../platform/formats/index.ts';
import { type FieldMessages, serverFieldMessages } from '../../../platform/forms/index.ts';
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
  CreateIngredientDocument,
  RecordIngredientCountDocument,
  RecordIngredientDeliveryDocument,
  SetIngredientLowLevelDocument,
  SetRecipeDocument,
} from '../inventory.gql.ts';
import {
  type IngredientRow,
  ingredientMovementsQueryOptions,
  ingredientSearch,
  ingredientStockQueryOptions,
  inventoryKeys,
  recipeQueryOptions,
  stockItemSearch,
} from '../inventory.queries.ts';
import * as styles from './InventoryPage.css.ts';

/**
 * Stock counted in ingredients through a recipe (decision 0109): the venue's ingredient stock,
 * deliveries, counts, low levels and history, a new ingredient, and a product's recipe.
 */

type Mode = 'delivery' | 'count' | 'low';

interface DialogState {
  mode: Mode;
  ingredient: Option | null;
  lowLevel?: number | null;
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Save, then refresh the area's reads (a recipe or a level changes what is sold out). */
function useSaved() {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  return async (title = LL.inventory.page.saved()) => {
    showToast({ type: 'success', title }, 2000);
    await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  };
}

function IngredientDialog({
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
  const saved = useSaved();
  const [ingredient, setIngredient] = useState<Option | null>(state.ingredient);
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
    if (!ingredient) {
      setProblems({ ingredientId: I.ingredients.choose() });
      return;
    }
    const value = wholeNumber(amount);
    try {
      const base = { venueId, ingredientId: ingredient.id, note: note || null };
      if (state.mode === 'delivery')
        await mutation.send(RecordIngredientDeliveryDocument, {
          input: { ...base, quantity: value ?? 0, idempotencyKey: crypto.randomUUID() },
        });
      else if (state.mode === 'count')
        await mutation.send(RecordIngredientCountDocument, {
          input: { ...base, level: value ?? -1, idempotencyKey: crypto.randomUUID() },
        });
      else
        await mutation.send(SetIngredientLowLevelDocument, {
          venueId,
          ingredientId: ingredient.id,
          lowLevel: value,
        });
      await saved();
      onClose();
    } catch (error) {
      const messages = serverFieldMessages(error);
      setProblems(messages);
      if (Object.keys(messages).length === 0) setFailure(failureText(LL, error));
    }
  };
  const amountLabel =
    state.mode === 'delivery'
      ? I.ingredients.quantity()
      : state.mode === 'count'
        ? I.ingredients.level()
        : I.dialog.lowLevel();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={ingredient && state.ingredient ? `${title}: ${ingredient.label}` : title}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {!state.ingredient && (
          <>
            <SearchPicker
              label={I.ingredients.ingredient()}
              source={ingredientSearch(venueId)}
              afterPick="keep"
              chosen={ingredient}
              onPick={setIngredient}
            />
            {problems.ingredientId && (
              <p role="alert" className={styles.error}>
                {problems.ingredientId}
              </p>
            )}
          </>
        )}
        <TextField
          label={amountLabel}
          inputMode="numeric"
          value={amount}
          onChange={setAmount}
          errorMessage={problems.quantity ?? problems.level ?? problems.lowLevel}
          isRequired={state.mode !== 'low'}
          autoFocus={Boolean(state.ingredient)}
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

function NewIngredientDialog({ onClose }: { onClose: () => void }) {
  const { LL } = useI18nContext();
  const I = LL.inventory;
  const saved = useSaved();
  const [name, setName] = useState('');
  const [unit, setUnit] = useState<IngredientUnit>('PIECE');
  const [problems, setProblems] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setProblems({});
    setFailure(null);
    try {
      await mutation.send(CreateIngredientDocument, { name, unit });
      await saved(I.ingredients.created());
      onClose();
    } catch (error) {
      const messages = serverFieldMessages(error);
      setProblems(messages);
      if (Object.keys(messages).length === 0) setFailure(failureText(LL, error));
    }
  };
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={I.ingredients.add()}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={I.ingredients.name()}
          value={name}
          onChange={setName}
          errorMessage={problems.name}
          isRequired
          autoFocus
        />
        <Select
          label={I.ingredients.unit()}
          options={INGREDIENT_UNITS.map((id) => ({ id, label: I.unitNames[id]() }))}
          value={unit}
          onChange={setUnit}
          errorMessage={problems.unit}
        />
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

interface DraftLine {
  ingredientId: string;
  name: string;
  unit: IngredientUnit | null;
  quantity: string;
}

/** The lines of a product's recipe, edited and saved at once. */
function RecipeLines({
  venueId,
  product,
  onClose,
}: {
  venueId: string;
  product: Option;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const I = LL.inventory;
  const saved = useSaved();
  const query = useQuery(recipeQueryOptions(product.id));
  const [draft, setDraft] = useState<DraftLine[] | null>(null);
  const [problems, setProblems] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  if (query.isPending) return <TableSkeleton />;
  const lines: DraftLine[] =
    draft ??
    (query.data ?? []).map((line) => ({
      ingredientId: line.ingredientId,
      name: line.name,
      unit: line.unit,
      quantity: String(line.quantity),
    }));
  const update = (next: DraftLine[]) => setDraft(next);
  const submit = async () => {
    setProblems({});
    setFailure(null);
    try {
      await mutation.send(SetRecipeDocument, {
        itemId: product.id,
        lines: lines.map((line) => ({
          ingredientId: line.ingredientId,
          quantity: wholeNumber(line.quantity) ?? 0,
        })),
      });
      await saved();
      onClose();
    } catch (error) {
      const messages = serverFieldMessages(error);
      setProblems(messages);
      if (Object.keys(messages).length === 0) setFailure(failureText(LL, error));
    }
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.muted}>{I.recipe.intro()}</p>
      {lines.length === 0 ? (
        <p className={styles.muted}>{I.recipe.none()}</p>
      ) : (
        <ul className={styles.lines} aria-label={I.recipe.title({ product: product.label })}>
          {lines.map((line, index) => (
            <li key={line.ingredientId} className={styles.row} data-testid="recipe-line">
              <TextField
                label={`${line.name}: ${I.recipe.quantity()}${line.unit ? ` (${I.units[line.unit]()})` : ''}`}
                inputMode="numeric"
                value={line.quantity}
                onChange={(quantity) =>
                  update(lines.map((other, at) => (at === index ? { ...other, quantity } : other)))
                }
                errorMessage={problems[`lines.${index}.quantity`] ?? problems[`lines.${index}.ingredientId`]}
                isRequired
              />
              <Button
                tone="ghost"
                aria-label={`${I.recipe.remove()}: ${line.name}`}
                onPress={() => update(lines.filter((_, at) => at !== index))}
              >
                {I.recipe.remove()}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SearchPicker
        label={I.recipe.add()}
        source={ingredientSearch(venueId)}
        onPick={(option) => {
          if (lines.some((line) => line.ingredientId === option.id)) return;
          update([...lines, { ingredientId: option.id, name: option.label, unit: null, quantity: '1' }]);
        }}
      />
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
  );
}

function RecipeDialog({ venueId, onClose }: { venueId: string; onClose: () => void }) {
  const { LL } = useI18nContext();
  const I = LL.inventory;
  const [product, setProduct] = useState<Option | null>(null);
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={product ? I.recipe.title({ product: product.label }) : I.recipe.edit()}
    >
      <div className={styles.form}>
        <SearchPicker
          label={I.recipe.product()}
          source={stockItemSearch}
          afterPick="keep"
          chosen={product}
          onPick={setProduct}
        />
        {product ? (
          <RecipeLines key={product.id} venueId={venueId} product={product} onClose={onClose} />
        ) : (
          <div className={styles.row}>
            <Button tone="secondary" onPress={onClose}>
              {I.dialog.cancel()}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}

function HistoryDialog({
  venueId,
  ingredient,
  onClose,
}: {
  venueId: string;
  ingredient: Option;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const M = LL.inventory.movements;
  const query = useInfiniteQuery(ingredientMovementsQueryOptions(venueId, ingredient.id));
  const rows = (query.data?.pages ?? []).flatMap((page) => page.items);
  const { dateTime } = useFormats();
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={M.title({ product: ingredient.label })}>
      {query.isPending ? (
        <TableSkeleton />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{M.none()}</p>
      ) : (
        <TableScroll>
          <table className={styles.table} data-testid="ingredient-movements">
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

function Status({ row }: { row: IngredientRow }) {
  const { LL } = useI18nContext();
  const S = LL.inventory.status;
  if (row.level == null) return <span>{LL.inventory.ingredients.notTracked()}</span>;
  if (row.empty) return <span className={styles.soldOut}>{S.soldOut()}</span>;
  if (row.low) return <span className={styles.low}>{S.low()}</span>;
  return <span>{S.inStock()}</span>;
}

/** The venue's ingredient stock, with the dialogs to change it and a product's recipe. */
export function IngredientStock({ venueId }: { venueId: string }) {
  const { LL } = useI18nContext();
  const I = LL.inventory;
  const [search, setSearch] = useState('');
  const [lowOnly, setLowOnly] = useState(false);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [history, setHistory] = useState<Option | null>(null);
  const [adding, setAdding] = useState(false);
  const [recipe, setRecipe] = useState(false);
  const query = useInfiniteQuery(ingredientStockQueryOptions(venueId, search.trim(), lowOnly));
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.results);
  const optionOf = (row: IngredientRow): Option => ({ id: row.id, label: row.name });
  return (
    <section className={styles.page} aria-labelledby="ingredient-stock">
      <h2 id="ingredient-stock">{I.sections.ingredients()}</h2>
      <div className={styles.row}>
        <TextField label={I.ingredients.search()} type="search" value={search} onChange={setSearch} />
        <CheckboxInput
          name="ingredientsLowOnly"
          label={I.page.lowOnly()}
          value={lowOnly}
          onChange={setLowOnly}
        />
        <Button onPress={() => setAdding(true)}>{I.ingredients.add()}</Button>
        <Button tone="secondary" onPress={() => setRecipe(true)}>
          {I.recipe.edit()}
        </Button>
      </div>
      {query.isPending ? (
        <TableSkeleton />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{I.ingredients.none()}</p>
      ) : (
        <>
          <p className={styles.muted}>{I.ingredients.count({ count: pages[0]?.count ?? 0 })}</p>
          <TableScroll>
            <table className={styles.table} aria-label={I.sections.ingredients()}>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    {I.ingredients.ingredient()}
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
                  <tr key={row.id} data-testid="ingredient-row">
                    <th scope="row" className={styles.cell}>
                      {row.name}
                    </th>
                    <td className={styles.number} data-testid="ingredient-level">
                      {row.level == null ? '' : `${row.level} ${I.units[row.unit]()}`}
                    </td>
                    <td className={styles.number}>{row.lowLevel ?? ''}</td>
                    <td className={styles.cell} data-testid="ingredient-status">
                      <Status row={row} />
                    </td>
                    <td className={styles.cell}>
                      <div className={styles.row}>
                        <Button
                          size="sm"
                          tone="secondary"
                          aria-label={`${I.actions.delivery()}: ${row.name}`}
                          onPress={() => setDialog({ mode: 'delivery', ingredient: optionOf(row) })}
                        >
                          {I.actions.delivery()}
                        </Button>
                        <Button
                          size="sm"
                          tone="secondary"
                          aria-label={`${I.actions.count()}: ${row.name}`}
                          onPress={() => setDialog({ mode: 'count', ingredient: optionOf(row) })}
                        >
                          {I.actions.count()}
                        </Button>
                        {row.level != null && (
                          <Button
                            size="sm"
                            tone="ghost"
                            aria-label={`${I.actions.low()}: ${row.name}`}
                            onPress={() =>
                              setDialog({ mode: 'low', ingredient: optionOf(row), lowLevel: row.lowLevel })
                            }
                          >
                            {I.actions.low()}
                          </Button>
                        )}
                        <Button
                          size="sm"
                          tone="ghost"
                          aria-label={`${I.actions.history()}: ${row.name}`}
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
      {dialog && <IngredientDialog venueId={venueId} state={dialog} onClose={() => setDialog(null)} />}
      {history && <HistoryDialog venueId={venueId} ingredient={history} onClose={() => setHistory(null)} />}
      {adding && <NewIngredientDialog onClose={() => setAdding(false)} />}
      {recipe && <RecipeDialog venueId={venueId} onClose={() => setRecipe(false)} />}
    </section>
  );
}
