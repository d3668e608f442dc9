import { rm } from 'node:fs/promises';

/**
 * The run's seeded demo (scripts/e2e-server.mjs) is of no use once the tests are done: 76 MB in the
 * temporary folder per run otherwise. The lanes' own directories stay, as before, until their
 * servers have stopped (Playwright stops them after this).
 */
export default async function globalTeardown(): Promise<void> {
  const template = process.env.E2E_DEMO_TEMPLATE;
  if (!template) return;
  await Promise.all(
    [template, `${template}.lock`, `${template}.seeding`].map((dir) =>
      rm(dir, { recursive: true, force: true }),
    ),
  );
}
