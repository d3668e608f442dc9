import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph';
import type { MachineModel, MachineStart } from './index.ts';

/**
 * Test paths from the machine registry (issue 23): the pure logic behind `npm run paths`
 * (scripts/paths.ts). Documented in docs/model-based-testing.md; the JSON shape is `PathsJson`.
 */

export type Strategy = 'shortest' | 'simple' | 'transitions';
export const STRATEGIES: readonly Strategy[] = ['shortest', 'simple', 'transitions'];
export type Format = 'text' | 'json' | 'mermaid' | 'playwright';
export const FORMATS: readonly Format[] = ['text', 'json', 'mermaid', 'playwright'];

/** A bad request: the CLI prints the message (one line) and exits non-zero. */
export class PathsError extends Error {}

export interface PathStep {
  event: EventObject;
  /** The state after the event, as a dotted path (`open.results`; parallel regions joined by ` + `). */
  state: string;
}

export interface MachinePath {
  /** 1-based, in the order printed. */
  index: number;
  /** The registry start it walks from. */
  start: string;
  initial: string;
  target: string;
  steps: PathStep[];
}

export interface Transition {
  from: string;
  event: string;
  to: string;
}

export interface Analysis {
  name: string;
  /** Every atomic or final state the machine declares, in declaration order. */
  states: string[];
  /** Every event type the machine declares. */
  events: string[];
  unreachableStates: string[];
  /** States left at once by an `always` transition (not counted in `states`). */
  transient: string[];
  /** Declared events the walk never takes (no sample, or no state where it applies). */
  unusedEvents: string[];
  /** The transitions the walk takes between states (deduplicated). */
  transitions: Transition[];
}

export interface PathOptions {
  strategy?: Strategy;
  from?: string;
  to?: string;
  /** Only these event types are sent. */
  events?: readonly string[];
  limit?: number;
  /** Only these start names (default: all of the machine's starts). */
  starts?: readonly string[];
  /**
   * Further restricts which sample events are sent (a binding's `accepts`); it is told the state
   * the event would be sent in (its dotted label and context).
   */
  accepts?: (event: EventObject, state: { label: string; context: unknown }) => boolean;
  /**
   * What the walk must not send, with why (a binding's `notDrivable`): an event type (`FAILED`) or
   * an event in one state (`TYPE from open.searching`).
   */
  notDrivable?: Readonly<Record<string, string>>;
}

/** Whether `notDrivable` names this event, or this event in this state. */
export function isNotDrivable(
  notDrivable: Readonly<Record<string, string>> | undefined,
  type: string,
  from: string,
): boolean {
  return notDrivable !== undefined && (type in notDrivable || `${type} from ${from}` in notDrivable);
}

/** `open.debouncing`, `a.x + b.y` for parallel states. */
export function stateLabel(value: StateValue): string {
  return leafPaths(value).join(' + ');
}

function leafPaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? [`${prefix}${key}`]
      : leafPaths(child as StateValue, `${prefix}${key}.`),
  );
}

/** Every state a label is in: `open.results` is in `open` and `open.results`. */
export function activeStates(label: string): string[] {
  return label.split(' + ').flatMap((leaf) => {
    const parts = leaf.split('.');
    return parts.map((_, i) => parts.slice(0, i + 1).join('.'));
  });
}

/** All state names (compound ones too) a --from/--to may name, in declaration order. */
export function stateNames(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.path.join('.'));
}

/** The states a machine can rest in: atomic or final, not passed through by an `always`. */
function leafStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => (node.type === 'atomic' || node.type === 'final') && node.always === undefined)
    .map((node) => node.path.join('.'));
}

/** States with eventless (`always`) transitions: passed through, never rested in. */
export function transientStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.always !== undefined)
    .map((node) => node.path.join('.'));
}

export function declaredEvents(machine: AnyStateMachine): string[] {
  return machine.events.filter((type) => !type.startsWith('xstate.'));
}

const defaultSerialize = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context]);

function startSnapshot(model: MachineModel, start: MachineStart): AnyMachineSnapshot {
  // Not started: its entry actions do not run.
  const initial = createActor(model.machine, { input: start.input }).getSnapshot();
  return start.state === undefined
    ? initial
    : model.machine.resolveState({ value: start.state, context: initial.context });
}

function traversal(model: MachineModel, start: MachineStart, options: PathOptions) {
  const input = start.input;
  const allowed = options.events ? new Set(options.events) : null;
  const samples =
    model.events ?? (() => declaredEvents(model.machine).map((type): EventObject => ({ type })));
  return {
    input,
    events: (snapshot: AnyMachineSnapshot) =>
      samples(snapshot).filter(
        (event) =>
          (allowed === null || allowed.has(event.type)) &&
          (options.accepts === undefined ||
            options.accepts(event, { label: stateLabel(snapshot.value), context: snapshot.context })) &&
          !isNotDrivable(options.notDrivable, event.type, stateLabel(snapshot.value)) &&
          snapshot.can(event),
      ),
    serializeState: model.serializeState ?? defaultSerialize,
    fromState: start.state === undefined ? undefined : startSnapshot(model, start),
  };
}

function startsOf(model: MachineModel, options: PathOptions) {
  if (!options.starts) return model.starts;
  for (const name of options.starts)
    if (!model.starts.some((start) => start.name === name))
      throw new PathsError(
        `unknown start "${name}" for ${model.name}; valid starts: ${model.starts.map((s) => s.name).join(', ')}`,
      );
  return model.starts.filter((start) => options.starts?.includes(start.name));
}

/** Walks the machine from each start: which states and transitions it reaches, what it misses. */
export function analyse(model: MachineModel, options: PathOptions = {}): Analysis {
  const reached = new Set<string>();
  const used = new Set<string>();
  const transitions = new Map<string, Transition>();
  for (const start of startsOf(model, options)) {
    const map = getAdjacencyMap(model.machine, traversal(model, start, options));
    for (const vertex of Object.values(map)) {
      const from = stateLabel((vertex.state as AnyMachineSnapshot).value);
      for (const state of activeStates(from)) reached.add(state);
      for (const next of Object.values(vertex.transitions) as {
        event: EventObject;
        state: AnyMachineSnapshot;
      }[]) {
        const to = stateLabel((next.state as AnyMachineSnapshot).value);
        used.add(next.event.type);
        const transition = { from, event: next.event.type, to };
        transitions.set(`${from}|${transition.event}|${to}`, transition);
      }
    }
  }
  const states = leafStates(model.machine);
  const events = declaredEvents(model.machine);
  return {
    name: model.name,
    states,
    events,
    unreachableStates: states.filter((state) => !reached.has(state)),
    transient: transientStates(model.machine),
    unusedEvents: events.filter((event) => !used.has(event)),
    transitions: [...transitions.values()],
  };
}

function checkState(model: MachineModel, flag: string, state: string | undefined) {
  if (state === undefined) return;
  const names = stateNames(model.machine);
  if (!names.includes(state))
    throw new PathsError(
      `unknown state "${state}" for ${flag} in ${model.name}; valid states: ${names.join(', ')}`,
    );
}

/** Checks the options against the machine; throws PathsError with the valid names. */
export function validateOptions(model: MachineModel, options: PathOptions): void {
  checkState(model, '--from', options.from);
  checkState(model, '--to', options.to);
  if (options.events) {
    const events = declaredEvents(model.machine);
    if (options.events.length === 0)
      throw new PathsError(`--events needs at least one name; valid events: ${events.join(', ')}`);
    for (const event of options.events)
      if (!events.includes(event))
        throw new PathsError(`unknown event "${event}" in ${model.name}; valid events: ${events.join(', ')}`);
  }
  if (options.limit !== undefined && (!Number.isInteger(options.limit) || options.limit < 1))
    throw new PathsError(`--limit must be a whole number of 1 or more, not "${options.limit}"`);
  if (options.from !== undefined && options.from === options.to)
    throw new PathsError(`--from and --to name the same state "${options.from}": that path has no steps`);
  if (options.strategy === 'transitions' && (options.from !== undefined || options.to !== undefined))
    throw new PathsError(
      `--${options.from !== undefined ? 'from' : 'to'} does not go with --strategy transitions (its walks start at the machine's start and go where the uncovered transitions are); use shortest or simple`,
    );
  if (options.from !== undefined) {
    const node = getStateNodes(model.machine.root).find((n) => n.path.join('.') === options.from);
    if (node?.type === 'final')
      throw new PathsError(`--from "${options.from}" is a final state: no path leaves it`);
  }
}

type RawPath = { state: AnyMachineSnapshot; steps: { event: EventObject; state: AnyMachineSnapshot }[] };

function toSteps(path: RawPath): PathStep[] {
  return path.steps
    .filter((step) => !step.event.type.startsWith('xstate.'))
    .map((step) => ({ event: step.event, state: stateLabel(step.state.value) }));
}

const matches = (label: string, state: string) => activeStates(label).includes(state);

/** The test paths of a machine, filtered, in a stable order. */
export function getPaths(model: MachineModel, options: PathOptions = {}): MachinePath[] {
  validateOptions(model, options);
  const strategy = options.strategy ?? 'shortest';
  if (strategy === 'transitions') {
    const walks = tour(model, options);
    return (options.limit === undefined ? walks : walks.slice(0, options.limit)).map((path, i) => ({
      ...path,
      index: i + 1,
    }));
  }
  const generate = strategy === 'shortest' ? getShortestPaths : getSimplePaths;
  const found: Omit<MachinePath, 'index'>[] = [];
  for (const start of startsOf(model, options)) {
    const config = traversal(model, start, options);
    const initialLabel = stateLabel(startSnapshot(model, start).value);
    let heads: { prefix: PathStep[]; paths: RawPath[] }[];
    if (options.from !== undefined) {
      const from = options.from;
      const toFrom = (getShortestPaths(model.machine, config) as RawPath[])
        .filter((path) => matches(stateLabel(path.state.value), from))
        .sort((a, b) => a.steps.length - b.steps.length)[0];
      if (!toFrom) continue;
      heads = [
        {
          prefix: toSteps(toFrom),
          paths: generate(model.machine, { ...config, fromState: toFrom.state }) as RawPath[],
        },
      ];
    } else heads = [{ prefix: [], paths: generate(model.machine, config) as RawPath[] }];
    for (const head of heads)
      for (const path of head.paths) {
        const steps = [...head.prefix, ...toSteps(path)];
        const target = stateLabel(path.state.value);
        if (options.from !== undefined && steps.length === head.prefix.length) continue;
        found.push({ start: start.name, initial: initialLabel, target, steps });
      }
  }
  let paths = found;
  if (options.to !== undefined) {
    const to = options.to;
    paths = paths.filter((path) => matches(path.target, to));
  }
  // One path per distinct route: the same events to the same state from another start or walk.
  const seen = new Set<string>();
  paths = paths.filter((path) => {
    const key = `${path.initial}|${path.target}|${path.steps.map((s) => JSON.stringify(s.event)).join(',')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (strategy === 'shortest') {
    // Shortest: one path per target state (the fewest steps; the first start on a tie).
    const best = new Map<string, Omit<MachinePath, 'index'>>();
    for (const path of paths) {
      const current = best.get(path.target);
      if (!current || path.steps.length < current.steps.length) best.set(path.target, path);
    }
    paths = [...best.values()];
  }
  const order = stateNames(model.machine);
  const rank = (label: string) => {
    const i = order.indexOf(label.split(' + ')[0] ?? label);
    return i < 0 ? order.length : i;
  };
  paths.sort((a, b) => rank(a.target) - rank(b.target) || a.steps.length - b.steps.length);
  if (options.limit !== undefined) paths = paths.slice(0, options.limit);
  return paths.map((path, i) => ({ ...path, index: i + 1 }));
}

type Edge = { event: EventObject; to: string; key: string };

/**
 * `--strategy transitions`: few long walks that together take every transition the walk can reach
 * (a greedy tour). From the current state it takes the untaken transition that leaves the most
 * untaken ones reachable after it (ties: the machine's event order), or goes the shortest way to
 * the nearest state that has such a transition; one that ends the walk (into a final state) only
 * when nothing else is left within reach. The next walk starts again at the start. Deterministic:
 * the same machine and options give the same walks.
 */
function tour(model: MachineModel, options: PathOptions): Omit<MachinePath, 'index'>[] {
  const walks: Omit<MachinePath, 'index'>[] = [];
  const covered = new Set<string>();
  for (const start of startsOf(model, options)) {
    const map = getAdjacencyMap(model.machine, traversal(model, start, options));
    const keys = Object.keys(map);
    const first = keys[0];
    if (first === undefined) continue;
    const label = new Map<string, string>();
    const edges = new Map<string, Edge[]>();
    const serialize = model.serializeState ?? defaultSerialize;
    for (const [key, vertex] of Object.entries(map))
      label.set(key, stateLabel((vertex.state as AnyMachineSnapshot).value));
    for (const [key, vertex] of Object.entries(map)) {
      const from = label.get(key) ?? '';
      edges.set(
        key,
        (Object.values(vertex.transitions) as { event: EventObject; state: AnyMachineSnapshot }[])
          .filter((next) => !next.event.type.startsWith('xstate.'))
          .map((next) => {
            const to = serialize(next.state);
            return {
              event: next.event,
              to,
              key: `${from}|${next.event.type}|${stateLabel(next.state.value)}`,
            };
          }),
      );
    }
    /** The untaken transitions reachable from `from` (breadth first). */
    const ahead = (from: string): number => {
      const seen = new Set([from]);
      const queue = [from];
      const untaken = new Set<string>();
      while (queue.length > 0) {
        for (const edge of edges.get(queue.shift() as string) ?? []) {
          if (!covered.has(edge.key)) untaken.add(edge.key);
          if (!seen.has(edge.to)) {
            seen.add(edge.to);
            queue.push(edge.to);
          }
        }
      }
      return untaken.size;
    };
    /** How many untaken transitions are still ahead once this one is taken (0: it ends the walk). */
    const score = (edge: Edge) => {
      const was = covered.has(edge.key);
      covered.add(edge.key);
      const value = ahead(edge.to);
      if (!was) covered.delete(edge.key);
      return value;
    };
    const untakenFrom = (key: string) => (edges.get(key) ?? []).filter((edge) => !covered.has(edge.key));
    /** The best untaken transition from `key`: the most left ahead of it (ties: event order). */
    const bestFrom = (key: string) => {
      let next: Edge | undefined;
      let best = -1;
      for (const edge of untakenFrom(key)) {
        const value = score(edge);
        if (value > best) {
          next = edge;
          best = value;
        }
      }
      return next === undefined ? undefined : { edge: next, ahead: best };
    };
    /**
     * The shortest way from `from` (breadth first, in event order) to a state whose best untaken
     * transition satisfies `wanted`, then that transition.
     */
    const wayTo = (from: string, wanted: (ahead: number) => boolean): Edge[] | null => {
      const previous = new Map<string, { key: string; edge: Edge } | null>([[from, null]]);
      const queue = [from];
      while (queue.length > 0) {
        const key = queue.shift() as string;
        const best = bestFrom(key);
        if (best && wanted(best.ahead)) {
          const way: Edge[] = [best.edge];
          for (let at = previous.get(key); at; at = previous.get(at.key)) way.unshift(at.edge);
          return way;
        }
        for (const edge of edges.get(key) ?? [])
          if (!previous.has(edge.to)) {
            previous.set(edge.to, { key, edge });
            queue.push(edge.to);
          }
      }
      return null;
    };
    const initial = label.get(first) ?? '';
    while (ahead(first) > 0) {
      const steps: PathStep[] = [];
      let at = first;
      for (;;) {
        // A transition after which the walk goes on, else the way to one, else one that ends it.
        const way = wayTo(at, (left) => left > 0) ?? wayTo(at, () => true);
        if (!way) break;
        for (const edge of way) {
          covered.add(edge.key);
          steps.push({ event: edge.event, state: label.get(edge.to) ?? '' });
          at = edge.to;
        }
      }
      if (steps.length === 0) break;
      walks.push({ start: start.name, initial, target: label.get(at) ?? '', steps });
    }
  }
  return walks;
}

/** `TYPE (query: "toast")`: the event and its payload, short. */
export function describeEvent(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const parts = Object.entries(payload).map(([key, value]) => {
    const text = JSON.stringify(value) ?? 'undefined';
    return `${key}: ${text.length > 40 ? `${text.slice(0, 37)}...` : text}`;
  });
  return parts.length ? `${type} (${parts.join(', ')})` : type;
}

export function describePath(path: MachinePath): string {
  if (path.steps.length === 0) return `starts in ${path.initial}`;
  if (path.steps.length > 6)
    return `walks ${path.steps.length} steps from ${path.initial} to ${path.target}, ${new Set(path.steps.map((step) => step.event.type)).size} kinds of event`;
  return `reaches ${path.target} by ${path.steps.map((step) => step.event.type).join(' → ')}`;
}

export function formatText(model: MachineModel, paths: readonly MachinePath[], strategy: Strategy): string {
  const lines = [`${model.name}: ${paths.length} ${strategy} path${paths.length === 1 ? '' : 's'}`];
  for (const path of paths) {
    lines.push('', `Path ${path.index}: ${describePath(path)}`);
    lines.push(`   start: ${path.initial}${model.starts.length > 1 ? ` (${path.start})` : ''}`);
    path.steps.forEach((step, i) => {
      lines.push(`   ${String(i + 1).padStart(2)}. ${describeEvent(step.event)} → ${step.state}`);
    });
  }
  if (paths.length === 0) lines.push('', 'No path matches these filters.');
  return lines.join('\n');
}

/** The JSON shape other tools read (docs/model-based-testing.md, "JSON"). */
export interface PathsJson {
  format: 'ordna.paths/1';
  machine: string;
  strategy: Strategy;
  filters: { from: string | null; to: string | null; events: string[] | null; limit: number | null };
  states: string[];
  events: string[];
  paths: {
    index: number;
    start: string;
    initial: string;
    target: string;
    description: string;
    steps: { event: EventObject; state: string }[];
  }[];
}

export function toJson(model: MachineModel, paths: readonly MachinePath[], options: PathOptions): PathsJson {
  return {
    format: 'ordna.paths/1',
    machine: model.name,
    strategy: options.strategy ?? 'shortest',
    filters: {
      from: options.from ?? null,
      to: options.to ?? null,
      events: options.events ? [...options.events] : null,
      limit: options.limit ?? null,
    },
    states: leafStates(model.machine),
    events: declaredEvents(model.machine),
    paths: paths.map((path) => ({
      index: path.index,
      start: path.start,
      initial: path.initial,
      target: path.target,
      description: describePath(path),
      steps: path.steps.map((step) => ({ event: step.event, state: step.state })),
    })),
  };
}

const mermaidId = (label: string) => label.replace(/[^A-Za-z0-9]/g, '_');

/** A Mermaid state diagram of the walked machine; the given path's states and steps highlighted. */
export function formatMermaid(
  model: MachineModel,
  analysis: Analysis,
  path: MachinePath | undefined,
): string {
  const lines = ['stateDiagram-v2'];
  if (path) lines.push(`  %% path ${path.index}: ${describePath(path)}`);
  const labels = new Set<string>([...analysis.transitions.flatMap((t) => [t.from, t.to])]);
  const initials = new Set(model.starts.map((start) => stateLabel(startSnapshot(model, start).value)));
  for (const initial of initials) labels.add(initial);
  const onPath = new Map<string, number[]>();
  if (path) {
    let from = path.initial;
    path.steps.forEach((step, i) => {
      const key = `${from}|${step.event.type}|${step.state}`;
      onPath.set(key, [...(onPath.get(key) ?? []), i + 1]);
      from = step.state;
    });
    labels.add(path.initial);
  }
  for (const label of [...labels, ...analysis.unreachableStates])
    lines.push(`  state "${label}" as ${mermaidId(label)}`);
  for (const initial of initials) lines.push(`  [*] --> ${mermaidId(initial)}`);
  for (const t of analysis.transitions) {
    const steps = onPath.get(`${t.from}|${t.event}|${t.to}`);
    const label = steps ? `${t.event} ★ step ${steps.join(', ')}` : t.event;
    lines.push(`  ${mermaidId(t.from)} --> ${mermaidId(t.to)}: ${label}`);
  }
  lines.push('  classDef onPath fill:#fde68a,stroke:#b45309,stroke-width:3px');
  lines.push('  classDef unreachable fill:#fecaca,stroke:#b91c1c,stroke-dasharray:4');
  if (path) {
    const visited = new Set([path.initial, ...path.steps.map((step) => step.state)]);
    lines.push(`  class ${[...visited].map(mermaidId).join(',')} onPath`);
  }
  if (analysis.unreachableStates.length)
    lines.push(`  class ${analysis.unreachableStates.map(mermaidId).join(',')} unreachable`);
  return lines.join('\n');
}

/** What a binding file offers, without Playwright (the CLI reads it from the binding). */
export interface BindingShape {
  states: readonly string[];
  events: readonly string[];
}

/** The states on the paths that the binding cannot check, and the events it cannot cause. */
export function unboundNames(paths: readonly MachinePath[], binding: BindingShape) {
  const states = new Set<string>();
  const events = new Set<string>();
  for (const path of paths) {
    for (const label of [path.initial, ...path.steps.map((s) => s.state)])
      if (!binding.states.includes(label)) states.add(label);
    for (const step of path.steps) if (!binding.events.includes(step.event.type)) events.add(step.event.type);
  }
  return { states: [...states], events: [...events] };
}

export interface GeneratedSpec {
  file: string;
  content: string;
}

/** One Playwright spec per path; each checks every state it passes with the binding. */
export function formatPlaywright(
  model: MachineModel,
  paths: readonly MachinePath[],
  bindingImport: string,
  command: string,
): GeneratedSpec[] {
  const helpers = bindingImport.replace(/[^/]+\.binding\.ts$/, 'binding.ts');
  return paths.map((path) => {
    const lines = [
      `// Generated by \`${command}\` from src/machines/index.ts and the binding below.`,
      '// Do not edit: change the machine or the binding and run `npm run gen:paths`.',
      "import { test } from '@playwright/test';",
      `import { check, step } from '${helpers}';`,
      `import { binding } from '${bindingImport}';`,
      '',
      `test(${JSON.stringify(`${model.name} path ${path.index}: ${describePath(path)}`)}, async ({ page }) => {`,
      '  await binding.start(page);',
      `  await check(binding, page, ${JSON.stringify(path.initial)});`,
    ];
    for (const s of path.steps) {
      lines.push(`  await step(binding, page, ${JSON.stringify(s.event)});`);
      lines.push(`  await check(binding, page, ${JSON.stringify(s.state)});`);
    }
    lines.push('});', '');
    return { file: `${model.name}-${path.index}.spec.ts`, content: lines.join('\n') };
  });
}

export interface Coverage {
  machine: string;
  states: { visited: number; total: number };
  transitions: { visited: number; total: number };
}

/** How many of the machine's states and walked transitions the paths visit. */
export function coverage(analysis: Analysis, paths: readonly MachinePath[]): Coverage {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of paths) {
    let from = path.initial;
    for (const state of activeStates(from)) states.add(state);
    for (const step of path.steps) {
      transitions.add(`${from}|${step.event.type}|${step.state}`);
      for (const state of activeStates(step.state)) states.add(state);
      from = step.state;
    }
  }
  const known = new Set(analysis.transitions.map((t) => `${t.from}|${t.event}|${t.to}`));
  return {
    machine: analysis.name,
    states: { visited: analysis.states.filter((s) => states.has(s)).length, total: analysis.states.length },
    transitions: { visited: [...transitions].filter((t) => known.has(t)).length, total: known.size },
  };
}

/**
 * `toast: 4/5 states, 3/8 transitions visited by the browser tests`; with the binding's
 * `notDrivable` (and the walked analysis), how many transitions it leaves out, and their names.
 */
export function coverageLine(
  c: Coverage,
  analysis?: Analysis,
  notDrivable?: Readonly<Record<string, string>>,
): string {
  const line = `${c.machine}: ${c.states.visited}/${c.states.total} states, ${c.transitions.visited}/${c.transitions.total} transitions visited by the browser tests`;
  const names = Object.keys(notDrivable ?? {});
  if (!analysis || names.length === 0) return line;
  const left = analysis.transitions.filter((t) => isNotDrivable(notDrivable, t.event, t.from)).length;
  return `${line}; ${left} not drivable in a browser (${names.join(', ')})`;
}

/**
 * Greedy choice of at most `limit` paths covering the most transitions (then states): the
 * generated browser specs stay few.
 */
export function selectForCoverage(paths: readonly MachinePath[], limit: number): MachinePath[] {
  const chosen: MachinePath[] = [];
  const covered = new Set<string>();
  const keysOf = (path: MachinePath) => {
    const keys: string[] = [];
    let from = path.initial;
    for (const step of path.steps) {
      keys.push(`${from}|${step.event.type}|${step.state}`, `state:${step.state}`);
      from = step.state;
    }
    return keys;
  };
  const pool = [...paths];
  while (chosen.length < limit && pool.length > 0) {
    let best = -1;
    let bestGain = 0;
    pool.forEach((path, i) => {
      const gain = new Set(keysOf(path).filter((key) => !covered.has(key))).size;
      if (gain > bestGain) {
        best = i;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    const [path] = pool.splice(best, 1);
    if (!path) break;
    chosen.push(path);
    for (const key of keysOf(path)) covered.add(key);
  }
  return chosen.map((path, i) => ({ ...path, index: i + 1 }));
}

/** The machine list: name, states, events, path counts, and what the walk misses. */
export function formatList(models: readonly MachineModel[]): string {
  const rows = models.map((model) => {
    const analysis = analyse(model);
    const shortest = getPaths(model, { strategy: 'shortest' }).length;
    const problems = [
      ...analysis.unreachableStates.map((s) => `unreachable state ${s}`),
      ...analysis.unusedEvents.map((e) => `event ${e} never taken`),
    ];
    return [
      model.name,
      String(analysis.states.length),
      String(analysis.events.length),
      String(analysis.transitions.length),
      String(shortest),
      problems.length ? `⚠ ${problems.join('; ')}` : model.description,
    ];
  });
  const header = ['machine', 'states', 'events', 'transitions', 'shortest paths', 'description'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const render = (row: string[]) =>
    row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ');
  return [
    render(header),
    ...rows.map(render),
    '',
    'Run `npm run paths -- <machine>` for its paths, `--help` for the options.',
  ].join('\n');
}
