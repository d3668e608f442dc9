import { describe, expect, it } from 'vitest';
import { closedRange, nextRunAt } from './schedules.ts';

const OSLO = 'Europe/Oslo';
const at = (iso: string) => new Date(iso);

describe('scheduled report runs', () => {
  it('daily: at the next accounting day start (05:30 local), reporting the day that closed', () => {
    const run = nextRunAt('DAILY', at('2026-03-10T12:00:00Z'), OSLO);
    expect(run.toISOString()).toBe('2026-03-11T04:30:00.000Z');
    expect(closedRange('DAILY', run, OSLO)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    // Between midnight and 05:30 the accounting day is still the previous one.
    expect(nextRunAt('DAILY', at('2026-03-11T02:00:00Z'), OSLO).toISOString()).toBe(
      '2026-03-11T04:30:00.000Z',
    );
  });

  it('follows the wall clock across the spring and autumn DST changes', () => {
    // Summer time starts 2026-03-29 02:00 in Oslo: 05:30 local is 03:30Z from then on.
    const spring = nextRunAt('DAILY', at('2026-03-28T12:00:00Z'), OSLO);
    expect(spring.toISOString()).toBe('2026-03-29T03:30:00.000Z');
    expect(closedRange('DAILY', spring, OSLO)).toEqual({ from: '2026-03-28', to: '2026-03-28' });
    // Winter time comes back 2026-10-25 03:00: 05:30 local is 04:30Z again.
    const autumn = nextRunAt('DAILY', at('2026-10-24T12:00:00Z'), OSLO);
    expect(autumn.toISOString()).toBe('2026-10-25T04:30:00.000Z');
    expect(nextRunAt('DAILY', autumn, OSLO).toISOString()).toBe('2026-10-26T04:30:00.000Z');
  });

  it('weekly: Monday 05:30 after the week (Monday to Sunday) closed', () => {
    const run = nextRunAt('WEEKLY', at('2026-11-25T12:00:00Z'), OSLO);
    expect(run.toISOString()).toBe('2026-11-30T04:30:00.000Z');
    expect(closedRange('WEEKLY', run, OSLO)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    // Sunday night before the cut-off still belongs to the week.
    expect(nextRunAt('WEEKLY', at('2026-11-30T03:00:00Z'), OSLO)).toEqual(run);
  });

  it('monthly: the 1st at 05:30, across year ends and leap days', () => {
    const run = nextRunAt('MONTHLY', at('2026-12-15T12:00:00Z'), OSLO);
    expect(run.toISOString()).toBe('2027-01-01T04:30:00.000Z');
    expect(closedRange('MONTHLY', run, OSLO)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    const leap = nextRunAt('MONTHLY', at('2028-02-10T12:00:00Z'), OSLO);
    expect(closedRange('MONTHLY', leap, OSLO)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    // 1 April is in summer time: 05:30 CEST is 03:30Z.
    expect(nextRunAt('MONTHLY', at('2026-03-15T12:00:00Z'), OSLO).toISOString()).toBe(
      '2026-04-01T03:30:00.000Z',
    );
  });
});
