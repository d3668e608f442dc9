import './guest.css';
import { StrictMode, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nObject } from 'typesafe-i18n';
import { DEFAULT_LANGUAGE, directionOf, type Language, toLanguage } from '../domain/locales.ts';
import { formatMoney } from '../domain/money.ts';
import type {
  Formatters,
  Locales,
  NamespaceOnlineOrderingTranslation,
  TranslationFunctions,
  Translations,
} from '../i18n/i18n-types.ts';
import { GuestError, type GuestMenu, loadMenu, parseGuestPath, placeOrder } from './guestApi.ts';

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
  const [cart, setCart] = useState<Record<string, number>>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<number | null>(null);
  // One key per order attempt: a retry after a lost answer does not order twice.
  const attempt = useRef(newKey());

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
  const { menu } = phase;
  const money = (minor: number) => formatMoney(minor, menu.currency || 'SEK', language);
  const lines = menu.items.filter((item) => (cart[item.itemId] ?? 0) > 0);
  const total = lines.reduce((sum, item) => sum + item.price * (cart[item.itemId] ?? 0), 0);
  const change = (itemId: string, by: number) => {
    setPlaced(null);
    setCart((current) => {
      const next = Math.max(0, Math.min(50, (current[itemId] ?? 0) + by));
      return { ...current, [itemId]: next };
    });
  };

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
          <ul className="items">
            {menu.items.map((item) => {
              const count = cart[item.itemId] ?? 0;
              return (
                <li key={item.itemId} className="item">
                  <h2>{item.title}</h2>
                  <div className="stepper">
                    <span>{money(item.price)}</span>
                    {count > 0 && (
                      <button
                        type="button"
                        aria-label={t.guest.remove({ item: item.title })}
                        onClick={() => change(item.itemId, -1)}
                      >
                        −
                      </button>
                    )}
                    {count > 0 && <output aria-label={t.guest.inCart({ count })}>{count}</output>}
                    <button
                      type="button"
                      aria-label={t.guest.add({ item: item.title })}
                      onClick={() => change(item.itemId, 1)}
                    >
                      +
                    </button>
                  </div>
                  {item.allergens.length > 0 && (
                    <p className="allergens">
                      {t.guest.allergens()}: {item.allergens.join(', ')}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          <section className="cart" aria-label={t.guest.cart()}>
            <div className="cart-inner">
              {error && (
                <p role="alert" className="alert">
                  {error}
                </p>
              )}
              <span>{lines.length === 0 ? t.guest.empty() : `${t.guest.total()}: ${money(total)}`}</span>
              <button
                type="button"
                className="primary"
                disabled={lines.length === 0 || sending || !target}
                onClick={async () => {
                  if (!target) return;
                  setSending(true);
                  setError(null);
                  try {
                    const number = await placeOrder(
                      language,
                      target.venueId,
                      target.tableCode,
                      lines.map((item) => ({ itemId: item.itemId, quantity: cart[item.itemId] ?? 0 })),
                      attempt.current,
                    );
                    attempt.current = newKey();
                    setCart({});
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
