import type { TypedDocumentString } from './__generated__/graphql.ts';
import { takeEarlyAnswer } from './earlyAnswers.ts';

export const GRAPHQL_ENDPOINT = '/graphql';

/** The headers every request carries besides its language and token (the document's early ones too). */
export const REQUEST_HEADERS = {
  accept: 'application/graphql-response+json, application/json',
  'content-type': 'application/json',
} as const;

/** A GraphQL error as the server sent it; `extensions` may carry fieldErrors or currentVersion. */
export interface GraphQLErrorJson {
  message: string;
  extensions?: { code?: string } & Record<string, unknown>;
}

/** A field error on the wire (docs/decisions.md "Field errors"): the message is translated. */
export interface FieldError {
  field: string;
  code?: string | null;
  message: string;
}

function isFieldErrorList(value: unknown): value is FieldError[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as FieldError).field === 'string' &&
        typeof (entry as FieldError).message === 'string',
    )
  );
}

/** One failure type for the whole client: network, HTTP or GraphQL errors. */
export class AppError extends Error {
  readonly code: string;
  /** The GraphQL errors of the answer, with their extensions (empty for network and HTTP failures). */
  readonly errors: readonly GraphQLErrorJson[];
  /**
   * Field errors, whichever way they came: a BAD_USER_INPUT error's `extensions.fieldErrors`, or
   * an `ActionResult` payload's `errors` (accounts), which the mutation wrapper turns into this.
   */
  readonly fieldErrors: readonly FieldError[];
  constructor(
    message: string,
    code: string,
    errors: readonly GraphQLErrorJson[] = [],
    fieldErrors?: readonly FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = errors;
    const fromExtensions = errors[0]?.extensions?.fieldErrors;
    this.fieldErrors = fieldErrors ?? (isFieldErrorList(fromExtensions) ? fromExtensions : []);
  }
}

/** The version the server holds now, when a save was refused as based on an older one (CONFLICT). */
export function conflictVersion(error: unknown): number | null {
  if (!(error instanceof AppError) || error.code !== 'CONFLICT') return null;
  const current = error.errors[0]?.extensions?.currentVersion;
  return typeof current === 'number' ? current : null;
}

interface ClientConfig {
  getToken: () => string | null;
  getRefreshToken: () => string | null;
  /** A renewed token pair is stored without a reload: the page stays as it is. */
  onTokensRefreshed: (token: string, refreshToken: string) => void;
  getLanguage: () => string;
  onUnauthenticated: () => void;
  fetch: typeof fetch;
}

const config: ClientConfig = {
  getToken: () => null,
  getRefreshToken: () => null,
  onTokensRefreshed: () => {},
  getLanguage: () => 'en',
  onUnauthenticated: () => {},
  fetch: (...args) => globalThis.fetch(...args),
};

const REFRESH =
  'mutation RefreshToken($refreshToken: String!) { refreshToken(refreshToken: $refreshToken) { success token refreshToken } }';
let refreshing: Promise<boolean> | null = null;

/** One refresh at a time, however many requests found their token expired. */
function refreshTokens(): Promise<boolean> {
  const refreshToken = config.getRefreshToken();
  if (!refreshToken) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const response = await config.fetch(GRAPHQL_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operationName: 'RefreshToken', query: REFRESH, variables: { refreshToken } }),
      });
      const body = (await response.json()) as {
        data?: { refreshToken: { success: boolean; token: string | null; refreshToken: string | null } };
      };
      const result = body.data?.refreshToken;
      if (!result?.success || !result.token || !result.refreshToken) return false;
      config.onTokensRefreshed(result.token, result.refreshToken);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export function configureClient(partial: Partial<ClientConfig>): void {
  Object.assign(config, partial);
}

function operationName(query: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1];
}

interface GraphQLResponse<R> {
  data?: R | null;
  errors?: GraphQLErrorJson[];
}

/** The JSON a request POSTs; the document's early requests are built with it too (scripts/earlyRequests.ts). */
export function requestBody(query: string, variables: unknown): string {
  return JSON.stringify({ operationName: operationName(query), variables: variables ?? {}, query });
}

/** POST {operationName, variables, query} with the stored bearer token (spec section 7). */
export async function execute<R, V>(
  document: TypedDocumentString<R, V>,
  ...[variables]: V extends Record<string, never> ? [] | [V] : [V]
): Promise<R> {
  try {
    return await send(document, variables, config.getToken());
  } catch (error) {
    // An expired access token is renewed once with the refresh token, then the call is retried.
    if (
      error instanceof AppError &&
      error.code === 'UNAUTHENTICATED' &&
      config.getToken() &&
      (await refreshTokens())
    ) {
      return send(document, variables, config.getToken());
    }
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED' && config.getToken())
      config.onUnauthenticated();
    throw error;
  }
}

/**
 * GET one of the server's own HTTP routes (the CSV exports) with the stored bearer token: the
 * response is handed back unread, so a file streams to the caller. An expired token is renewed
 * once, as for `execute`; any other failure throws an `AppError` with the status's code.
 */
export async function fetchAuthorized(path: string): Promise<Response> {
  const get = () => {
    const token = config.getToken();
    const headers: Record<string, string> = { 'accept-language': config.getLanguage() };
    if (token) headers.authorization = `Bearer ${token}`;
    return config.fetch(path, { headers }).catch(() => {
      throw new AppError('network', 'NETWORK');
    });
  };
  let response = await get();
  if (response.status === 401 && config.getToken() && (await refreshTokens())) response = await get();
  if (response.ok) return response;
  const code =
    { 400: 'BAD_USER_INPUT', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN' }[response.status] ?? 'INTERNAL';
  if (code === 'UNAUTHENTICATED' && config.getToken()) config.onUnauthenticated();
  throw new AppError(`HTTP ${response.status}`, code);
}

/** How one request is sent: `keepalive` lets it outlive the page (logout before a reload). */
export interface SendOptions {
  keepalive?: boolean;
}

/** Runs a document with an explicit token (the admin token of the user picker, for one). */
export function executeWith<R, V>(
  token: string | null,
  document: TypedDocumentString<R, V>,
  variables: V,
  options: SendOptions = {},
): Promise<R> {
  return send(document, variables, token, options);
}

async function send<R, V>(
  document: TypedDocumentString<R, V>,
  variables: V | undefined,
  token: string | null,
  options: SendOptions = {},
): Promise<R> {
  const body = requestBody(document.toString(), variables);
  const language = config.getLanguage();
  // Sent by the document before this code arrived: used when it succeeded, else asked again.
  const kept = takeEarlyAnswer(body, token, language);
  const early = kept && (await kept);
  if (early?.data != null && !early.errors?.length) return early.data as R;
  const headers: Record<string, string> = { ...REQUEST_HEADERS, 'accept-language': language };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await config.fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      ...(options.keepalive ? { keepalive: true } : {}),
      headers,
      body,
    });
  } catch {
    throw new AppError('network', 'NETWORK');
  }
  const answer = (await response.json().catch(() => ({}))) as GraphQLResponse<R>;
  const first = answer.errors?.[0];
  if (first) {
    const code = first.extensions?.code ?? 'INTERNAL';
    throw new AppError(answer.errors?.map((e) => e.message).join('\n') ?? first.message, code, answer.errors);
  }
  if (!response.ok || answer.data == null) throw new AppError(`HTTP ${response.status}`, 'INTERNAL');
  return answer.data;
}

/**
 * A graphql-ws subscription on `/graphql/ws` with the stored token (issue 18: live orders).
 * Answers the function that ends it. graphql-ws loads only when a page subscribes.
 */
export function subscribe<R, V>(
  document: TypedDocumentString<R, V>,
  variables: V,
  onData: (data: R) => void,
): () => void {
  let disposed = false;
  let dispose: (() => void) | null = null;
  void import('graphql-ws').then(({ createClient }) => {
    if (disposed) return;
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const client = createClient({
      url: `${protocol}//${window.location.host}${GRAPHQL_ENDPOINT}/ws`,
      connectionParams: () => {
        const token = config.getToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
      lazy: false,
    });
    const stop = client.subscribe<R>(
      { query: document.toString(), variables: variables as Record<string, unknown> },
      {
        next: (result) => {
          if (result.data) onData(result.data as R);
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    dispose = () => {
      stop();
      void client.dispose();
    };
  });
  return () => {
    disposed = true;
    dispose?.();
  };
}
