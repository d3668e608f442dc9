import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { CountryCode } from '../../../domain/countries.ts';
import { MENU_TYPEAHEAD_RESET_MS } from '../../../domain/menus.ts';
import { formatMoney, moneyText, parseMoney } from '../../../domain/money.ts';
import type { MenuUpdateInput } from '../../../graphql/__generated__/graphql.ts';
import { AppError } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { createMenuEditingActor } from '../../../machines/menuEditing/menuEditing.actors.ts';
import type { EditorEntry, Failure } from '../../../machines/menuEditing/menuEditing.types.ts';
import { useFormats } from '../../../platform/formats/index.ts';
import { mutation } from '../../../platform/shell/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConflictDialog } from '../../../ui/ConflictDialog.tsx';
import { MoneyField } from '../../../ui/MoneyField.tsx';
import { SearchPicker } from '../../../ui/SearchPicker.tsx';
import { TableScroll } from '../../../ui/TableScroll.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { HistoryList } from '../HistoryPage/HistoryList.tsx';
import { UpdateItemPriceDocument, UpdateMenuDocument } from '../menus.gql.ts';
import { type EditedMenu, menuItemSearch, menuQueryOptions, menusKeys } from '../menus.queries.ts';
import { AvailabilityDialog } from './AvailabilityDialog.tsx';
import * as styles from './MenusPage.css.ts';
import { asSchedule, asWindow } from './schedule.ts';
import { TimePricesDialog } from './TimePricesDialog.tsx';

type Menu = EditedMenu;

function entriesOf(entries: EditedMenu['menuEntries']): EditorEntry[] {
  return entries.map((entry) => ({
    id: entry.id,
    itemId: entry.itemId,
    title: entry.item.title,
    price: entry.price,
    defaultPrice: entry.item.defaultPrice,
    itemVersion: entry.item.version,
  }));
}

const answerOf = (menu: EditedMenu) => ({ entries: entriesOf(menu.menuEntries), version: menu.version });

/** The version someone else saved, when the server refused a stale one. */
function conflictVersion(error: unknown): number | null {
  if (!(error instanceof AppError) || error.code !== 'CONFLICT') return null;
  const current = error.errors[0]?.extensions?.currentVersion;
  return typeof current === 'number' ? current : null;
}

/** The menu editor (spec section 4, menu editing): entries, prices, the item's default price beside. */
export function MenuEditor({
  menu,
  locale,
  onClose,
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
}) {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  // The names of the products picked here, for a failure's toast (the picker holds one search).
  const picked = useRef(new Map<string, string>());
  // One machine per opened menu: the menu's key remounts the editor.
  const [actor] = useState(() => {
    const menuId = menu.id;
    /**
     * One write, one round trip: the answer is the menu as saved, put in the cache as it is. Only
     * what shows more than the menu is marked stale: the history, and the list's entry counts
     * when entries came or went (react-query refetches only what is on the screen).
     */
    const update = async (
      data: MenuUpdateInput,
      expectedVersion: number,
      counts: boolean,
    ): Promise<EditedMenu> => {
      const { updateMenu } = await mutation.send(UpdateMenuDocument, { menuId, data, expectedVersion });
      if (!updateMenu.menu) throw new Error('menu missing');
      queryClient.setQueryData(menusKeys.menu(menuId), updateMenu.menu);
      void queryClient.invalidateQueries({ queryKey: menusKeys.historyAll() });
      if (counts) void queryClient.invalidateQueries({ queryKey: menusKeys.pagesAll() });
      return updateMenu.menu;
    };
    const created = createMenuEditingActor(
      { entries: entriesOf(menu.menuEntries), version: menu.version },
      {
        createEntry: async (itemId, price, version) => {
          const saved = await update(
            { menuEntries: { create: [{ item: { connect: { id: itemId } }, price }] } },
            version,
            true,
          );
          const entry = saved.menuEntries.find((row) => row.itemId === itemId);
          if (!entry) throw new Error('entry missing');
          return { entryId: entry.id, menu: answerOf(saved) };
        },
        disconnectEntry: async (entryId, version) =>
          answerOf(await update({ menuEntries: { disconnect: [{ id: entryId }] } }, version, true)),
        savePrice: async (entryId, price, version) =>
          answerOf(
            await update(
              { menuEntries: { update: [{ where: { id: entryId }, data: { price } }] } },
              version,
              false,
            ),
          ),
        saveDefaultPrice: async (itemId, price, version) => {
          const { updateItemPrice } = await mutation.send(UpdateItemPriceDocument, {
            itemId,
            price,
            expectedVersion: version,
          });
          // The product's price moved the entries that carried the old default, on every menu:
          // this one is read again (its new version), the others when next shown.
          void queryClient.invalidateQueries({ queryKey: menusKeys.all, refetchType: 'none' });
          void queryClient.invalidateQueries({ queryKey: menusKeys.historyAll() });
          const menu = await queryClient.fetchQuery({ ...menuQueryOptions(menuId), staleTime: 0 });
          return { itemVersion: updateItemPrice.version, menu: answerOf(menu) };
        },
        reload: async () =>
          answerOf(await queryClient.fetchQuery({ ...menuQueryOptions(menuId), staleTime: 0 })),
        conflictVersion,
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
      },
    );
    const self = created;
    const retry = (failure: Failure) => {
      if (failure.kind === 'add')
        self.send({
          type: 'ADD',
          itemId: failure.itemId,
          title: '',
          price: failure.price,
          defaultPrice: failure.price,
        });
      else if (failure.kind === 'remove') self.send({ type: 'REMOVE', entryId: failure.entryId });
      else if (failure.kind === 'price')
        self.send({ type: 'SET_PRICE', entryId: failure.entryId, price: failure.price });
      else self.send({ type: 'SET_DEFAULT_PRICE', itemId: failure.itemId, price: failure.price });
    };
    return created;
  });
  // The menu changed elsewhere on this screen (a dialog saved it): the machine edits on top of it.
  const idle = useSelector(actor, (snapshot) => snapshot.matches('idle'));
  const machineVersion = useSelector(actor, (snapshot) => snapshot.context.version);
  useEffect(() => {
    if (idle && menu.version > machineVersion)
      actor.send({ type: 'LOAD', entries: entriesOf(menu.menuEntries), version: menu.version });
  }, [actor, idle, menu, machineVersion]);
  useEffect(() => heading.current?.focus(), []);
  // A dialog saved an entry's times: the menu is read again (its new version reaches the machine).
  const entryTimesSaved = () => {
    void queryClient.invalidateQueries({ queryKey: menusKeys.menu(menu.id) });
    void queryClient.invalidateQueries({ queryKey: menusKeys.historyAll() });
  };
  const conflict = useSelector(actor, (snapshot) => snapshot.matches('conflict'));
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
            actor.send({
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
                        onCommit={(price) => actor.send({ type: 'SET_PRICE', entryId: entry.id, price })}
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
                          actor.send({ type: 'SET_DEFAULT_PRICE', itemId: entry.itemId, price })
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
                            onPress={() => actor.send({ type: 'REMOVE', entryId: entry.id })}
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
      {conflict && (
        <ConflictDialog
          isOpen
          onReload={() => actor.send({ type: 'RELOAD' })}
          onOverwrite={() => actor.send({ type: 'OVERWRITE' })}
          onCancel={() => actor.send({ type: 'CANCEL' })}
        />
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
            entryTimesSaved();
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
            entryTimesSaved();
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
