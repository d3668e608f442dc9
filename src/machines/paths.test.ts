import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { findMachine, type MachineModel } from './index.ts';
import {
  activeStates,
  analyse,
  coverage,
  coverageLine,
  describeEvent,
  formatMermaid,
  formatPlaywright,
  formatText,
  getPaths,
  PathsError,
  selectForCoverage,
  stateLabel,
  toJson,
  unboundNames,
} from './paths.ts';

const toast = findMachine('toast') as MachineModel;
const search = findMachine('searchPalette') as MachineModel;

describe('path logic', () => {
  it('labels nested and parallel states', () => {
    expect(stateLabel('idle')).toBe('idle');
    expect(stateLabel({ open: 'results' })).toBe('open.results');
    expect(stateLabel({ a: 'x', b: { c: 'y' } })).toBe('a.x + b.c.y');
    expect(activeStates('open.results')).toEqual(['open', 'open.results']);
  });

  it('finds one shortest path per state, in declaration order', () => {
    const paths = getPaths(toast);
    expect(paths.map((path) => path.target)).toEqual(['visible', 'held', 'actionPending', 'hidden', 'done']);
    expect(paths.map((path) => path.index)).toEqual([1, 2, 3, 4, 5]);
    const done = paths.find((path) => path.target === 'done');
    expect(done?.steps.map((step) => `${step.event.type}→${step.state}`)).toEqual([
      'ACTION→actionPending',
      'ACTION_DUE→done',
    ]);
  });

  it('finds more simple paths than shortest ones', () => {
    expect(getPaths(toast, { strategy: 'simple' }).length).toBeGreaterThan(getPaths(toast).length);
  });

  it('filters by --to (a compound state too), --from, --events and --limit', () => {
    expect(getPaths(search, { to: 'open.results' }).map((p) => p.target)).toEqual(['open.results']);
    expect(getPaths(search, { to: 'open' }).every((p) => p.target.startsWith('open.'))).toBe(true);
    const fromHeld = getPaths(toast, { from: 'held', strategy: 'simple' });
    expect(fromHeld.length).toBeGreaterThan(0);
    for (const path of fromHeld) expect(path.steps[0]?.state).toBe('held');
    const noAction = getPaths(toast, { events: ['HOLD', 'CLOSE', 'RELEASE'], strategy: 'simple' });
    expect(noAction.flatMap((p) => p.steps.map((s) => s.event.type))).not.toContain('ACTION');
    expect(noAction.map((p) => p.target)).not.toContain('done');
    expect(getPaths(toast, { strategy: 'simple', limit: 2 })).toHaveLength(2);
  });

  it('refuses unknown names and nonsense combinations with the valid names', () => {
    expect(() => getPaths(toast, { to: 'gone' })).toThrow(
      /unknown state "gone".*valid states: visible, held/,
    );
    expect(() => getPaths(toast, { from: 'nope' })).toThrow(PathsError);
    expect(() => getPaths(toast, { events: ['FLY'] })).toThrow(/unknown event "FLY".*valid events: .*CLOSE/);
    expect(() => getPaths(toast, { limit: 0 })).toThrow(/--limit/);
    expect(() => getPaths(toast, { from: 'held', to: 'held' })).toThrow(/same state/);
    expect(() => getPaths(toast, { from: 'done' })).toThrow(/final state/);
    expect(() => getPaths(toast, { starts: ['nowhere'] })).toThrow(
      /valid starts: 3 s with action, never hides/,
    );
  });

  it('reports unreachable states and events no walk takes', () => {
    const broken: MachineModel = {
      ...toast,
      name: 'broken',
      events: () => [{ type: 'HOLD' }, { type: 'CLOSE' }],
    };
    const analysis = analyse(broken);
    expect(analysis.unreachableStates).toEqual(['actionPending', 'done']);
    expect(analysis.unusedEvents).toEqual(
      expect.arrayContaining(['ACTION', 'ACTION_DUE', 'TIMEOUT', 'RELEASE']),
    );
    expect(analyse(toast).unreachableStates).toEqual([]);
    expect(analyse(findMachine('session') as MachineModel).transient).toEqual(
      expect.arrayContaining(['checking', 'signedIn.checkingMode']),
    );
  });

  it('prints text readably', () => {
    const text = formatText(toast, getPaths(toast, { to: 'done' }), 'shortest');
    expect(text).toBe(
      [
        'toast: 1 shortest path',
        '',
        'Path 1: reaches done by ACTION → ACTION_DUE',
        '   start: visible (3 s with action)',
        '    1. ACTION → actionPending',
        '    2. ACTION_DUE → done',
      ].join('\n'),
    );
    expect(describeEvent({ type: 'TYPE', query: 'toast' } as never)).toBe('TYPE (query: "toast")');
    expect(formatText(toast, [], 'simple')).toContain('No path matches these filters.');
  });

  it('gives the documented JSON shape', () => {
    const json = toJson(toast, getPaths(toast, { to: 'done' }), { to: 'done' });
    expect(json).toEqual({
      format: 'ordna.paths/1',
      machine: 'toast',
      strategy: 'shortest',
      filters: { from: null, to: 'done', events: null, limit: null },
      states: ['visible', 'held', 'actionPending', 'hidden', 'done'],
      events: expect.arrayContaining(['CLOSE', 'HOLD']),
      paths: [
        {
          index: 1,
          start: '3 s with action',
          initial: 'visible',
          target: 'done',
          description: 'reaches done by ACTION → ACTION_DUE',
          steps: [
            { event: { type: 'ACTION' }, state: 'actionPending' },
            { event: { type: 'ACTION_DUE' }, state: 'done' },
          ],
        },
      ],
    });
  });

  it('draws Mermaid with the path highlighted', () => {
    const [path] = getPaths(toast, { to: 'done' });
    const mermaid = formatMermaid(toast, analyse(toast), path);
    expect(mermaid.split('\n')[0]).toBe('stateDiagram-v2');
    expect(mermaid).toContain('[*] --> visible');
    expect(mermaid).toContain('visible --> actionPending: ACTION ★ step 1');
    expect(mermaid).toContain('actionPending --> done: ACTION_DUE ★ step 2');
    expect(mermaid).toContain('visible --> held: HOLD\n');
    expect(mermaid).toContain('class visible,actionPending,done onPath');
  });

  it('writes a Playwright spec per path, checking each state', () => {
    const specs = formatPlaywright(
      toast,
      getPaths(toast, { to: 'done' }),
      '../bindings/toast.binding.ts',
      'x',
    );
    expect(specs).toHaveLength(1);
    expect(specs[0]?.file).toBe('toast-1.spec.ts');
    const body = specs[0]?.content ?? '';
    expect(body).toContain("import { check, step } from '../bindings/binding.ts';");
    expect(body).toContain('await step(binding, page, {"type":"ACTION"});');
    expect(body.indexOf('"actionPending"')).toBeLessThan(body.indexOf('"done"'));
    expect(unboundNames(getPaths(toast), { states: ['visible'], events: ['ACTION'] })).toEqual({
      states: ['held', 'actionPending', 'hidden', 'done'],
      events: ['HOLD', 'TIMEOUT', 'ACTION_DUE'],
    });
  });

  it('counts coverage and chooses paths for it', () => {
    const analysis = analyse(toast, { starts: ['3 s with action'] });
    const all = getPaths(toast, { starts: ['3 s with action'] });
    const chosen = selectForCoverage(all, 2);
    expect(chosen).toHaveLength(2);
    expect(chosen[0]?.target).toBe('done');
    const c = coverage(analysis, chosen);
    expect(c.states.total).toBe(5);
    expect(c.states.visited).toBeGreaterThanOrEqual(3);
    expect(c.transitions.visited).toBeLessThanOrEqual(c.transitions.total);
    expect(coverage(analysis, all).states.visited).toBe(5);
  });
});

describe('--strategy transitions', () => {
  // A small machine: a loop, a self-transition and two ways into a final state.
  const small: MachineModel = {
    name: 'small',
    description: 'a test machine',
    machine: createMachine({
      id: 'small',
      initial: 'a',
      states: {
        a: { on: { NEXT: 'b', STAY: 'a', STOP: 'done' } },
        b: { on: { BACK: 'a', NEXT: 'c', STOP: 'done' } },
        c: { on: { BACK: 'b' } },
        done: { type: 'final' },
      },
    }),
    starts: [{ name: 'default' }],
  };
  const keys = (paths: readonly { initial: string; steps: { event: { type: string }; state: string }[] }[]) =>
    new Set(
      paths.flatMap((path) => {
        let from = path.initial;
        return path.steps.map((step) => {
          const key = `${from}|${step.event.type}|${step.state}`;
          from = step.state;
          return key;
        });
      }),
    );

  it('takes every reachable transition in few walks, a new one only after a final state', () => {
    const paths = getPaths(small, { strategy: 'transitions' });
    const all = analyse(small).transitions.map((t) => `${t.from}|${t.event}|${t.to}`);
    expect(all).toHaveLength(7);
    expect([...keys(paths)].sort()).toEqual([...all].sort());
    // Two ways into the final state: two walks; each earlier walk ends in it.
    expect(paths).toHaveLength(2);
    for (const path of paths.slice(0, -1)) expect(path.target).toBe('done');
    expect(paths.map((path) => path.index)).toEqual([1, 2]);
  });

  it('gives the same walks every time, and for the registry machines covers every transition', () => {
    expect(getPaths(small, { strategy: 'transitions' })).toEqual(
      getPaths(small, { strategy: 'transitions' }),
    );
    for (const model of [toast, search]) {
      const paths = getPaths(model, { strategy: 'transitions' });
      expect(keys(paths).size).toBe(analyse(model).transitions.length);
      expect(JSON.stringify(paths)).toBe(JSON.stringify(getPaths(model, { strategy: 'transitions' })));
    }
  });

  it('leaves out what the binding cannot drive, and the coverage line says so', () => {
    const notDrivable = { STOP: 'no way to stop', 'BACK from c': 'c has no way back' };
    const paths = getPaths(small, { strategy: 'transitions', notDrivable });
    const taken = keys(paths);
    expect(taken).toEqual(new Set(['a|NEXT|b', 'a|STAY|a', 'b|BACK|a', 'b|NEXT|c']));
    const analysis = analyse(small);
    expect(coverageLine(coverage(analysis, paths), analysis, notDrivable)).toBe(
      'small: 3/4 states, 4/7 transitions visited by the browser tests; 3 not drivable in a browser (STOP, BACK from c)',
    );
  });

  it('refuses --from and --to', () => {
    expect(() => getPaths(toast, { strategy: 'transitions', to: 'done' })).toThrow(/--to does not go with/);
    expect(() => getPaths(toast, { strategy: 'transitions', from: 'held' })).toThrow(
      /--from does not go with/,
    );
  });
});
