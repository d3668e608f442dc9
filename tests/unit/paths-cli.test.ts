import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPaths } from '../../scripts/paths.ts';

describe('npm run paths', () => {
  it('lists the machines with their counts when given no machine', async () => {
    const { code, stdout } = await runPaths([]);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toMatch(
      /^machine\s+states\s+events\s+transitions\s+shortest paths\s+description$/,
    );
    expect(stdout).toMatch(/\ntoast\s+5\s+6\s+\d+\s+5\s+A toast/);
    expect(stdout).toContain('menuEditing');
  });

  it('explains itself with --help', async () => {
    const { code, stdout } = await runPaths(['--help']);
    expect(code).toBe(0);
    for (const flag of ['--strategy', '--format', '--from', '--to', '--events', '--limit', 'Examples:'])
      expect(stdout).toContain(flag);
  });

  it('prints text, json and mermaid', async () => {
    const text = await runPaths(['toast', '--to', 'done']);
    expect(text.stdout).toContain('Path 1: reaches done by ACTION → ACTION_DUE');
    const json = JSON.parse((await runPaths(['toast', '--format', 'json', '--limit', '2'])).stdout);
    expect(json.format).toBe('ordna.paths/1');
    expect(json.paths).toHaveLength(2);
    expect(json.filters.limit).toBe(2);
    const mermaid = await runPaths(['searchPalette', '--format', 'mermaid', '--to', 'open.results']);
    expect(mermaid.stdout).toMatch(/^stateDiagram-v2\n/);
    expect(mermaid.stdout).toContain('onPath');
  });

  it('filters by strategy, --from and --events', async () => {
    const simple = JSON.parse((await runPaths(['toast', '--strategy', 'simple', '--format', 'json'])).stdout);
    const shortest = JSON.parse((await runPaths(['toast', '--format', 'json'])).stdout);
    expect(simple.paths.length).toBeGreaterThan(shortest.paths.length);
    const events = JSON.parse(
      (await runPaths(['toast', '--strategy', 'simple', '--events', 'HOLD,CLOSE', '--format', 'json']))
        .stdout,
    );
    const used = new Set(
      events.paths.flatMap((p: { steps: { event: { type: string } }[] }) => p.steps.map((s) => s.event.type)),
    );
    expect([...used].sort()).toEqual(['CLOSE', 'HOLD']);
    const from = JSON.parse((await runPaths(['toast', '--from', 'held', '--format', 'json'])).stdout);
    for (const path of from.paths) expect(path.steps[0].state).toBe('held');
    // Transitions: the JSON names the strategy; the walks take every transition the walk reaches.
    const tour = JSON.parse(
      (await runPaths(['toast', '--strategy', 'transitions', '--format', 'json'])).stdout,
    );
    expect(tour.strategy).toBe('transitions');
    const taken = new Set(
      tour.paths.flatMap((p: { initial: string; steps: { event: { type: string }; state: string }[] }) =>
        p.steps.map((s, i) => `${i === 0 ? p.initial : p.steps[i - 1]?.state}|${s.event.type}|${s.state}`),
      ),
    );
    expect(taken.size).toBe(8);
  });

  it('writes a transitions walk with the binding, and names what the binding does not drive', async () => {
    const out = mkdtempSync(join(tmpdir(), 'paths-'));
    const { code, stdout } = await runPaths([
      'toast',
      '--format',
      'playwright',
      '--strategy',
      'transitions',
      '--limit',
      '1',
      '--out',
      out,
    ]);
    expect(code).toBe(0);
    expect(readdirSync(out)).toEqual(['toast-1.spec.ts']);
    expect(stdout).toMatch(
      /toast: 4\/5 states, 4\/8 transitions visited by the browser tests; 2 not drivable in a browser \(ACTION from visible, CLOSE from visible\)/,
    );
    expect(stdout).toMatch(/ {2}not drivable: ACTION from visible: /);
  });

  it('writes Playwright specs for a bound machine', async () => {
    const out = mkdtempSync(join(tmpdir(), 'paths-'));
    const { code, stdout } = await runPaths([
      'toast',
      '--format',
      'playwright',
      '--limit',
      '2',
      '--out',
      out,
    ]);
    expect(code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['toast-1.spec.ts', 'toast-2.spec.ts']);
    expect(readFileSync(join(out, 'toast-1.spec.ts'), 'utf8')).toContain('toast.binding.ts');
    expect(stdout).toMatch(/toast: \d\/5 states, \d+\/\d+ transitions visited by the browser tests/);
  });

  it.each([
    [['nope'], /^paths: unknown machine "nope"; valid machines: session, venueSelection, /],
    [
      ['toast', '--to', 'gone'],
      /^paths: unknown state "gone" for --to in toast; valid states: visible, held, /,
    ],
    [['toast', '--from', 'gone'], /unknown state "gone" for --from/],
    [['toast', '--events', 'FLY'], /^paths: unknown event "FLY" in toast; valid events: /],
    [['toast', '--strategy', 'longest'], /^paths: unknown --strategy "longest"; valid: shortest, simple/],
    [['toast', '--format', 'pdf'], /^paths: unknown --format "pdf"; valid: text, json, mermaid, playwright/],
    [['toast', '--limit', 'x'], /--limit must be a whole number/],
    [['toast', '--limit', '0'], /--limit must be a whole number/],
    [['toast', '--from', 'held', '--to', 'held'], /same state/],
    [['toast', '--from', 'done'], /final state/],
    [['toast', '--strategy', 'transitions', '--to', 'done'], /--to does not go with --strategy transitions/],
    [['toast', '--out', '/tmp/x'], /--out only goes with --format playwright/],
    [['--format', 'json'], /^paths: --format needs a machine; valid machines: /],
    [['toast', 'session'], /one machine at a time/],
    [['toast', '--colour'], /Unknown option '--colour'.*see --help/],
    [['deleteFlow', '--format', 'playwright'], /has no binding file .*machines with one: .*toast/],
  ])('refuses %j with one clear line', async (argv, message) => {
    const { code, stdout, stderr } = await runPaths(argv);
    expect(code).not.toBe(0);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(message);
  });
});
