import type { Page } from '@playwright/test';
import type { EventObject } from 'xstate';

/** An event with its sample payload, as the generated specs pass it. */
export type SampleEvent = EventObject & Record<string, unknown>;

/**
 * How a machine's paths run in the browser (issue 23; docs/model-based-testing.md): for each state,
 * how to check it on the page; for each event, how to cause it. `npm run paths -- <machine>
 * --format playwright` walks only the bound events and writes one spec per path into
 * tests/e2e/generated, each calling `start`, then `check` and `step` along its path.
 */
export interface Binding {
  /** The registry name (src/machines/index.ts). */
  machine: string;
  /** The registry starts the browser begins in (default: all of the machine's starts). */
  starts?: readonly string[];
  /**
   * Which sample events the browser can cause (default: every sample of a bound type), told the
   * state it would be sent in (its dotted label and the machine's context).
   */
  accepts?: (event: EventObject, state: { label: string; context: unknown }) => boolean;
  /**
   * What the browser cannot cause honestly, with why: an event type (`FAILED`: a network failure)
   * or an event in one state (`TYPE from open.searching`: the request lasts a moment). The walks
   * leave them out; the coverage line names them.
   */
  notDrivable?: Readonly<Record<string, string>>;
  /** Brings the page to the machine's start state (log in, open the screen). */
  start: (page: Page) => Promise<void>;
  /** Checks that the page shows the state; throws (an `expect`) when it does not. */
  states: Record<string, (page: Page) => Promise<void>>;
  /** Causes the event in the browser (the sample event, with its payload, is passed). */
  events: Record<string, (page: Page, event: SampleEvent) => Promise<void>>;
}

/** A generated spec's state check. */
export async function check(binding: Binding, page: Page, state: string): Promise<void> {
  const run = binding.states[state];
  if (!run) throw new Error(`${binding.machine} binding cannot check the state ${state}`);
  await run(page);
}

/** A generated spec's event. */
export async function step(binding: Binding, page: Page, event: SampleEvent): Promise<void> {
  const run = binding.events[event.type];
  if (!run) throw new Error(`${binding.machine} binding cannot cause the event ${event.type}`);
  await run(page, event);
}
