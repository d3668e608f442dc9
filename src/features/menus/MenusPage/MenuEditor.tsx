import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { CountryCode } from '../../../domain/countries.ts';
import { MENU_TYPEAHEAD_RESET_MS } from '../../../domain/menus.ts';
import { formatMoney, moneyText, parseMoney } from '../../../domain/money.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { createMenuEditingActor } from '../../../machines/menuEditing/menuEditing.actors.ts';
import type { EditorEntry, Failure } from '../../../machines/menuEditing/menuEditing.types.ts';
import { useFormats } from '../../../platform/formats/index.ts';
import { mutation } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { MoneyField } from '../../../ui/MoneyField.tsx';
import { SearchPicker } from '../../../ui/SearchPicker.tsx';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { HistoryList } from '../HistoryPage/HistoryList.tsx';
import { UpdateItemPriceDocument, UpdateMenuDocument } from '../menus.gql.ts';
import { type EditedMenu, menuItemSearch } from '../menus.queries.ts';
import { AvailabilityDialog } from './AvailabilityDialog.tsx';
import * as styles from './MenusPage.css.ts';
import { asSchedule, asWindow } from './schedule.ts';
import { TimePricesDialog } from './TimePricesDialog.tsx';

type Menu = EditedMenu;

function entriesOf(
  entries: readonly {
    id: string;
    price: number;
    itemId: string;
    item: { title: string; defaultPrice: number };
  }[],
): EditorEntry[] {
  return entries.map((entry) => ({
    id: entry.id,
    itemId: entry.itemId,
    title: entry.item.title,
    price: entry.price,
    defaultPrice: entry.item.defaultPrice,
  }));
}

async function ok<T>(
  promise: Promise<{ success: boolean; data: T | null; error: string | null }>,
): Promise<T> {
  const result = await promise;
  if (!result.success || !result.data) throw new Error(result.error ?? 'failed');
  return result.data;
}

/** The menu editor (spec section 4, menu editing): entries, prices, the item's default price beside. */
export function MenuEditor({
  menu,
  locale,
  onClose,
  onChanged,
  readOnly = false,
  historyOpen,
  onToggleHistory,
  onReverted,
}: {
  menu: Menu;
  locale: string;
  /** Without MENUS: prices shown, nothing to change (the server would refuse it). */
  readOnly?: boolean;
  /** The history panel's state lives with the page, so it survives the remount after a revert. */
  historyOpen: boolean;
  onToggleHistory: () => void;
  onReverted: () => void;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { LL } = useI18nContext();
  const heading = useRef<HTMLHeadingElement>(null);
  // The names of the products picked here, for a failure's toast (the picker holds one search).
  const picked = useRef(new Map<string, string>());
  // One machine per opened menu: the menu's key remounts the editor.
  const [actor] = useState(() => {
    const menuId = menu.id;
    const update = (data: Parameters<typeof mutation.run<unknown, unknown>>[1]) =>
      ok(mutation.run(UpdateMenuDocument, { menuId, data: data as never }));
    const created = createMenuEditingActor(entriesOf(menu.menuEntries), {
      createEntry: async (itemId, price) => {
        const data = await update({
          menuEntries: { create: [{ item: { connect: { id: itemId } }, price }] },
        });
        const entry = data.updateMenu.menu?.menuEntries.find((row) => row.itemId === itemId);
        if (!entry) throw new Error('entry missing');
        onChanged();
        return entriesOf([entry])[0] as EditorEntry;
      },
      disconnectEntry: async (entryId) => {
        await update({ menuEntries: { disconnect: [{ id: entryId }] } });
      },
      refresh: async () => {
        const data = await update({});
        onChanged();
        return entriesOf(data.updateMenu.menu?.menuEntries ?? []);
      },
      savePrice: async (entryId, price) => {
        await update({ menuEntries: { update: [{ where: { id: entryId }, data: { price } }] } });
        onChanged();
      },
      saveDefaultPrice: async (itemId, price) => {
        await ok(mutation.run(UpdateItemPriceDocument, { itemId, price }));
        onChanged();
      },
      focusPrice: (entryId) => document.getElementById(`price-${entryId}`)?.focus(),
      notifyFailure: (failure: Failure) => {
        const entry = self
          .getSnapshot()
          .context.entries.find(
            (row) =>
              ('entryId' in failure && row.id === failure.entryId) ||
              ('itemId' in failure && row.itemId === failure.itemId),
          );
        const name =
          entry?.title ?? ('itemId' in failure ? picked.current.get(failure.itemId) : undefined) ?? '';
        showToast(
          {
            type: 'error',
            title: LL.menus.notSaved({ name }),
            action: { label: LL.menus.retry(), onPress: () => retry(failure) },
          },
          'never',
        );
      },
    });
    const self = created;
    const retry = (failure: Failure) => {
      if (failure.kind === 'add')
        self.request({
          type: 'ADD',
          itemId: failure.itemId,
          title: '',
          price: failure.price,
          defaultPrice: failure.price,
        });
      else if (failure.kind === 'remove') self.request({ type: 'REMOVE', entryId: failure.entryId });
      else if (failure.kind === 'price')
        self.request({ type: 'SET_PRICE', entryId: failure.entryId, price: failure.price });
      else self.request({ type: 'SET_DEFAULT_PRICE', itemId: failure.itemId, price: failure.price });
    };
    return created;
  });
  useEffect(() => heading.current?.focus(), []);
  const [timing, setTiming] = useState<string | null>(null);
  // The time-bound prices as last read from the server (the machine knows prices, not times).
  const timePricesOf = (entryId: string) =>
    (menu.menuEntries.find((row) => row.id === entryId)?.timePrices ?? []).map((price) => ({
      price: price.price,
      windows: price.windows.map(asWindow),
    }));
  const [availability, setAvailability] = useState<string | null>(null);
  // The entry's own availability as last read from the server (null: whenever the menu is served).
  const scheduleOfEntry = (entryId: string) =>
    asSchedule(menu.menuEntries.find((row) => row.id === entryId)?.schedule);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const shown = context.entries.filter((entry) => !context.hidden.includes(entry.id));
  const money = (minor: number) => formatMoney(minor, menu.currency, locale);
  const { country } = useFormats();
  const timingEntry = shown.find((entry) => entry.id === timing);
  const availabilityEntry = shown.find((entry) => entry.id === availability);

  return (
    <section className={styles.editor} aria-labelledby="menu-editor-title">
      <div className={styles.header}>
        <h2 id="menu-editor-title" ref={heading} tabIndex={-1}>
          {(readOnly ? LL.menus.view : LL.menus.edit)({
            name: menu.allArticles ? LL.menus.allArticles() : menu.name,
          })}
        </h2>
        <div className={styles.actions}>
          {!readOnly && (
            <Button tone="secondary" onPress={onToggleHistory} aria-expanded={historyOpen}>
              {LL.menus.history.showHistory()}
            </Button>
          )}
          <Button tone="ghost" onPress={onClose}>
            {LL.menus.backToMenus()}
          </Button>
        </div>
      </div>
      {historyOpen && !readOnly && (
        <section aria-label={LL.menus.history.open({ name: menu.name })}>
          <HistoryList
            filter={{ menuId: menu.id }}
            currency={menu.currency}
            label={LL.menus.history.open({ name: menu.name })}
            onReverted={onReverted}
          />
        </section>
      )}
      {!readOnly && (
        // The type-ahead (spec section 9) over the server's search: type, and Enter adds the top
        // match (or the one arrowed to); the text clears after 350 ms. Never the whole catalogue (issue 14).
        <SearchPicker
          label={LL.menus.addItem()}
          description={LL.menus.addItemHelp()}
          source={menuItemSearch}
          exclude={new Set(context.entries.map((entry) => entry.itemId))}
          afterPick={MENU_TYPEAHEAD_RESET_MS}
          enterPicksFirst
          render={(item) => `${item.title} · ${money(item.defaultPrice)}`}
          className={styles.picker}
          inputClassName={styles.pickerInput}
          onPick={(item) => {
            picked.current.set(item.id, item.title);
            actor.request({
              type: 'ADD',
              itemId: item.id,
              title: item.title,
              price: item.defaultPrice,
              defaultPrice: item.defaultPrice,
            });
          }}
        />
      )}
      {shown.length === 0 ? (
        <p className={styles.muted}>{LL.menus.noEntries()}</p>
      ) : (
        <TableScroll>
          <table className={styles.table} aria-label={LL.menus.entriesLabel({ name: menu.name })}>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  {LL.menus.product()}
                </th>
                <th className={styles.cell} scope="col">
                  {LL.menus.price()}
                </th>
                <th className={styles.cell} scope="col">
                  {LL.menus.defaultPrice()}
                </th>
                <th className={styles.cell} scope="col">
                  {LL.menus.actions()}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((entry) => (
                <tr key={entry.id} data-testid="menu-entry">
                  <th className={styles.cell} scope="row">
                    {entry.title}
                    {context.unsaved.includes(entry.id) && (
                      <span className={styles.unsaved}> · {LL.menus.unsaved()}</span>
                    )}
                  </th>
                  <td className={styles.cell}>
                    {readOnly ? (
                      money(entry.price)
                    ) : (
                      <AmountInput
                        id={`price-${entry.id}`}
                        label={LL.menus.priceOf({ name: entry.title })}
                        country={country}
                        value={entry.price}
                        onCommit={(price) => actor.request({ type: 'SET_PRICE', entryId: entry.id, price })}
                      />
                    )}
                  </td>
                  <td className={styles.cell}>
                    {!readOnly && (
                      <AmountInput
                        id={`default-${entry.id}`}
                        label={LL.menus.defaultPriceOf({ name: entry.title })}
                        country={country}
                        value={entry.defaultPrice}
                        onCommit={(price) =>
                          actor.request({ type: 'SET_DEFAULT_PRICE', itemId: entry.itemId, price })
                        }
                      />
                    )}
                    <span className={styles.muted}> {money(entry.defaultPrice)}</span>
                  </td>
                  <td className={styles.cell}>
                    <div className={styles.actions}>
                      {timePricesOf(entry.id).length > 0 && (
                        <span className={styles.muted}>
                          {LL.menus.timeBound()}:{' '}
                          {timePricesOf(entry.id)
                            .map((price) => money(price.price))
                            .join(', ')}
                        </span>
                      )}
                      {scheduleOfEntry(entry.id) && (
                        <span className={styles.muted} data-testid="entry-scheduled">
                          {LL.menus.availableSometimes()}
                        </span>
                      )}
                      {!readOnly && (
                        <>
                          <Button tone="ghost" size="sm" onPress={() => setAvailability(entry.id)}>
                            {LL.menus.availabilityOf({ name: entry.title })}
                          </Button>
                          <Button tone="ghost" size="sm" onPress={() => setTiming(entry.id)}>
                            {LL.menus.happyHourOf({ name: entry.title })}
                          </Button>
                          <Button
                            tone="ghost"
                            size="sm"
                            onPress={() => actor.request({ type: 'REMOVE', entryId: entry.id })}
                          >
                            {LL.menus.remove({ name: entry.title })}
                          </Button>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {availabilityEntry && (
        <AvailabilityDialog
          menuId={menu.id}
          version={menu.version}
          entry={{
            id: availabilityEntry.id,
            title: availabilityEntry.title,
            schedule: scheduleOfEntry(availabilityEntry.id),
          }}
          onClose={() => setAvailability(null)}
          onSaved={() => {
            setAvailability(null);
            onChanged();
          }}
        />
      )}
      {timingEntry && (
        <TimePricesDialog
          menuId={menu.id}
          version={menu.version}
          entry={{ id: timingEntry.id, title: timingEntry.title, timePrices: timePricesOf(timingEntry.id) }}
          country={country}
          onClose={() => setTiming(null)}
          onSaved={() => {
            setTiming(null);
            onChanged();
          }}
        />
      )}
    </section>
  );
}

/** A price typed in place; saved on Enter or when the field loses focus, Escape puts it back. */
function AmountInput({
  id,
  label,
  country,
  value,
  onCommit,
}: {
  id: string;
  label: string;
  country: CountryCode;
  value: number;
  onCommit: (minor: number) => void;
}) {
  const [text, setText] = useState(moneyText(value, country));
  useEffect(() => setText(moneyText(value, country)), [value, country]);
  const commit = () => {
    const minor = parseMoney(text, country);
    if (minor === null) setText(moneyText(value, country));
    else if (minor !== value) onCommit(minor);
  };
  return (
    <MoneyField
      id={id}
      label={label}
      hideLabel
      country={country}
      inputClassName={styles.priceInput}
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') setText(moneyText(value, country));
      }}
    />
  );
}
