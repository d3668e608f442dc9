import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { OnboardingFacts, OnboardingPage } from '../../domain/onboarding.ts';
import { onboardingMachine } from './onboarding.machine.ts';
import type { OnboardingEvent, RecordRequest, SubmitRequest } from './onboarding.types.ts';

const START: OnboardingFacts = { steps: [], confirmed: [], skipped: [] };
const ALMOST: OnboardingFacts = {
  steps: ['FILLED_IN_COMPANY_INFORMATION'],
  confirmed: ['account', 'integrations', 'licenses'],
  skipped: ['stations'],
};
const ALL: OnboardingFacts = {
  ...ALMOST,
  steps: [...ALMOST.steps, 'ADDED_CATEGORIES', 'ADDED_PRODUCTS', 'CREATED_POS_LAYOUT', 'FIRST_SALE'],
};

const SAMPLES: OnboardingEvent[] = [
  { type: 'OPEN', page: 'productLibrary' },
  { type: 'OPEN', page: 'account' },
  { type: 'STATUS', facts: ALL },
  { type: 'CONTINUE' },
  { type: 'SUBMITTED', facts: { ...START, steps: ['FILLED_IN_COMPANY_INFORMATION'] } },
  { type: 'INVALID' },
  { type: 'SKIP' },
  { type: 'RECORDED', facts: ALMOST },
  { type: 'FAILED', error: 'offline' },
];

describe('onboarding machine model', () => {
  const machine = onboardingMachine;
  const model = createTestModel(machine, {
    input: { facts: START },
    events: (snapshot) => SAMPLES.filter((event) => snapshot.can(event)),
  });

  const paths = model.getShortestPaths();
  it('walks paths to every state', () => expect(paths.length).toBeGreaterThan(3));
  for (const path of paths) {
    it(path.description, async () => {
      const recorded: RecordRequest[] = [];
      const submitted: SubmitRequest[] = [];
      const actor = createActor(
        machine.provide({
          actions: {
            record: (_args, params: RecordRequest) => void recorded.push(params),
            submit: (_args, params: SubmitRequest) => void submitted.push(params),
          },
        }),
        { input: { facts: START } },
      ).start();
      await path.test({
        states: {
          showing: (state) => {
            const { context } = actor.getSnapshot();
            expect(context.page).toBe(state.context.page);
            expect(context.refused).toBe(state.context.refused);
            expect(context.page).not.toBeNull();
          },
          saving: () => expect(recorded.at(-1)?.page).toBe(actor.getSnapshot().context.page),
          submitting: () => expect(submitted.at(-1)?.page).toBe(actor.getSnapshot().context.page),
          finished: () => expect(actor.getSnapshot().context.page).toBeNull(),
        },
        events: Object.fromEntries(
          SAMPLES.map((event) => [
            event.type,
            (step: { event: OnboardingEvent }) => void actor.send(step.event),
          ]),
        ),
      });
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    });
  }

  it('resumes at the first open page, refuses a page ahead and skips on', () => {
    const recorded: RecordRequest[] = [];
    const actor = createActor(
      machine.provide({ actions: { record: (_args, params: RecordRequest) => void recorded.push(params) } }),
      { input: { facts: { ...START, confirmed: ['account'] } } },
    ).start();
    expect(actor.getSnapshot().context.page).toBe<OnboardingPage>('information');
    actor.send({ type: 'OPEN', page: 'licenses' });
    expect(actor.getSnapshot().context).toMatchObject({ page: 'information', refused: 'licenses' });
    actor.send({ type: 'SKIP' });
    expect(recorded).toEqual([{ kind: 'PAGE_SKIPPED', page: 'information' }]);
    actor.send({ type: 'RECORDED', facts: { ...START, confirmed: ['account'], skipped: ['information'] } });
    expect(actor.getSnapshot().context.page).toBe('stations');
  });

  it('moves on without recording when the data already did the page', () => {
    const recorded: RecordRequest[] = [];
    const actor = createActor(
      machine.provide({ actions: { record: (_args, params: RecordRequest) => void recorded.push(params) } }),
      { input: { facts: ALMOST } },
    ).start();
    expect(actor.getSnapshot().context.page).toBe('productLibrary');
    actor.send({ type: 'STATUS', facts: ALL });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'SUBMITTED', facts: ALL });
    expect(recorded).toEqual([]);
    expect(actor.getSnapshot().value).toBe('finished');
  });

  it('saves the page on Continue: a refused form stays, a saved one is done by its data', () => {
    const recorded: RecordRequest[] = [];
    const submitted: SubmitRequest[] = [];
    const actor = createActor(
      machine.provide({
        actions: {
          record: (_args, params: RecordRequest) => void recorded.push(params),
          submit: (_args, params: SubmitRequest) => void submitted.push(params),
        },
      }),
      { input: { facts: { ...START, confirmed: ['account'] } } },
    ).start();
    actor.send({ type: 'CONTINUE' });
    expect(submitted).toEqual([{ page: 'information' }]);
    actor.send({ type: 'INVALID' });
    expect(actor.getSnapshot().context).toMatchObject({ page: 'information', error: null });
    expect(recorded).toEqual([]);
    actor.send({ type: 'CONTINUE' });
    actor.send({
      type: 'SUBMITTED',
      facts: { ...START, confirmed: ['account'], steps: ['FILLED_IN_COMPANY_INFORMATION'] },
    });
    // Done by the saved data: nothing to confirm, on to the next page.
    expect(recorded).toEqual([]);
    expect(actor.getSnapshot().context.page).toBe('stations');
  });

  it('confirms a page without data of its own after saving it, and a done page reopens', () => {
    const recorded: RecordRequest[] = [];
    const actor = createActor(
      machine.provide({
        actions: { record: (_args, params: RecordRequest) => void recorded.push(params) },
      }),
      { input: { facts: START } },
    ).start();
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'SUBMITTED', facts: START });
    expect(recorded).toEqual([{ kind: 'PAGE_COMPLETED', page: 'account' }]);
    actor.send({ type: 'RECORDED', facts: { ...START, confirmed: ['account'] } });
    expect(actor.getSnapshot().context.page).toBe('information');
    actor.send({ type: 'OPEN', page: 'account' });
    expect(actor.getSnapshot().context).toMatchObject({ page: 'account', refused: null });
  });
});
