/**
 * The card acquirer, an outside service (issue 18, "Card refunds"; issue 40 item 5): one call,
 * made outside any database transaction with the refund's own id as its idempotency key, so a
 * retry (the request's, or the reconciler's after a crash) never refunds twice. With no acquirer
 * configured (ACQUIRER_URL unset) card refunds are recorded as waiting for the acquirer.
 */
export interface Acquirer {
  refund(request: {
    reference: string | null;
    amount: number;
    orderId: string;
    /** The refund's id: the acquirer answers a repeated key with the first answer. */
    idempotencyKey: string;
  }): Promise<{ reference: string }>;
}

/** The acquirer refused the refund for good (a retry with the same key answers the same). */
export class AcquirerDeclined extends Error {
  constructor(readonly reason: string) {
    super(`acquirer declined: ${reason}`);
  }
}

/** How long one acquirer call may take before the refund is left pending for the reconciler. */
export const ACQUIRER_TIMEOUT_MS = 10_000;

/**
 * An acquirer over HTTP: `POST <url>/refunds` with JSON `{ reference, amount, orderId,
 * idempotencyKey }` and the header `Idempotency-Key`, answered with `{ reference }` (2xx), or 402 /
 * 422 with `{ reason }` when it declines. Anything else (5xx, a timeout, a cut connection) leaves
 * the outcome unknown: the caller keeps the refund pending and asks again with the same key.
 * Tests start a local fake acquirer server and point this at it.
 */
export function httpAcquirer(
  url: string,
  options: { fetcher?: typeof fetch; timeoutMs?: number } = {},
): Acquirer {
  const fetcher = options.fetcher ?? fetch;
  return {
    async refund(request) {
      const response = await fetcher(`${url.replace(/\/$/, '')}/refunds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': request.idempotencyKey },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(options.timeoutMs ?? ACQUIRER_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => ({}))) as { reference?: unknown; reason?: unknown };
      if (response.status === 402 || response.status === 422)
        throw new AcquirerDeclined(typeof body.reason === 'string' ? body.reason : String(response.status));
      if (!response.ok) throw new Error(`acquirer answered ${response.status}`);
      if (typeof body.reference !== 'string') throw new Error('acquirer answered no reference');
      return { reference: body.reference };
    },
  };
}

/** The configured acquirer, or null. */
export function acquirerFromEnv(env: NodeJS.ProcessEnv = process.env): Acquirer | null {
  const timeoutMs = Number(env.ACQUIRER_TIMEOUT_MS);
  return env.ACQUIRER_URL
    ? httpAcquirer(env.ACQUIRER_URL, { timeoutMs: timeoutMs > 0 ? timeoutMs : undefined })
    : null;
}
