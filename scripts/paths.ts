// `npm run paths -- <machine> [options]`: the test paths of the product's machines (issue 23).
// Pure logic in src/machines/paths.ts; tutorial in docs/model-based-testing.md.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { EventObject } from 'xstate';
import { findMachine, MACHINES } from '../src/machines/index.ts';
import {
  analyse,
  coverage,
  coverageLine,
  FORMATS,
  type Format,
  formatList,
  formatMermaid,
  formatPlaywright,
  formatText,
  getPaths,
  type PathOptions,
  PathsError,
  STRATEGIES,
  type Strategy,
  selectForCoverage,
  toJson,
  unboundNames,
} from '../src/machines/paths.ts';

export const HELP = `npm run paths -- [<machine>] [options]

Prints the test paths of one of the product's XState machines (src/machines/index.ts lists them).
Without a machine it lists the machines with their state, event, transition and path counts, and
reports unreachable states and events the walk never takes.

Options:
  --strategy shortest|simple|transitions
                               shortest: one shortest path to each state (default);
                               simple: every path that visits no state twice;
                               transitions: few long walks that take every reachable transition
                               (a greedy tour; a new walk only after a final state); no --from/--to
  --format text|json|mermaid|playwright
                               text: numbered steps "event → state" (default)
                               json: the stable shape "ordna.paths/1" (docs/model-based-testing.md)
                               mermaid: a state diagram, the first chosen path highlighted
                               playwright: one spec per path, for a machine with a binding file
                               (tests/e2e/bindings/<machine>.binding.ts); only bound events are walked
  --from <state>               only paths through this state (reached by its shortest path)
  --to <state>                 only paths ending in this state (or inside it)
  --events <a,b,...>           only send these events (comma-separated)
  --limit <n>                  at most n paths
  --out <dir>                  where --format playwright writes (default tests/e2e/generated)
  --coverage                   with --format playwright: choose the paths covering the most
                               transitions (up to --limit) instead of the first ones
  -h, --help                   this text

States are dotted paths (open.results). Examples:
  npm run paths                                       # the machines
  npm run paths -- toast                              # shortest paths of the toast
  npm run paths -- searchPalette --to open.results    # how to reach the results
  npm run paths -- menuEditing --strategy simple --events ADD,ADDED,FOCUS_DUE --limit 5
  npm run paths -- posLayout --format json > paths.json
  npm run paths -- searchPalette --strategy transitions   # one walk through every transition
  npm run paths -- toast --format mermaid --to done   # paste into a Markdown file
  npm run paths -- toast --format playwright --limit 2 --out /tmp/specs`;

/** What a binding module exports (tests/e2e/bindings/binding.ts has the full type). */
interface LoadedBinding {
  machine: string;
  starts?: readonly string[];
  states: Record<string, unknown>;
  events: Record<string, unknown>;
  accepts?: (event: EventObject, state: { label: string; context: unknown }) => boolean;
  notDrivable?: Readonly<Record<string, string>>;
}

export function bindingPath(machine: string): string {
  return join('tests', 'e2e', 'bindings', `${machine}.binding.ts`);
}

export async function loadBinding(machine: string): Promise<LoadedBinding | null> {
  const file = bindingPath(machine);
  if (!existsSync(file)) return null;
  const loaded = (await import(pathToFileURL(join(process.cwd(), file)).href)) as { binding?: LoadedBinding };
  if (!loaded.binding) throw new PathsError(`${file} exports no "binding"`);
  return loaded.binding;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function oneOf<T extends string>(
  flag: string,
  value: string | undefined,
  valid: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if (!(valid as readonly string[]).includes(value))
    throw new PathsError(`unknown ${flag} "${value}"; valid: ${valid.join(', ')}`);
  return value as T;
}

/** The CLI without process globals: tests call it directly. */
export async function runPaths(argv: readonly string[]): Promise<CliResult> {
  const out: string[] = [];
  try {
    let parsed: ReturnType<typeof parse>;
    try {
      parsed = parse(argv);
    } catch (error) {
      throw new PathsError(`${(error as Error).message.split('\n')[0]}; see --help`);
    }
    const { values, positionals } = parsed;
    if (values.help) return { code: 0, stdout: `${HELP}\n`, stderr: '' };
    if (positionals.length > 1)
      throw new PathsError(
        `one machine at a time, not ${positionals.join(', ')}; valid machines: ${MACHINES.map((m) => m.name).join(', ')}`,
      );
    const name = positionals[0];
    if (name === undefined) {
      const used = ['strategy', 'format', 'from', 'to', 'events', 'limit', 'out', 'coverage'].filter(
        (key) => values[key as keyof typeof values] !== undefined,
      );
      if (used.length)
        throw new PathsError(
          `--${used[0]} needs a machine; valid machines: ${MACHINES.map((m) => m.name).join(', ')}`,
        );
      return { code: 0, stdout: `${formatList(MACHINES)}\n`, stderr: '' };
    }
    const model = findMachine(name);
    if (!model)
      throw new PathsError(
        `unknown machine "${name}"; valid machines: ${MACHINES.map((m) => m.name).join(', ')}`,
      );
    const strategy: Strategy = oneOf('--strategy', values.strategy, STRATEGIES) ?? 'shortest';
    const format: Format = oneOf('--format', values.format, FORMATS) ?? 'text';
    if (values.out !== undefined && format !== 'playwright')
      throw new PathsError('--out only goes with --format playwright');
    if (values.coverage && format !== 'playwright')
      throw new PathsError('--coverage only goes with --format playwright');
    if (values.limit !== undefined && !/^\d+$/.test(values.limit))
      throw new PathsError(`--limit must be a whole number of 1 or more, not "${values.limit}"`);
    const options: PathOptions = {
      strategy,
      from: values.from,
      to: values.to,
      events: values.events
        ?.split(',')
        .map((e) => e.trim())
        .filter(Boolean),
      limit: values.limit === undefined ? undefined : Number(values.limit),
    };
    const analysis = analyse(model);
    const warnings = [
      ...analysis.unreachableStates.map((s) => `warning: ${model.name} has an unreachable state: ${s}`),
      ...analysis.unusedEvents.map((e) => `warning: ${model.name}: no walk takes the event ${e}`),
    ];
    if (format === 'playwright') {
      const binding = await loadBinding(model.name);
      if (!binding)
        throw new PathsError(
          `${model.name} has no binding file ${bindingPath(model.name)}; machines with one: ${(await boundMachines()).join(', ') || 'none'}`,
        );
      const boundEvents = Object.keys(binding.events);
      if (options.events) {
        const unbound = options.events.filter((e) => !boundEvents.includes(e));
        if (unbound.length)
          throw new PathsError(
            `--events ${unbound.join(', ')} not bound in ${bindingPath(model.name)}; bound events: ${boundEvents.join(', ')}`,
          );
      }
      const all = getPaths(model, {
        ...options,
        limit: values.coverage ? undefined : options.limit,
        events: options.events ?? boundEvents,
        starts: binding.starts,
        accepts: binding.accepts,
        notDrivable: binding.notDrivable,
      });
      const paths = values.coverage ? selectForCoverage(all, options.limit ?? all.length) : all;
      const missing = unboundNames(paths, { states: Object.keys(binding.states), events: boundEvents });
      if (missing.states.length)
        throw new PathsError(
          `${bindingPath(model.name)} cannot check the states ${missing.states.join(', ')}; add them to its "states"`,
        );
      const dir = values.out ?? join('tests', 'e2e', 'generated');
      mkdirSync(dir, { recursive: true });
      for (const file of readdirSync(dir))
        if (file.startsWith(`${model.name}-`) && file.endsWith('.spec.ts')) rmSync(join(dir, file));
      const importPath = relative(dir, bindingPath(model.name)).split('\\').join('/');
      const command = `npm run paths -- ${argv.join(' ')}`;
      const specs = formatPlaywright(
        model,
        paths,
        importPath.startsWith('.') ? importPath : `./${importPath}`,
        command,
      );
      for (const spec of specs) {
        writeFileSync(join(dir, spec.file), spec.content);
        out.push(`wrote ${join(dir, spec.file)}`);
      }
      const walked = analyse(model, { starts: binding.starts });
      out.push(coverageLine(coverage(walked, paths), walked, binding.notDrivable));
      for (const [what, why] of Object.entries(binding.notDrivable ?? {}))
        out.push(`  not drivable: ${what}: ${why}`);
      return { code: 0, stdout: `${out.join('\n')}\n`, stderr: warnings.map((w) => `${w}\n`).join('') };
    }
    const paths = getPaths(model, options);
    let text: string;
    if (format === 'json') text = JSON.stringify(toJson(model, paths, options), null, 2);
    else if (format === 'mermaid') text = formatMermaid(model, analysis, paths[0]);
    else text = formatText(model, paths, strategy);
    return { code: 0, stdout: `${text}\n`, stderr: warnings.map((w) => `${w}\n`).join('') };
  } catch (error) {
    if (error instanceof PathsError) return { code: 2, stdout: '', stderr: `paths: ${error.message}\n` };
    throw error;
  }
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      strategy: { type: 'string' },
      format: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      events: { type: 'string' },
      limit: { type: 'string' },
      out: { type: 'string' },
      coverage: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

export async function boundMachines(): Promise<string[]> {
  const dir = join('tests', 'e2e', 'bindings');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.binding.ts'))
    .map((file) => file.replace(/\.binding\.ts$/, ''))
    .sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runPaths(process.argv.slice(2));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
