import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  type CreateCompanyEvent,
  type CreateCompanyStep,
  createCompanyMachine,
} from './createCompany.machine.ts';

const SAMPLES: Record<string, CreateCompanyEvent> = {
  INVALID: { type: 'INVALID', fieldErrors: { orgNumber: 'bad' } },
  SUCCEEDED: { type: 'SUCCEEDED', accountId: 'acc-1' },
  FAILED: { type: 'FAILED', fieldErrors: {}, error: 'There was an error' },
};

describe('create-company flow model', () => {
  for (const step of ['welcome', 'details'] as CreateCompanyStep[]) {
    const model = createTestModel(createCompanyMachine, {
      input: { step },
      events: (snapshot) =>
        createCompanyMachine.events
          .filter((type) => !type.startsWith('xstate.'))
          .map((type) => SAMPLES[type] ?? ({ type } as CreateCompanyEvent))
          .filter((event) => snapshot.can(event)),
    });
    for (const path of model.getShortestPaths()) {
      it(`from ${step}: ${path.description}`, async () => {
        const saved: CreateCompanyStep[] = [];
        let submissions = 0;
        let cleared = false;
        const actor = createActor(
          createCompanyMachine.provide({
            actions: {
              saveStep: (_args, params) => saved.push(params.step),
              submitForm: () => {
                submissions += 1;
              },
              clearDraft: () => {
                cleared = true;
              },
            },
          }),
          { input: { step } },
        ).start();
        await path.test({
          states: {
            welcome: () => expect(saved.at(-1)).toBe('welcome'),
            details: () => expect(saved.at(-1)).toBe('details'),
            submitting: () => expect(submissions).toBeGreaterThan(0),
            submitted: () => {
              expect(actor.getSnapshot().context.accountId).toBe('acc-1');
              expect(cleared).toBe(true);
            },
          },
          events: {
            START: ({ event }) => void actor.send(event as CreateCompanyEvent),
            BACK: ({ event }) => void actor.send(event as CreateCompanyEvent),
            SUBMIT: ({ event }) => void actor.send(event as CreateCompanyEvent),
            INVALID: ({ event }) => void actor.send(event as CreateCompanyEvent),
            SUCCEEDED: ({ event }) => void actor.send(event as CreateCompanyEvent),
            FAILED: ({ event }) => void actor.send(event as CreateCompanyEvent),
          },
        });
        expect(actor.getSnapshot().value).toEqual(path.state.value);
      });
    }
  }

  it('keeps the field errors of a refused submission on the details step', () => {
    const actor = createActor(createCompanyMachine, { input: { step: 'details' } }).start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'INVALID', fieldErrors: { phone: 'Enter a valid phone number' } });
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phone: 'Enter a valid phone number' });
  });
});
