import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'graphql-yoga';
import type { Context } from './context.ts';
import { log } from './log.ts';
import { operationDuration, operationErrors } from './metrics.ts';

/** The request id of each HTTP request (an incoming X-Request-Id when it is sane, else a new one). */
export const requestIds = new WeakMap<IncomingMessage, string>();

const SANE_ID = /^[\w.:@-]{1,128}$/;

export function requestIdOf(req: IncomingMessage): string {
  let id = requestIds.get(req);
  if (!id) {
    // In-process requests (yoga.fetch in tests, the graphql-ws context) carry no Node headers.
    const given = req.headers?.['x-request-id'];
    id = typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
    requestIds.set(req, id);
  }
  return id;
}

/**
 * One log line and one histogram sample per GraphQL operation: request id, operation name,
 * company (from the token), duration and outcome. Never the variables or the query's values.
 */
export function observeOperations(): Plugin<Context> {
  return {
    onExecute({ args }) {
      const started = performance.now();
      const operation = args.operationName ?? 'anonymous';
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
          const ms = performance.now() - started;
          const outcome = failed ? 'error' : 'ok';
          operationDuration.observe({ operation, outcome }, ms / 1000);
          if (failed) operationErrors.inc({ operation });
          const context = args.contextValue as Context & { req?: IncomingMessage };
          log.info(
            {
              reqId: context.req ? requestIdOf(context.req) : undefined,
              operation,
              companyId: context.viewer?.companyId,
              ms: Math.round(ms),
              outcome,
              ...(failed && 'errors' in result
                ? { codes: result.errors?.map((error) => error.extensions?.code ?? 'INTERNAL') }
                : {}),
            },
            'graphql operation',
          );
        },
      };
    },
  };
}
