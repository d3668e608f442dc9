import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetUserMetadataDocument, ShellDataDocument } from './__generated__/graphql.ts';
import { configureClient, execute, requestBody } from './client.ts';
import { EARLY_GLOBAL, type EarlyAnswer, type EarlyRequests } from './earlyAnswers.ts';

const metadataDocument = GetUserMetadataDocument;
const shellDocument = ShellDataDocument;
const metadataBody = requestBody(metadataDocument.toString(), undefined);
const metadata = { userMetadata: { companyId: 'c-1' } };
const fromServer = { userMetadata: { companyId: 'from-server' } };

function sentEarly(answer: EarlyAnswer | null, sent: Partial<EarlyRequests> = {}): void {
  const early: EarlyRequests = {
    token: 't-1',
    language: 'sv',
    answers: { [metadataBody]: Promise.resolve(answer) },
    ...sent,
  };
  vi.stubGlobal('window', { [EARLY_GLOBAL]: early });
}

describe('answers the document sent early', () => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ data: fromServer }));

  beforeEach(() => {
    fetch.mockClear();
    configureClient({
      fetch: fetch as typeof globalThis.fetch,
      getToken: () => 't-1',
      getLanguage: () => 'sv',
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is used once, for the same body, token and language, instead of a request', async () => {
    sentEarly({ data: metadata });
    await expect(execute(metadataDocument)).resolves.toEqual(metadata);
    expect(fetch).not.toHaveBeenCalled();
    // Used: the next identical request goes to the server.
    await expect(execute(metadataDocument)).resolves.toEqual(fromServer);
    expect(fetch).toHaveBeenCalledOnce();
    // The document's body is byte for byte what the client posts.
    expect(fetch.mock.calls[0]?.[1].body).toBe(metadataBody);
  });

  it('is asked again when it failed or the server refused it', async () => {
    sentEarly(null);
    await expect(execute(metadataDocument)).resolves.toEqual(fromServer);
    sentEarly({ errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] });
    await expect(execute(metadataDocument)).resolves.toEqual(fromServer);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not used with another token or language, nor for another request', async () => {
    sentEarly({ data: metadata }, { token: 't-old' });
    await expect(execute(metadataDocument)).resolves.toEqual(fromServer);
    sentEarly({ data: metadata }, { language: 'en' });
    await expect(execute(metadataDocument)).resolves.toEqual(fromServer);
    sentEarly({ data: metadata });
    await execute(shellDocument);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
