import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { menuAtAnswers } from '../menus/menuAtAnswers.ts';
import { apiKeyGate } from '../orders/keyGate.ts';
import { batchQueries } from '../platform/api/batch.ts';
import { translateErrors } from '../platform/api/translateErrors.ts';
import { catalogCache } from '../platform/cache/catalogCache.ts';
import { clientAddress } from '../platform/clientAddress.ts';
import { clientErrorCodes } from '../platform/clientErrors.ts';
import { type Context, createContext, type Services } from '../platform/context.ts';
import { LIMITS } from '../platform/limits.ts';
import { serverLogger } from '../platform/logger.ts';
import { textGuard } from '../platform/textGuard.ts';
import { compressResponses } from './compressResponses.ts';
import { observeOperations } from './observe.ts';
import { schema } from './schema/index.ts';

export const GRAPHQL_PATH = '/graphql';

/** Refuses oversized bodies before they are parsed (Content-Length is required for POST). */
function bodyLimit(maxBytes: number): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      if (request.method !== 'POST') return;
      const length = Number(request.headers.get('content-length') ?? Number.NaN);
      if (Number.isFinite(length) && length <= maxBytes) return;
      const status = Number.isFinite(length) ? 413 : 411;
      const message = status === 413 ? 'Request body too large' : 'Content-Length required';
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }),
          {
            status,
            headers: { 'content-type': 'application/json' },
          },
        ),
      );
    },
  };
}

/** Refuses `__schema` and `__type` in every operation: production does not describe itself to probers. */
function noIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** The GraphQL API as a fetch handler, exported so tests call `yoga.fetch` in-process. */
export function createApi(
  services: Services,
  options: {
    graphiql?: boolean;
    /** Schema introspection (GraphiQL, codegen); off in production (issue 42 item 6). Default on. */
    introspection?: boolean;
    limits?: Partial<Record<keyof typeof LIMITS, number>>;
    log?: (line: string) => void;
  } = {},
) {
  const limits = { ...LIMITS, ...options.limits };
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    graphiql: options.graphiql ? { subscriptionsProtocol: 'WS' } : false,
    batching: false,
    // Never show stacks or driver messages, even in development.
    maskedErrors: { isDev: false },
    logging: serverLogger(options.log),
    context: ({ request, req }: { request: Request; req?: { socket?: { remoteAddress?: string } } }) =>
      createContext(services, {
        authorization: request.headers.get('authorization'),
        acceptLanguage: request.headers.get('accept-language'),
        address: clientAddress(
          req?.socket?.remoteAddress,
          request.headers.get('x-forwarded-for'),
          services.trustProxy ?? null,
        ),
        requestId: request.headers.get('x-request-id'),
      }),
    plugins: [
      ...(options.introspection === false ? [noIntrospection()] : []),
      // First: it times the whole execution and sees every outcome (server/app/observe.ts).
      observeOperations(),
      bodyLimit(limits.maxBodyBytes),
      EnvelopArmorPlugin({
        maxDepth: { n: limits.maxDepth },
        maxAliases: { n: limits.maxAliases },
        maxTokens: { n: limits.maxTokens },
        costLimit: { maxCost: limits.maxCost },
        maxDirectives: { n: limits.maxDirectives },
        blockFieldSuggestion: { enabled: true },
      }),
      // Before the plugins that may stop an operation, so their refusals are worded too.
      translateErrors(),
      textGuard(),
      apiKeyGate(),
      batchQueries(),
      clientErrorCodes(),
      catalogCache({ maxEntries: 50 }),
      // Whole menuAt answers by catalog version, venue time zone and minute (server/menus/menuAtAnswers.ts).
      menuAtAnswers({ maxEntries: 200 }),
      compressResponses(),
    ],
  });
}

export type Api = ReturnType<typeof createApi>;
