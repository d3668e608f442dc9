import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../platform/env.ts';
import { scheduleClock } from './scheduleClock.ts';

describe('the scheduled-report clock', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ordna-clock-'));
  const file = join(dir, 'clock');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the wall clock without a file, and when the file is missing, empty or not a time', () => {
    const near = (date: Date) => Math.abs(date.getTime() - Date.now()) < 5_000;
    expect(near(scheduleClock(null)())).toBe(true);
    const clock = scheduleClock(file);
    expect(near(clock())).toBe(true);
    writeFileSync(file, '');
    expect(near(clock())).toBe(true);
    writeFileSync(file, 'tomorrow');
    expect(near(clock())).toBe(true);
  });

  it('follows the file as the test moves it', () => {
    const clock = scheduleClock(file);
    writeFileSync(file, '2031-03-02T06:00:00.000Z\n');
    expect(clock().toISOString()).toBe('2031-03-02T06:00:00.000Z');
    writeFileSync(file, '2031-03-09T06:00:00.000Z');
    expect(clock().toISOString()).toBe('2031-03-09T06:00:00.000Z');
  });

  it('is never taken from the environment in production', () => {
    const env = {
      DATA_DIR: dir,
      TOKEN_SECRET: 'x'.repeat(40),
      INTEGRATIONS_KEY: Buffer.alloc(32, 1).toString('base64'),
      SCHEDULE_CLOCK_FILE: file,
    };
    expect(readConfig({ ...env, NODE_ENV: 'test' }).scheduleClockFile).toBe(file);
    const production = { ...env, NODE_ENV: 'production', PUBLIC_URL: 'https://ordna.example' };
    expect(readConfig(production).scheduleClockFile).toBeNull();
    expect(readConfig(env).schedulePollMs).toBe(60_000);
    expect(readConfig({ ...env, SCHEDULE_POLL_MS: '1000' }).schedulePollMs).toBe(1_000);
    expect(() => readConfig({ ...env, SCHEDULE_POLL_MS: '5' })).toThrow(/SCHEDULE_POLL_MS/);
  });
});
