// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CreateCompanyEvent,
  CreateCompanyStep,
} from '../../machines/createCompany/createCompany.machine.ts';
import { type CreateCompanyEffects, useCreateCompanyFlow } from './useCreateCompanyFlow.ts';

/** Effects that record what the machine asked for; `answer` is what a submission sends back. */
function recorder(answer: CreateCompanyEvent) {
  const log = { saved: [] as CreateCompanyStep[], submissions: 0, cleared: 0 };
  const effects: CreateCompanyEffects = {
    saveStep: (step) => log.saved.push(step),
    clearDraft: () => {
      log.cleared += 1;
    },
    submitForm: (send) => {
      log.submissions += 1;
      queueMicrotask(() => send(answer));
    },
  };
  return { log, effects };
}

describe('useCreateCompanyFlow (the company form without XState up front)', () => {
  afterEach(cleanup);

  it.each(['welcome', 'details'] as const)(
    'shows the draft step (%s) before the machine has loaded, with no errors',
    (step) => {
      const { effects, log } = recorder({ type: 'SUCCEEDED', accountId: 'acc-1' });
      const { result } = renderHook(() => useCreateCompanyFlow(step, effects));
      expect(result.current.state).toBe(step);
      expect(result.current.context).toMatchObject({ fieldErrors: {}, error: null, accountId: null });
      // Nothing loaded or saved until the visitor does something.
      expect(log.saved).toEqual([]);
    },
  );

  it('runs an event sent before the machine loaded, then the whole flow to submitted', async () => {
    const { effects, log } = recorder({ type: 'SUCCEEDED', accountId: 'acc-1' });
    const { result } = renderHook(() => useCreateCompanyFlow('welcome', effects), { wrapper: StrictMode });
    act(() => result.current.send({ type: 'START' }));
    await waitFor(() => expect(result.current.state).toBe('details'));
    expect(log.saved).toEqual(['welcome', 'details']);
    act(() => result.current.send({ type: 'SUBMIT' }));
    await waitFor(() => expect(result.current.state).toBe('submitted'));
    expect(result.current.context.accountId).toBe('acc-1');
    expect(log).toMatchObject({ submissions: 1, cleared: 1 });
  });

  it('keeps a refused submission on the details step with its field errors', async () => {
    const { effects } = recorder({ type: 'INVALID', fieldErrors: { phone: 'Enter a valid phone number' } });
    const { result } = renderHook(() => useCreateCompanyFlow('details', effects));
    act(() => result.current.send({ type: 'SUBMIT' }));
    await waitFor(() =>
      expect(result.current.context.fieldErrors).toEqual({ phone: 'Enter a valid phone number' }),
    );
    expect(result.current.state).toBe('details');
  });
});
