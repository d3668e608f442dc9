import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_DOCUMENTS, earlyRequestsScript, GATE_EARLY_REQUESTS } from '../../scripts/earlyRequests.ts';
import { EARLY_GLOBAL, type EarlyRequests } from '../../src/graphql/earlyAnswers.ts';
import { GATE_DOCUMENTS } from '../../src/platform/shell/gateDocuments.ts';

/**
 * The signed-in document's inline script (scripts/earlyRequests.ts), run as a browser would run
 * it: with a stored token and the language cookie it POSTs each body; without either, nothing.
 */
function run(storage: Record<string, string>, cookie: string) {
  const sent: { url: string; init: { headers: Record<string, string>; body: string } }[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(earlyRequestsScript(GATE_EARLY_REQUESTS), {
    window,
    document: { cookie },
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    fetch: (url: string, init: { headers: Record<string, string>; body: string }) => {
      sent.push({ url, init });
      return Promise.resolve({ ok: true, json: () => Promise.resolve({ data: { ok: true } }) });
    },
  });
  return { sent, early: window[EARLY_GLOBAL] as EarlyRequests | undefined };
}

describe('the early requests script', () => {
  it("sends the gate's queries with the stored token in the app's language", async () => {
    const { sent, early } = run({ 'ordna.token': 't-1' }, 'other=1; ordna.language=sv');
    expect(sent.map((request) => request.init.body)).toEqual(GATE_EARLY_REQUESTS.bodies);
    for (const request of sent) {
      expect(request.url).toBe('/graphql');
      expect(request.init.headers.authorization).toBe('Bearer t-1');
      expect(request.init.headers['accept-language']).toBe('sv');
    }
    expect(early?.token).toBe('t-1');
    expect(early?.language).toBe('sv');
    await expect(early?.answers[GATE_EARLY_REQUESTS.bodies[0] ?? '']).resolves.toEqual({
      data: { ok: true },
    });
  });

  it('sends nothing without a token or without the language cookie', () => {
    expect(run({}, 'ordna.language=sv').sent).toEqual([]);
    expect(run({ 'ordna.token': 't-1' }, 'ordna.languages=sv').sent).toEqual([]);
  });

  it("asks for the gate's own documents", () => {
    expect(EARLY_DOCUMENTS.map(String)).toEqual(GATE_DOCUMENTS.map(String));
  });

  it('cannot close its script element', () => {
    expect(earlyRequestsScript({ ...GATE_EARLY_REQUESTS, bodies: ['</script><b>'] })).not.toContain('</');
  });
});
