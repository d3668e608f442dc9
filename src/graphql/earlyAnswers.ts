/**
 * Answers to requests a signed-in page's document sent before the app's code arrived (issue 15):
 * the gate's three queries leave with the document's inline script (scripts/earlyRequests.ts), so
 * their round trip overlaps the download of the scripts instead of following it. The client uses
 * such an answer once, for a request with the same body, token and language, and only when it
 * succeeded; anything else is asked for again as usual.
 */

/** The global the document's inline script fills. */
export const EARLY_GLOBAL = '__ordnaEarly';

/** A successful GraphQL answer as the script keeps it, or null when it failed in any way. */
export interface EarlyAnswer {
  data?: unknown;
  errors?: unknown[];
}

export interface EarlyRequests {
  token: string;
  language: string;
  /** By request body (the JSON the client would POST). */
  answers: Record<string, Promise<EarlyAnswer | null> | undefined>;
}

function early(): EarlyRequests | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_GLOBAL];
}

/**
 * The early answer for this request, taken (a second identical request goes to the server), or
 * null when the document sent none for it, or sent it with another token or language.
 */
export function takeEarlyAnswer(
  body: string,
  token: string | null,
  language: string,
): Promise<EarlyAnswer | null> | null {
  const sent = early();
  const answer = sent?.answers[body];
  if (!sent || !answer) return null;
  delete sent.answers[body];
  if (sent.token !== token || sent.language !== language) return null;
  return answer;
}
