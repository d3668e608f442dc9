import { useCallback, useEffect, useRef, useState } from 'react';
import type { Actor } from 'xstate';
import type {
  CreateCompanyContext,
  CreateCompanyEvent,
  CreateCompanyStep,
  createCompanyMachine,
} from '../../machines/createCompany/createCompany.machine.ts';

export type CreateCompanyState = 'welcome' | 'details' | 'submitting' | 'submitted';

export interface CreateCompanyEffects {
  saveStep: (step: CreateCompanyStep) => void;
  clearDraft: () => void;
  /** Validates and sends the form, then answers with INVALID, SUCCEEDED or FAILED. */
  submitForm: (send: (event: CreateCompanyEvent) => void) => void;
}

type FlowActor = Actor<typeof createCompanyMachine>;

/** The machine and XState (12 KB gzip) load on the first interaction, not with the page. */
const loadFlow = () =>
  Promise.all([import('../../machines/createCompany/createCompany.machine.ts'), import('xstate')]);

/**
 * The company form's steps, run by its machine (src/machines/createCompany) once it has loaded.
 * Until then the page shows the state the machine starts in (the draft's step, with no errors):
 * its `resuming` state goes straight there and only user events move it on, so the page can start
 * without XState (the front door's 90 KB budget) and load it when the visitor first touches the
 * page (`prepare`: a focus or pointer down). An event sent before it has loaded waits for it.
 */
export function useCreateCompanyFlow(
  step: CreateCompanyStep,
  effects: CreateCompanyEffects,
): {
  state: CreateCompanyState;
  context: CreateCompanyContext;
  send: (event: CreateCompanyEvent) => void;
  prepare: () => void;
} {
  const [view, setView] = useState<{ state: CreateCompanyState; context: CreateCompanyContext }>(() => ({
    state: step,
    context: { startStep: step, accountId: null, fieldErrors: {}, error: null },
  }));
  // The machine's actions are bound once; they call the page's latest effects.
  const latest = useRef(effects);
  latest.current = effects;
  const actor = useRef<Promise<FlowActor> | null>(null);

  const start = useCallback((): Promise<FlowActor> => {
    if (actor.current) return actor.current;
    actor.current = loadFlow().then(([{ createCompanyMachine }, { createActor }]) => {
      const flow = createActor(
        createCompanyMachine.provide({
          actions: {
            saveStep: (_args, params) => latest.current.saveStep(params.step),
            clearDraft: () => latest.current.clearDraft(),
            submitForm: ({ self }) => latest.current.submitForm((event) => self.send(event)),
          },
        }),
        { input: { step } },
      );
      flow.subscribe((snapshot) =>
        setView({ state: snapshot.value as CreateCompanyState, context: snapshot.context }),
      );
      return flow.start();
    });
    return actor.current;
  }, [step]);

  useEffect(
    () => () => {
      // Unmounted (or StrictMode's trial unmount): stop a started machine; the next use starts anew.
      void actor.current?.then((flow) => flow.stop());
      actor.current = null;
    },
    [],
  );

  const send = useCallback(
    (event: CreateCompanyEvent) => void start().then((flow) => flow.send(event)),
    [start],
  );
  const prepare = useCallback(() => void start(), [start]);
  return { ...view, send, prepare };
}
