import type { IncomingMessage } from 'node:http';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../platform/context.ts';
import { log } from '../platform/log.ts';
import { operationDuration, operationErrors } from '../platform/metrics.ts';
import { saneRequestId } from '../platform/requestId.ts';

/**
 * Takes an HTTP request's id once, as it arrives, and writes it back on the request so the
 * GraphQL context (server/platform/context.ts) reads the same id.
 */
export function takeRequestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const id = saneRequestId(typeof given === 'string' ? given : null);
  req.headers['x-request-id'] = id;
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
      // The client may name its operation in the document only, not in the request's operationName.
      const operation =
        args.operationName ?? getOperationAST(args.document, undefined)?.name?.value ?? 'anonymous';
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
          const ms = performance.now() - started;
          const outcome = failed ? 'error' : 'ok';
          operationDuration.observe({ operation, outcome }, ms / 1000);
          if (failed) operationErrors.inc({ operation });
          const context = args.contextValue as Context;
          log.info(
            {
              reqId: context.requestId,
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
