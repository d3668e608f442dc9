import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Route } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY, languageCookie, tokenStorageKeys } from '../../src/domain/session.ts';

export const PASSWORD = 'Demo!2026';
export const USERS = {
  owner: 'demo@ordna.se',
  menus: 'menus@ordna.se',
  payments: 'payments@ordna.se',
} as const;

const LOGIN = `mutation ($u: String!, $p: String!) {
  login(username: $u, password: $p, backoffice: true) { success errorCode token refreshToken }
}`;

/** A document at the server's origin that never reaches the server: somewhere to write its storage. */
const STORAGE_DOOR = '/__e2e-sign-in';

export interface LogInOptions {
  /** The user menu's name once the back office is open (the user's stored language may not be English). */
  userMenu?: RegExp;
  /** The back-office page to open signed in (the root, which sends each user to their first page, by default). */
  at?: string;
}

/**
 * Signs in as the login page does and opens the back office, without the login page (decision
 * 0114): the real `login` mutation (password checked, a session started), then what the page's
 * success stores — the token pair and the language in local storage, the language cookie
 * (src/platform/session/tokens.ts) — and the back office opened at `at`, waiting for its user menu,
 * named in the language the user chose (English unless a test stored another for the user).
 * A fresh session per call: a kept one would be rotated or ended by another test (refresh
 * rotation, sign-out), and its reuse ends the whole session. The login page itself is tested by
 * login.spec.ts, auth-*.spec.ts and the specs that log in through it on purpose (logInThroughPage).
 */
export async function logIn(page: Page, email: string, options: LogInOptions = {}): Promise<void> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: LOGIN, variables: { u: email, p: PASSWORD } },
  });
  const body = (await response.json()) as {
    data?: {
      login: {
        success: boolean;
        errorCode: string | null;
        token: string | null;
        refreshToken: string | null;
      };
    };
  };
  const login = body.data?.login;
  if (!login?.success || !login.token || !login.refreshToken)
    throw new Error(`logging in as ${email} failed: ${JSON.stringify(body)}`);
  const stored = {
    [tokenStorageKeys(false).token]: login.token,
    [`${tokenStorageKeys(false).token}.refresh`]: login.refreshToken,
    [LANGUAGE_STORAGE_KEY]: 'en',
  };
  const door = (route: Route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title>' });
  await page.route(STORAGE_DOOR, door);
  try {
    await page.goto(STORAGE_DOOR);
    await page.evaluate(
      ({ items, cookie }) => {
        for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
        // biome-ignore lint/suspicious/noDocumentCookie: what the login page's storeLanguage writes.
        document.cookie = cookie;
      },
      { items: stored, cookie: languageCookie('en', false) },
    );
  } finally {
    await page.unroute(STORAGE_DOOR, door);
  }
  await page.goto(options.at ?? '/');
  // The top bar is there on every screen size (the sidebar is a drawer on small ones).
  await expect(page.getByRole('button', { name: options.userMenu ?? /^User menu for / })).toBeVisible();
}

/**
 * Logs in through the login page, in English, and waits for the back office: its user menu named
 * in the language the user chose (English unless a test stored another for the user). For specs
 * about the way in; the others use logIn, which ends in the same state.
 */
export async function logInThroughPage(
  page: Page,
  email: string,
  userMenu: RegExp = /^User menu for /,
): Promise<void> {
  await page.goto('/en-gb/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: userMenu })).toBeVisible();
}

/**
 * An option of the top bar's venue switcher. Scoped to its list box: a screen may show the venues
 * too (the finance home's native venue filter has an option of the same name).
 */
export function venueOption(page: Page, name: string) {
  return page.getByRole('listbox', { name: 'Venue' }).getByRole('option', { name });
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** The sidebar's entries (links and the billing button), in order; their sub-items aside. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const texts = await sidebar(page).locator(':scope > ul > li > div > :first-child').allInnerTexts();
  return texts.map((text) => text.replace('(opens in a new tab)', '').trim());
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * The open search picker shows the server's answer for what was typed (ui/SearchPicker.tsx marks
 * its list `data-searching` until then): before it, the options are the last answer's, and its
 * arrival can move the highlight between an arrow and Enter.
 */
export async function searchAnswered(page: Page): Promise<void> {
  await expect(page.getByRole('listbox')).not.toHaveAttribute('data-searching');
}
