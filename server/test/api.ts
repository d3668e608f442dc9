import { createApi } from '../app/yoga.ts';
import type { TrustProxy } from '../platform/clientAddress.ts';
import type { DB } from '../platform/db/client.ts';
import type { JobQueue } from '../platform/jobs/queue.ts';
import type { LIMITS } from '../platform/limits.ts';
import { memoryMailer } from '../platform/mail/mailer.ts';

export const TEST_TOKEN_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The API in-process: requests go through `yoga.fetch`, with no port or network. */
export function testApi(
  db: DB,
  options: {
    tokenSecret?: string;
    limits?: Partial<Record<keyof typeof LIMITS, number>>;
    log?: (line: string) => void;
    /** The job queue the API enqueues on ("Send a day"); unset: none, as before. */
    jobs?: JobQueue;
    /** TRUST_PROXY as the server would parse it (server/platform/clientAddress.ts). */
    trustProxy?: TrustProxy;
    /** Off as in production. */
    introspection?: boolean;
  } = {},
) {
  const mailer = memoryMailer();
  const api = createApi(
    {
      db,
      tokenSecret: options.tokenSecret ?? TEST_TOKEN_SECRET,
      mailer,
      publicUrl: 'http://ordna.test',
      ...(options.jobs ? { jobs: options.jobs } : {}),
      ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    },
    { limits: options.limits, log: options.log, introspection: options.introspection },
  );
  async function request<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: {
      token?: string | null;
      language?: string;
      body?: string;
      address?: string;
      forwardedFor?: string;
    } = {},
  ): Promise<GraphQLResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.language) headers['accept-language'] = options.language;
    if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
    const body = options.body ?? JSON.stringify({ query, variables });
    headers['content-length'] = String(Buffer.byteLength(body));
    // The third argument is the server context, as the Node adapter would give it (the socket).
    const response = await api.fetch(
      'http://ordna.test/graphql',
      { method: 'POST', headers, body },
      { req: { socket: { remoteAddress: options.address ?? '127.0.0.1' } } },
    );
    const json = (await response.json()) as Omit<GraphQLResult<T>, 'status'>;
    return { status: response.status, ...json };
  }
  async function login(username: string, password: string): Promise<string> {
    const result = await request<{ login: { success: boolean; token: string | null } }>(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, backoffice: true) { success token } }',
      { u: username, p: password },
    );
    const token = result.data?.login.token;
    if (!token) throw new Error(`login failed for ${username}: ${JSON.stringify(result)}`);
    return token;
  }
  return { api, request, login, mails: mailer.sent };
}
