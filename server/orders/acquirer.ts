/**
 * The card acquirer, an outside service (issue 18, "Card refunds"): one call. With no acquirer
 * configured (ACQUIRER_URL unset) card refunds are recorded as waiting for the acquirer.
 */
export interface Acquirer {
  refund(request: {
    reference: string | null;
    amount: number;
    orderId: string;
  }): Promise<{ reference: string }>;
}

/**
 * An acquirer over HTTP: `POST <url>/refunds` with JSON `{ reference, amount, orderId }`, answered
 * with `{ reference }`. Tests start a local fake acquirer server and point this at it.
 */
export function httpAcquirer(url: string, fetcher: typeof fetch = fetch): Acquirer {
  return {
    async refund(request) {
      const response = await fetcher(`${url.replace(/\/$/, '')}/refunds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`acquirer answered ${response.status}`);
      const body = (await response.json()) as { reference?: unknown };
      if (typeof body.reference !== 'string') throw new Error('acquirer answered no reference');
      return { reference: body.reference };
    },
  };
}

/** The configured acquirer, or null. */
export function acquirerFromEnv(env: NodeJS.ProcessEnv = process.env): Acquirer | null {
  return env.ACQUIRER_URL ? httpAcquirer(env.ACQUIRER_URL) : null;
}
