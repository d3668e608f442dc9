// GraphQL over HTTP for the crash test, as the back office sends it.

export interface GraphQLError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The server answered, but with errors: the write was refused, not lost. */
export class RefusedError extends Error {
  constructor(readonly errors: GraphQLError[]) {
    super(errors.map((error) => error.message).join('; '));
  }
}

export async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const body = JSON.stringify({ query, variables });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: 'POST', headers, body });
  const json = (await response.json()) as { data?: T | null; errors?: GraphQLError[] };
  if (json.errors?.length || !json.data) throw new RefusedError(json.errors ?? []);
  return json.data;
}

export async function login(url: string, username: string, password: string): Promise<string> {
  const data = await graphql<{ login: { success: boolean; token: string | null; error: string | null } }>(
    url,
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, backoffice: true) { success token error } }',
    { u: username, p: password },
  );
  if (!data.login.token) throw new Error(`login failed: ${data.login.error}`);
  return data.login.token;
}
