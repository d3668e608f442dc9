import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Shared by the tests/e2e/a11y-*.spec.ts files (issue 8, accessibility): axe with the WCAG 2.1
 * A and AA rules, failing on serious and critical findings, and a keyboard walk that checks that
 * every visible control is reached by Tab (inside a composite widget, by its arrow keys) and
 * shows a focus indicator when it is.
 */

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Serious and critical axe findings, one line each. Legacy mode runs axe in the page itself
 * instead of merging frame results in a second, blank page: several times faster, and our
 * pages frame only same-origin documents (the widget demo), which it still scans.
 */
export async function axeProblems(page: Page, scope?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode();
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')} (${v.help})`);
}

export async function expectAccessible(page: Page, scope?: string): Promise<void> {
  expect(await axeProblems(page, scope)).toEqual([]);
}

/** `<html lang dir>` as the language asks: Arabic pages must be right to left. */
export async function expectDocumentLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/** The back office speaks the language stored at login; this sets it for the next page load. */
export async function storeBackOfficeLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('ordna.language', value), language);
}

/**
 * Moves the single-page app to `path` without reloading it: TanStack Router's history follows
 * `history.pushState` (it wraps it), as it does for any script that calls it. Waits for the
 * new page's heading (after the current one, so the app is mounted).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  // The router follows pushState only once the app is mounted: after a reload, a push made while
  // the signed-in page still loads its gate is overwritten by the first page's own load.
  await page.locator('main h1').first().waitFor();
  // A page's own navigation still under way (the POS layouts page puts its first layout in the
  // address once its data is in) can land after the push and put the page back: push again then.
  for (let attempt = 0; attempt < 5; attempt++) {
    const from = await page.evaluate((to) => {
      const here = window.location.pathname;
      if (`${here}${window.location.search}` === to) return null;
      for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-a11y-old', '');
      window.history.pushState(window.history.state, '', to);
      return here;
    }, path);
    if (from === null) return page.locator('main h1').first().waitFor();
    const outcome = await page.waitForFunction(
      ({ before, to }) => {
        if (document.querySelector('main h1:not([data-a11y-old])')) return 'arrived';
        const back = before !== new URL(to, window.location.origin).pathname;
        return back && window.location.pathname === before ? 'put back' : false;
      },
      { before: from, to: path },
      { polling: 100 },
    );
    if ((await outcome.jsonValue()) === 'arrived') return;
  }
  throw new Error(`the app did not stay on ${path}`);
}

/** What a user can act on. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
  ...['button', 'link', 'checkbox', 'switch', 'tab', 'menuitem', 'option', 'combobox', 'slider', 'row'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

/** Widgets whose items take the focus with arrow keys, not Tab (WAI-ARIA composite roles). */
const COMPOSITE = ['grid', 'listbox', 'menu', 'menubar', 'tablist', 'radiogroup', 'tree', 'toolbar']
  .map((role) => `[role="${role}"]`)
  .join(', ');

export interface KeyboardWalk {
  /** Visible controls that Tab never reached, described for the failure message. */
  unreached: string[];
  /** Controls that took the focus without a visible focus indicator. */
  noFocusRing: string[];
  /** How many Tab presses one round took. */
  stops: number;
}

interface Stop {
  kb: string | null;
  /** The composite widget the focus is in, or the one the focused element drives (aria-controls). */
  groups: string[];
  ring: boolean;
  label: string;
}
type WalkWindow = Window & { kbStops?: Stop[] };

/**
 * Presses Tab from the start of `within` until the focus leaves it, leaves the page or comes
 * round to the first stop again (a focus trap), then compares the elements that took the focus
 * with every visible control in `within`.
 */
export async function walkWithTab(page: Page, within = 'body', maxStops = 300): Promise<KeyboardWalk> {
  await page.evaluate(
    ({ within, controls, composite }) => {
      const root = document.querySelector(within) ?? document.body;
      // Visually hidden helpers (react-aria's Dismiss buttons) are for screen readers only.
      const clippedAway = (el: Element) => {
        for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
          const style = getComputedStyle(node);
          const box = node.getBoundingClientRect();
          if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
          if ((box.width < 2 || box.height < 2) && style.overflow === 'hidden') return true;
        }
        return false;
      };
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
        // A hidden native input inside a label stands for the label, which is what shows.
        return !clippedAway(el) || (el.matches('input') && el.closest('label') !== null);
      };
      // Outside an open modal <dialog> the page is inert, as react-aria marks it aria-hidden.
      const modal = document.querySelector('dialog:modal');
      // Toasts live in their own landmark, reached with F6 and checked by its own test
      // (docs/decisions.md, "Toasts and the keyboard"): they come and go, so they are no stop
      // of the page's Tab order that a walk could expect.
      const inactive = (el: Element) =>
        el.closest('[data-toast-region]') !== null ||
        el.matches(':disabled') ||
        el.closest('[aria-disabled="true"], [inert], [aria-hidden="true"]') !== null ||
        (modal !== null && !modal.contains(el));
      root.querySelectorAll(composite).forEach((group, i) => {
        group.setAttribute('data-kb-group', `g${i}`);
      });
      root.querySelectorAll(controls).forEach((el, i) => {
        if (visible(el) && !inactive(el)) el.setAttribute('data-kb', String(i));
      });
      // Start at the top of `within`: Tab goes on from the focused element.
      const start = document.createElement('span');
      start.tabIndex = -1;
      start.setAttribute('data-kb-start', '');
      // Inside an open modal <dialog> when there is one: the page behind it cannot take the focus.
      (modal ?? root).prepend(start);
      start.focus();
      (window as WalkWindow).kbStops = [];
    },
    { within, controls: CONTROLS, composite: COMPOSITE },
  );
  let stops = 0;
  while (stops < maxStops) {
    await page.keyboard.press('Tab');
    stops++;
    const done = await page.evaluate(
      async ({ within, stops }) => {
        // One frame, so react-aria's data-focus-visible and the :focus-visible styles apply.
        await new Promise(requestAnimationFrame);
        const seen = (window as WalkWindow).kbStops ?? [];
        const root = document.querySelector(within) ?? document.body;
        const active = document.activeElement;
        // Past the last stop the focus leaves the page or `within`; a page with nothing to focus is done at once.
        if (!active || active === document.body || !root.contains(active))
          return seen.length > 0 || stops > 1;
        const kb = active.getAttribute('data-kb');
        if (seen.length > 0 && kb !== null && kb === seen[0]?.kb) return true;
        // Focus inside a widget (shadow root, same-origin iframe): the ring is on the inner element.
        let inner: Element = active;
        for (;;) {
          const next =
            inner.shadowRoot?.activeElement ??
            (inner instanceof HTMLIFrameElement ? inner.contentDocument?.activeElement : null);
          if (!next || next === inner) break;
          inner = next;
        }
        const hasRing = (el: Element) => {
          const style = (el.ownerDocument.defaultView ?? window).getComputedStyle(el);
          const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
          return outline || style.boxShadow !== 'none';
        };
        // A visually hidden native input (react-aria's checkboxes) shows its ring on its label.
        const holder =
          inner.closest('[data-focus-visible]') ?? (inner.matches('input') ? inner.closest('label') : null);
        const groups = [active.closest('[data-kb-group]')?.getAttribute('data-kb-group') ?? ''];
        for (const id of (active.getAttribute('aria-controls') ?? '').split(' ')) {
          const controlled = id ? document.getElementById(id) : null;
          groups.push(controlled?.closest('[data-kb-group]')?.getAttribute('data-kb-group') ?? '');
        }
        const role = inner.getAttribute('role');
        const name = (inner.getAttribute('aria-label') ?? inner.textContent ?? '').trim().slice(0, 40);
        seen.push({
          kb,
          groups: groups.filter(Boolean),
          ring: hasRing(inner) || (holder !== null && hasRing(holder)),
          label: `${inner.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}"`,
        });
        return false;
      },
      { within, stops },
    );
    if (done) break;
  }
  return page.evaluate((stops) => {
    const seen = (window as WalkWindow).kbStops ?? [];
    const reached = new Set(seen.map((stop) => stop.kb));
    const groups = new Set(seen.flatMap((stop) => stop.groups));
    const unreached: string[] = [];
    for (const el of document.querySelectorAll('[data-kb]')) {
      const group = el.closest('[data-kb-group]')?.getAttribute('data-kb-group');
      if (reached.has(el.getAttribute('data-kb')) || (group && groups.has(group))) continue;
      const role = el.getAttribute('role');
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      unreached.push(`${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}"`);
    }
    document.querySelector('[data-kb-start]')?.remove();
    for (const el of document.querySelectorAll('[data-kb], [data-kb-group]')) {
      el.removeAttribute('data-kb');
      el.removeAttribute('data-kb-group');
    }
    const noFocusRing = [...new Set(seen.filter((stop) => !stop.ring).map((stop) => stop.label))];
    return { unreached, noFocusRing, stops };
  }, stops);
}

/** The walk's findings, empty when every control is reached and shows its focus. */
export async function keyboardProblems(page: Page, within?: string): Promise<string[]> {
  const walk = await walkWithTab(page, within);
  return [
    ...walk.unreached.map((control) => `not reached by Tab: ${control}`),
    ...walk.noFocusRing.map((control) => `no visible focus: ${control}`),
  ];
}

export async function expectKeyboardReachable(page: Page, within?: string): Promise<void> {
  expect(await keyboardProblems(page, within)).toEqual([]);
}

/**
 * The Tab walk, for English only: what takes the focus and how it shows does not change with
 * the language (axe still runs in both), and the walk is the slow part of these specs.
 */
export async function expectKeyboardReachableInEnglish(
  language: Language,
  page: Page,
  within?: string,
): Promise<void> {
  if (language === 'en') await expectKeyboardReachable(page, within);
}

/** Presses `key` until `target` has the focus (at most `max` times), so a test never clicks. */
export async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}
