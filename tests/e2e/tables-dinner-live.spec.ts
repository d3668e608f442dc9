import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { api, apiToken } from './api-helpers.ts';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

// Issue 19's service test: table monitoring and the kitchen display open in two pages while the
// dinner simulator (`npm run simulate -- --service dinner`, scripts/simulateDinner.ts) seats
// parties, sends their orders through the POS API with a terminal key, prints bills and takes
// payment. Both screens move on their own (graphql-ws, no reload); the kitchen bumps a dinner
// ticket with the bump bar's number key and recalls it with 0.

const STATIONS = `query ($v: ID!) { kdsStations(venueId: $v) { id name } }`;

/** The simulator as a user runs it, against this run's server; resolves with its exit and output. */
function simulateDinner(baseURL: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/simulate.ts',
      '--url',
      baseURL,
      '--service',
      'dinner',
      '--venues',
      '1',
      // 15 s of service at 10× pace: a party every 0.3–0.7 s, bills after 2–5 s, paid 0.5–1.5 s later.
      '--minutes',
      '0.25',
      '--speed',
      '10',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
  return { child, done };
}

test('monitoring and the kitchen display follow a simulated dinner service live; bump and recall by keyboard', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await logIn(page, USERS.owner);
  const token = await apiToken(page, USERS.owner);
  const { venues } = await api<{ venues: { id: string }[] }>(page, 'query { venues { id } }', {}, token);
  const venueId = venues[0]?.id ?? '';
  const { kdsStations } = await api<{ kdsStations: { id: string; name: string }[] }>(
    page,
    STATIONS,
    { v: venueId },
    token,
  );
  const kitchen = kdsStations.find((station) => station.name === 'Köket');
  expect(kitchen).toBeTruthy();

  // Page one: monitoring of the dining room, with its list for screen readers.
  await page.goto('/tables/monitoring');
  await expect(page.getByRole('button', { name: 'Matsal Plan' })).toBeVisible();
  await expect(page.getByTestId('monitor-list')).toBeVisible();
  const live = page.getByTestId('monitor-live');
  await expect(live).toHaveAttribute('data-events', '0');

  // Page two: the kitchen's display.
  const kds = await page.context().newPage();
  await kds.goto(`/kds?station=${kitchen?.id}`);
  await expect(kds.getByRole('heading', { name: 'Kitchen display' })).toBeVisible();
  await expect(kds.getByTestId('kds-live')).toBeVisible();
  const tickets = kds.getByTestId('kds-tickets').locator(':scope > li');
  const seeded = await tickets.count();
  // Let both screens' graphql-ws subscriptions settle before the first party is seated.
  await kds.waitForTimeout(2_000);

  const simulator = simulateDinner(baseURL ?? '');
  try {
    // Monitoring hears the service: events arrive and tables fill, with no reload.
    await expect
      .poll(async () => Number(await live.getAttribute('data-events')), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await expect(page.locator('[data-testid^="monitor-row-"][data-state="OPEN"]').first()).toBeVisible({
      timeout: 60_000,
    });
    // The kitchen gets the dinner's tickets, also without a reload.
    await expect.poll(() => tickets.count(), { timeout: 60_000 }).toBeGreaterThan(seeded);
  } finally {
    const { code, output } = await simulator.done;
    expect(code, output).toBe(0);
    // Every party seated was paid: the tables empty again at the end of the service.
    const summary = JSON.parse(output.slice(output.indexOf('{'))) as { seated: number; paid: number };
    expect(summary.seated).toBeGreaterThan(0);
    expect(summary.paid).toBe(summary.seated);
  }
  // Bills and payments moved tables on: some table was pre-billed or paid while the page stayed open.
  await expect(page.locator('[data-testid^="monitor-row-"][data-state="PAID"]').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The bump bar on the kitchen display: keys 1–9 bump the ticket in that place (oldest first), 0
  // recalls the last bump. Take a NEW ticket among the first nine, a dinner one when there is one.
  const stages = await tickets.evaluateAll((nodes) =>
    nodes.map((n) => ({ id: n.getAttribute('data-ticket-id') ?? '', stage: n.getAttribute('data-stage') })),
  );
  const candidates = stages.slice(0, 9).map((t, index) => ({ ...t, place: index + 1 }));
  const pick =
    candidates.find((t) => t.stage === 'NEW' && t.place > seeded) ??
    candidates.find((t) => t.stage === 'NEW');
  expect(pick, JSON.stringify(stages)).toBeTruthy();
  // By the ticket's own id: an order whose next course was fired has a second ticket with its number.
  const ticket = kds.locator(`[data-ticket-id="${pick?.id ?? ''}"]`);
  await kds.locator('body').press(String(pick?.place));
  await expect(ticket).toHaveAttribute('data-stage', 'IN_PROGRESS');
  await kds.locator('body').press('0');
  await expect(ticket).toHaveAttribute('data-stage', 'NEW');
  await expectNoAxeViolations(kds);
});
