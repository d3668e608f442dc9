import type { TypedDocumentString } from './__generated__/graphql.ts';

export const GRAPHQL_ENDPOINT = '/graphql';

/** One failure type for the whole client: network, HTTP or GraphQL errors. */
export class AppError extends Error {
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
}

interface ClientConfig {
  getToken: () => string | null;
  getLanguage: () => string;
  onUnauthenticated: () => void;
  fetch: typeof fetch;
}

const config: ClientConfig = {
  getToken: () => null,
  getLanguage: () => 'en',
  onUnauthenticated: () => {},
  fetch: (...args) => globalThis.fetch(...args),
};

export function configureClient(partial: Partial<ClientConfig>): void {
  Object.assign(config, partial);
}

function operationName(query: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1];
}

interface GraphQLResponse<R> {
  data?: R | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** POST {operationName, variables, query} with the stored bearer token (spec section 7). */
export async function execute<R, V>(
  document: TypedDocumentString<R, V>,
  ...[variables]: V extends Record<string, never> ? [] | [V] : [V]
): Promise<R> {
  const query = document.toString();
  const headers: Record<string, string> = {
    accept: 'application/graphql-response+json, application/json',
    'content-type': 'application/json',
    'accept-language': config.getLanguage(),
  };
  const token = config.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await config.fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      headers,
      body: JSON.stringify({ operationName: operationName(query), variables: variables ?? {}, query }),
    });
  } catch {
    throw new AppError('network', 'NETWORK');
  }
  const body = (await response.json().catch(() => ({}))) as GraphQLResponse<R>;
  const first = body.errors?.[0];
  if (first) {
    const code = first.extensions?.code ?? 'INTERNAL';
    if (code === 'UNAUTHENTICATED' && token) config.onUnauthenticated();
    throw new AppError(body.errors?.map((e) => e.message).join('\n') ?? first.message, code);
  }
  if (!response.ok || body.data == null) throw new AppError(`HTTP ${response.status}`, 'INTERNAL');
  return body.data;
}
