import { test } from '@playwright/test';

/**
 * The data directory of the server this test's lane talks to (playwright.config.ts gives each
 * lane's project its server's directory as metadata): its mail outbox and the scheduled-report
 * runner's test clock live there.
 */
export function serverDataDir(): string {
  const dir = test.info().project.metadata.dataDir;
  if (typeof dir !== 'string' || !dir) throw new Error('this project names no server data directory');
  return dir;
}
