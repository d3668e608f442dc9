import './guest.css';
import { StrictMode, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nObject } from 'typesafe-i18n';
import { choiceProblems, choicesPrice, isRequiredGroup } from '../domain/guestChoices.ts';
import { DEFAULT_LANGUAGE, directionOf, type Language, toLanguage } from '../domain/locales.ts';
import { formatMoney } from '../domain/money.ts';
import type {
  Formatters,
  Locales,
  NamespaceOnlineOrderingTranslation,
  TranslationFunctions,
  Translations,
} from '../i18n/i18n-types.ts';
import {
  type GuestChoiceGroup,
  GuestError,
  type GuestMenu,
  type GuestMenuItem,
  loadMenu,
  parseGuestPath,
  placeOrder,
} from './guestApi.ts';

/**
 * The tableside guest page (issue 19 item 5) at /order/{venueId}/{tableCode}: no login, in the
 * guest's browser language among our seven, the menu with allergens, an order paid at the table.
 * Its own small entry (plain React, no react-aria, no router): only the `onlineOrdering` strings.
 */

const strings = import.meta.glob<{ default: NamespaceOnlineOrderingTranslation }>(
  '../i18n/*/onlineOrdering/index.ts',
);

function browserLanguage(): Language {
  for (const candidate of navigator.languages ?? [navigator.language]) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** Wrapped in an object: `LL` is a proxy that answers every property, `then` included. */
async function loadStrings(language: Language): Promise<{ LL: TranslationFunctions }> {
  const load = strings[`../i18n/${language}/onlineOrdering/index.ts`];
  if (!load) throw new Error(`no strings for ${language}`);
  const translations = { onlineOrdering: (await load()).default } as Translations;
  return {
    LL: i18nObject<Locales, Translations, TranslationFunctions, Formatters>(language, translations, {}),
  };
}

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

type Phase = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; menu: GuestMenu };

function GuestPage({ LL, language }: { LL: TranslationFunctions; language: Language }) {
  const t = LL.onlineOrdering;
  const target = useMemo(() => parseGuestPath(location.pathname), []);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  useEffect(() => {
    if (!target) {
      setPhase({ kind: 'failed', message: t.errors.unknownTable() });
      return;
    }
    loadMenu(language, target.venueId, target.tableCode)
      .then((menu) => {
        setPhase({ kind: 'ready', menu });
        document.title = t.guest.title({ venue: menu.venueName, table: menu.tableCode });
      })
      .catch((failure: unknown) =>
        setPhase({
          kind: 'failed',
          message: failure instanceof GuestError ? failure.message : t.guest.failed(),
        }),
      );
  }, [target, language, t]);

  if (phase.kind === 'loading') return <p role="status">{t.guest.loading()}</p>;
  if (phase.kind === 'failed')
    return (
      <p role="alert" className="alert">
        {phase.message}
      </p>
    );
  return <MenuView t={t} language={language} menu={phase.menu} target={target} />;
}

interface CartLine {
  key: string;
  itemId: string;
  choices: string[];
  quantity: number;
}

const lineKey = (itemId: string, choices: readonly string[]) => `${itemId}|${[...choices].sort().join(',')}`;

function MenuView({
  t,
  language,
  menu,
  target,
}: {
  t: TranslationFunctions['onlineOrdering'];
  language: Language;
  menu: GuestMenu;
  target: { venueId: string; tableCode: string } | null;
}) {
  const [cart, setCart] = useState<CartLine[]>([]);
  const [picks, setPicks] = useState<Record<string, string[]>>({});
  const [missing, setMissing] = useState<Record<string, string[]>>({});
  const [search, setSearch] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<number | null>(null);
  // One key per order attempt: a retry after a lost answer does not order twice.
  const attempt = useRef(newKey());
  const money = (minor: number) => formatMoney(minor, menu.currency || 'SEK', language);
  const byId = new Map(menu.items.map((item) => [item.itemId, item]));
  const unitPrice = (line: CartLine) => {
    const item = byId.get(line.itemId);
    return item ? item.price + choicesPrice(item.groups, line.choices) : 0;
  };
  const total = cart.reduce((sum, line) => sum + unitPrice(line) * line.quantity, 0);
  const countOf = (itemId: string) =>
    cart.filter((line) => line.itemId === itemId).reduce((sum, line) => sum + line.quantity, 0);

  const add = (item: GuestMenuItem) => {
    const chosen = picks[item.itemId] ?? [];
    const problems = choiceProblems(item.groups, chosen);
    if (problems.length > 0) {
      setMissing((m) => ({
        ...m,
        [item.itemId]: problems.flatMap((p) => ('groupId' in p ? [p.groupId] : [])),
      }));
      return;
    }
    setMissing(({ [item.itemId]: _, ...rest }) => rest);
    setPlaced(null);
    const key = lineKey(item.itemId, chosen);
    setCart((current) =>
      current.some((line) => line.key === key)
        ? current.map((line) =>
            line.key === key ? { ...line, quantity: Math.min(50, line.quantity + 1) } : line,
          )
        : [...current, { key, itemId: item.itemId, choices: [...chosen], quantity: 1 }],
    );
  };
  const removeOne = (itemId: string) => {
    setPlaced(null);
    setCart((current) => {
      const last = current.findLast((line) => line.itemId === itemId);
      if (!last) return current;
      return current
        .map((line) => (line === last ? { ...line, quantity: line.quantity - 1 } : line))
        .filter((line) => line.quantity > 0);
    });
  };
  const choose = (item: GuestMenuItem, group: GuestChoiceGroup, optionId: string, on: boolean) => {
    setMissing(({ [item.itemId]: _, ...rest }) => rest);
    setPicks((current) => {
      const mine = current[item.itemId] ?? [];
      const others =
        group.selectionMode === 'MULTIPLE'
          ? mine
          : mine.filter((id) => !group.options.some((o) => o.id === id));
      const next = on
        ? [...others.filter((id) => id !== optionId), optionId]
        : others.filter((id) => id !== optionId);
      return { ...current, [item.itemId]: next };
    });
  };

  // Categories in the server's order (the guest's language); a search keeps the matching dishes.
  const needle = search.trim().toLocaleLowerCase(language);
  const shown = needle
    ? menu.items.filter((item) =>
        `${item.title} ${item.category}`.toLocaleLowerCase(language).includes(needle),
      )
    : menu.items;
  const sections: { name: string; items: GuestMenuItem[] }[] = [];
  for (const item of shown) {
    const name = item.category || t.guest.other();
    const section = sections.at(-1);
    if (section?.name === name) section.items.push(item);
    else sections.push({ name, items: [item] });
  }

  return (
    <main className="guest">
      <h1>{t.guest.title({ venue: menu.venueName, table: menu.tableCode })}</h1>
      {!menu.open ? (
        <p role="alert" className="alert">
          {t.guest.closed()}
        </p>
      ) : (
        <>
          <p className="muted">{t.guest.payAtTable()}</p>
          {placed !== null && (
            <p role="status" className="notice">
              {t.guest.placed({ number: placed })}
            </p>
          )}
          <label className="search">
            <span>{t.guest.search()}</span>
            <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </label>
          {sections.length > 1 && (
            <nav aria-label={t.guest.categories()} className="categories">
              {sections.map((section, index) => (
                <a key={section.name} href={`#category-${index}`}>
                  {section.name}
                </a>
              ))}
            </nav>
          )}
          {sections.length === 0 && <p className="muted">{t.guest.noMatches()}</p>}
          {sections.map((section, index) => (
            <section key={section.name} aria-labelledby={`category-${index}`}>
              <h2 id={`category-${index}`} className="category">
                {section.name}
              </h2>
              <ul className="items">
                {section.items.map((item) => {
                  const count = countOf(item.itemId);
                  const chosen = picks[item.itemId] ?? [];
                  return (
                    <li key={item.itemId} className="item">
                      <h3>{item.title}</h3>
                      <div className="stepper">
                        <span>{money(item.price + choicesPrice(item.groups, chosen))}</span>
                        {count > 0 && (
                          <button
                            type="button"
                            aria-label={t.guest.remove({ item: item.title })}
                            onClick={() => removeOne(item.itemId)}
                          >
                            −
                          </button>
                        )}
                        {count > 0 && <output aria-label={t.guest.inCart({ count })}>{count}</output>}
                        {item.soldOut ? (
                          <span className="sold-out">{t.guest.soldOut()}</span>
                        ) : (
                          <button
                            type="button"
                            aria-label={t.guest.add({ item: item.title })}
                            onClick={() => add(item)}
                          >
                            +
                          </button>
                        )}
                      </div>
                      {item.groups.map((group) => {
                        const single = isRequiredGroup(group);
                        const refused = missing[item.itemId]?.includes(group.id);
                        return (
                          <fieldset key={group.id} className="choices" aria-invalid={refused || undefined}>
                            <legend>
                              {group.name} ({single ? t.guest.chooseOne() : t.guest.optional()})
                            </legend>
                            {group.options.map((option) => (
                              <label key={option.id}>
                                <input
                                  type={single ? 'radio' : 'checkbox'}
                                  name={`${item.itemId}-${group.id}`}
                                  checked={chosen.includes(option.id)}
                                  onChange={(event) => choose(item, group, option.id, event.target.checked)}
                                />
                                {option.name}
                                {option.price !== 0 && ` +${money(option.price)}`}
                              </label>
                            ))}
                            {refused && (
                              <p role="alert" className="alert">
                                {t.errors.choiceRequired()}
                              </p>
                            )}
                          </fieldset>
                        );
                      })}
                      {item.allergens.length > 0 && (
                        <p className="allergens">
                          {t.guest.allergens()}: {item.allergens.join(', ')}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
          <section className="cart" aria-label={t.guest.cart()}>
            <div className="cart-inner">
              {error && (
                <p role="alert" className="alert">
                  {error}
                </p>
              )}
              <span>{cart.length === 0 ? t.guest.empty() : `${t.guest.total()}: ${money(total)}`}</span>
              <button
                type="button"
                className="primary"
                disabled={cart.length === 0 || sending || !target}
                onClick={async () => {
                  if (!target) return;
                  setSending(true);
                  setError(null);
                  try {
                    const number = await placeOrder(
                      language,
                      target.venueId,
                      target.tableCode,
                      cart.map((line) => ({
                        itemId: line.itemId,
                        quantity: line.quantity,
                        choices: line.choices,
                      })),
                      attempt.current,
                    );
                    attempt.current = newKey();
                    setCart([]);
                    setPlaced(number);
                  } catch (failure) {
                    // The cart stays as it was: nothing looks ordered that was not.
                    setError(failure instanceof GuestError ? failure.message : t.guest.failed());
                  } finally {
                    setSending(false);
                  }
                }}
              >
                {sending ? t.guest.placing() : t.guest.place()}
              </button>
            </div>
          </section>
        </>
      )}
    </main>
  );
}

const container = document.getElementById('root');
if (container) {
  const language = browserLanguage();
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  void loadStrings(language).then(({ LL }) => {
    createRoot(container).render(
      <StrictMode>
        <GuestPage LL={LL} language={language} />
      </StrictMode>,
    );
  });
}
