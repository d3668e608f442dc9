import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page, test } from '@playwright/test';
import { INITIAL_HEIGHT, PROTOCOL } from '../../src/widget/protocol.ts';
import { linkInMail } from './mail.ts';
import { type PartnerSite, partnerEvents, startPartnerSite } from './widget-partner.ts';

/**
 * Issue 7: a partner page on another origin embeds both widgets with the snippet, and a visitor
 * signs up through the iframe.
 */

let site: PartnerSite;

test.beforeAll(async ({ baseURL }) => {
  site = await startPartnerSite(new URL(baseURL ?? '').origin);
});
test.afterAll(async () => {
  await site.close();
});

const MAIN = 'ordna-signup[namespace="main"] iframe';
const CHAIN = 'ordna-signup[namespace="chain"] iframe';

async function frameOf(page: Page, selector: string): Promise<Frame> {
  const handle = await page.locator(selector).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame for ${selector}`);
  return frame;
}

/** The iframe element's height on the partner page and the height of the form inside it. */
async function heights(page: Page, selector: string) {
  const frame = await frameOf(page, selector);
  const outer = await page.locator(selector).evaluate((iframe) => iframe.getBoundingClientRect().height);
  const inner = await frame.evaluate(() =>
    Math.ceil(document.getElementById('root')?.getBoundingClientRect().height ?? 0),
  );
  return { outer, inner };
}

async function openPartnerPage(page: Page): Promise<void> {
  await page.goto(site.url);
  const main = page.frameLocator(MAIN);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await partnerEvents(page)).filter((event) => event.type === 'ordna:ready').length)
    .toBe(2);
}

test('the widgets inherit the page language, stay out of reach of the host page and size themselves', async ({
  page,
}) => {
  // Layout shifts the partner's visitors would see, from the first paint on.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openPartnerPage(page);

  // The first widget follows the page (<html lang="sv-SE">): Swedish, and Sweden as the country.
  const main = page.frameLocator(MAIN);
  await expect(main.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(main.getByLabel('Land')).toHaveValue('SE');
  await expect(page.getByLabel('Språk')).toHaveValue('sv');
  // The second one was asked for Arabic and the UK through the queued JS API call: right to left.
  const chain = page.frameLocator(CHAIN);
  await expect(chain.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(chain.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(chain.getByRole('heading', { level: 1 })).toHaveText(
    'ابدأ فترتك التجريبية المجانية لمدة 30 يومًا',
  );
  await expect(chain.getByLabel('الدولة')).toHaveValue('GB');
  await expect(page.locator(CHAIN)).toHaveAttribute('title', 'نموذج التسجيل في Ordna');

  // The partner's accent colour and radius reach the form through the theme contract.
  const button = main.getByRole('button', { name: 'Skapa konto' });
  await expect(button).toHaveCSS('background-color', 'rgb(180, 83, 9)');
  await expect(button).toHaveCSS('border-radius', '12px');

  // The page cannot read what is typed: the iframe's document is out of its reach.
  const reach = await page.locator(MAIN).evaluate((iframe) => {
    const frame = iframe as HTMLIFrameElement;
    let threw = false;
    try {
      void frame.contentWindow?.document.body;
    } catch {
      threw = true;
    }
    return { contentDocument: frame.contentDocument, threw };
  });
  expect(reach).toEqual({ contentDocument: null, threw: true });

  // Each iframe is exactly as tall as its form, and the reserved height kept the page still.
  for (const selector of [MAIN, CHAIN]) {
    const { outer, inner } = await heights(page, selector);
    expect(outer).toBe(inner);
    expect(Math.abs(inner - INITIAL_HEIGHT)).toBeLessThan(80);
  }
  const shift = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift).toBeLessThan(0.02);

  // Mistakes make the form taller; the iframe follows.
  const before = await heights(page, MAIN);
  await button.click();
  await expect(main.getByLabel('Ditt namn')).toBeFocused();
  await expect(main.getByText('Fältet är obligatoriskt.').first()).toBeVisible();
  await expect.poll(async () => (await heights(page, MAIN)).outer).toBeGreaterThan(before.outer);
  const after = await heights(page, MAIN);
  expect(after.outer).toBe(after.inner);

  // The partner page with both widgets in it (axe goes into the shadow roots and the iframes).
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('messages from other origins and other windows are ignored', async ({ page }) => {
  await openPartnerPage(page);
  const { outer } = await heights(page, MAIN);
  const fake = (type: string, extra: Record<string, unknown>) => ({
    protocol: PROTOCOL,
    namespace: 'main',
    type,
    ...extra,
  });

  // A foreign page framed by the partner posts well-formed messages to the page. It cannot reach
  // the widgets' frames at all: they live in shadow roots, outside `window.frames`.
  const foreign = page.frame({ url: site.foreignUrl });
  if (!foreign) throw new Error('the foreign frame is missing');
  const reachable = await foreign.evaluate(
    (messages) => {
      for (const message of messages) window.parent.postMessage(message, '*');
      return window.parent.frames.length;
    },
    [
      fake('signup-completed', { language: 'en', country: 'SE', referralId: 'FORGED' }),
      fake('__resize', { height: 5 }),
      fake('language-changed', { language: 'tr' }),
    ],
  );
  expect(reachable).toBe(1);
  // The partner page itself is not the iframe either.
  await page.evaluate((message) => window.postMessage(message, '*'), fake('__resize', { height: 9 }));
  // The iframe takes orders from its embedder only: not from itself (our origin, another window)…
  const frame = await frameOf(page, MAIN);
  await frame.evaluate(
    (message) => window.postMessage(message, '*'),
    fake('__set-language', { language: 'tr' }),
  );
  // …and not for another namespace.
  await page
    .locator(MAIN)
    .evaluate((iframe, message) => (iframe as HTMLIFrameElement).contentWindow?.postMessage(message, '*'), {
      ...fake('__set-language', { language: 'tr' }),
      namespace: 'chain',
    });

  // Nothing happens (a forged change of language would have loaded Turkish by now)…
  const main = page.frameLocator(MAIN);
  await page.waitForTimeout(500);
  await expect(main.locator('html')).toHaveAttribute('lang', 'sv');
  expect((await heights(page, MAIN)).outer).toBe(outer);
  // …while a real change, from the page's own selector, goes through.
  await page.getByLabel('Språk').selectOption('en');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Start your 30-day free trial');
  const events = await partnerEvents(page);
  expect(events.some((event) => event.type === 'ordna:signup-completed')).toBe(false);
  expect(events.some((event) => event.detail.language === 'tr')).toBe(false);
  await expect(main.locator('html')).toHaveAttribute('lang', 'en');
});

test('the language selector switches its namespace only, and a visitor signs up with the referral id', async ({
  page,
}) => {
  await openPartnerPage(page);
  const main = page.frameLocator(MAIN);
  const chain = page.frameLocator(CHAIN);

  await page.getByLabel('Språk').selectOption('es');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Empieza tu prueba gratuita de 30 días');
  await expect(main.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByLabel('Idioma')).toHaveValue('es');
  // The other namespace keeps its language.
  await expect(chain.locator('html')).toHaveAttribute('lang', 'ar');
  await expect
    .poll(async () => (await partnerEvents(page)).filter((event) => event.type === 'ordna:language-changed'))
    .toEqual([
      {
        type: 'ordna:language-changed',
        detail: { type: 'language-changed', widget: 'language-selector', namespace: 'main', language: 'es' },
      },
      {
        type: 'ordna:language-changed',
        detail: { type: 'language-changed', widget: 'signup', namespace: 'main', language: 'es' },
      },
    ]);

  const email = `widget-${Date.now()}@example.es`;
  await main.getByLabel('Tu nombre').fill('Lucía Martín');
  await main.getByLabel('Número de teléfono').fill('070-123 45 67');
  await main.getByLabel('Correo electrónico').fill(email);
  await main.getByLabel('Contraseña').fill('Kanelbulle!26');
  const request = page.waitForRequest((req) => req.url().endsWith('/graphql') && req.method() === 'POST');
  await main.getByRole('button', { name: 'Crear cuenta' }).click();
  const variables = (await request).postDataJSON().variables as { input: Record<string, unknown> };
  expect(variables.input).toMatchObject({ referralId: 'PARTNER-42', country: 'SE', language: 'es', email });

  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Revisa tu correo');
  await expect(main.getByRole('status')).toContainText(email);
  await expect
    .poll(async () => (await partnerEvents(page)).filter((event) => event.type === 'ordna:signup-completed'))
    .toEqual([
      {
        type: 'ordna:signup-completed',
        detail: {
          type: 'signup-completed',
          widget: 'signup',
          namespace: 'main',
          language: 'es',
          country: 'SE',
          referralId: 'PARTNER-42',
        },
      },
    ]);
  // Nothing personal reaches the partner page.
  expect(JSON.stringify(await partnerEvents(page))).not.toContain('example.es');
  // The account exists: its activation mail is on its way.
  expect(await linkInMail(email, /https?:\/\/\S+\/activate\/[\w-]+/)).toMatch(/\/activate\//);
  // The other widget was not touched and its onComplete callback did not run.
  await expect(chain.getByRole('heading', { level: 1 })).toHaveText(
    'ابدأ فترتك التجريبية المجانية لمدة 30 يومًا',
  );
  expect(await page.evaluate(() => (window as unknown as { completed: unknown[] }).completed)).toEqual([]);
});

test('the iframe page may be framed by partners, the rest of the app only by itself', async ({ request }) => {
  const frame = await request.get('/embed/signup');
  expect(frame.status()).toBe(200);
  expect(frame.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(frame.headers()['x-frame-options']).toBeUndefined();
  const app = await request.get('/en-gb/login');
  expect(app.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(app.headers()['content-security-policy']).toMatch(/; frame-ancestors 'self'$/);
  const loader = await request.get('/widget/loader.js');
  expect(loader.status()).toBe(200);
  expect(loader.headers()['content-type']).toContain('javascript');
});
