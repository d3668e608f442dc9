import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { api, apiToken } from './api-helpers.ts';
import { serverDataDir } from './lane.ts';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

const SCHEDULES = 'query { scheduledReports { id name nextRunAt lastStatus } }';

// The e2e server's scheduled-report runner reads its clock from this file (playwright.config.ts,
// SCHEDULE_CLOCK_FILE; never in production) and polls every second.
const clockFile = () => join(serverDataDir(), 'schedule-clock');

/** The newest mail to `to` in the server's outbox, undecoded (attachment names are plain text). */
function newestMail(to: string): string {
  const outbox = join(serverDataDir(), 'outbox');
  const safeTo = to.replace(/[^a-z0-9@._-]/gi, '_');
  try {
    const newest = readdirSync(outbox)
      .filter((file) => file.endsWith(`${safeTo}.eml`))
      .sort()
      .at(-1);
    return newest ? readFileSync(join(outbox, newest), 'utf8') : '';
  } catch {
    return '';
  }
}

test.afterEach(() => rmSync(clockFile(), { force: true }));

test('create a scheduled report, run it when its day has closed, find the mail, delete the schedule', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const name = `Daily sales ${Date.now()}`;
  const recipient = `schedule-${Date.now()}@example.com`;
  await logIn(page, USERS.owner, { at: '/reports/scheduled-reports' });
  await expect(page.getByRole('heading', { name: 'Scheduled reports', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // Bad input is refused in words and the typing stays.
  await page.getByLabel('Name', { exact: true }).fill(name);
  const recipients = page.getByLabel('Recipients (comma-separated e-mail addresses)');
  await recipients.fill('not-an-address');
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(recipients).toHaveValue('not-an-address');

  // Daily sales of every venue (the form's defaults), mailed in English.
  await recipients.fill(recipient);
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByText('The schedule was created.')).toBeVisible();
  const table = page.getByRole('grid', { name: 'Scheduled reports' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(recipient);
  await expect(row).toContainText('Not yet');
  await expectNoAxeViolations(page);

  // The run is due when the accounting day closes: move the runner's clock just past it.
  const token = await apiToken(page, USERS.owner);
  const { scheduledReports } = await api<{
    scheduledReports: { name: string; nextRunAt: string; lastStatus: string | null }[];
  }>(page, SCHEDULES, {}, token);
  const schedule = scheduledReports.find((candidate) => candidate.name === name);
  expect(schedule?.lastStatus).toBeNull();
  const due = new Date(Date.parse(schedule?.nextRunAt ?? '') + 60_000);
  writeFileSync(clockFile(), due.toISOString());

  // The mail is in the outbox with the report as CSV and PDF.
  await expect.poll(() => newestMail(recipient), { timeout: 30_000 }).toContain('report-sales-');
  const mail = newestMail(recipient);
  expect(mail).toMatch(/filename="?report-sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv/);
  expect(mail).toMatch(/filename="?report-sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf/);
  expect(mail).toContain('application/pdf');

  // The schedule shows the run and its next one.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Sent', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  // Deleting asks first (issue 41).
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page.getByText('The schedule was deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
