import { type ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { TranslationFunctions } from '../../../src/i18n/i18n-types.ts';
import type { Context } from '../context.ts';
import { DomainError, fieldErrorsIn } from './domainError.ts';

function domainErrorOf(error: GraphQLError): DomainError | null {
  if (error instanceof DomainError) return error;
  return error.originalError instanceof DomainError ? error.originalError : null;
}

/** A `DomainError` (raised or wrapped by graphql-js) in the viewer's language; other errors as they are. */
export function translated(error: GraphQLError, t: TranslationFunctions): GraphQLError {
  const domain = domainErrorOf(error);
  if (!domain) return error;
  return new GraphQLError(domain.wording(t), {
    nodes: error.nodes,
    path: error.path,
    extensions: {
      ...error.extensions,
      ...domain.wordedExtensions?.(t),
      ...(domain.problems ? { fieldErrors: fieldErrorsIn(t, domain.problems) } : {}),
    },
  });
}

function translatedResult<R extends ExecutionResult>(result: R, t: TranslationFunctions): R {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((error) => translated(error, t)) };
}

/**
 * The one place errors are worded: services throw `DomainError`s (code, wording, field problems),
 * and here, at the edge of the API, they get the viewer's language. It comes before the plugins
 * that stop an operation early (the text guard, the key gate): envelop still runs the "done"
 * hooks of the plugins before the one that stopped, so their refusals are worded here too.
 * The other edges that answer outside an operation (the context, the CSV export) call
 * `translated` / `messageIn` themselves.
 */
export function translateErrors(): Plugin<Context> {
  return {
    onExecute({ args }) {
      const { t } = args.contextValue as Context;
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          setResult(translatedResult(result, t));
        },
      };
    },
    onSubscribe({ args }) {
      const { t } = args.contextValue as Context;
      return {
        onSubscribeResult({ result, setResult }) {
          // A refused subscription answers once; an accepted one words each event's errors.
          if (!(Symbol.asyncIterator in result)) {
            setResult(translatedResult(result, t));
            return undefined;
          }
          return {
            onNext({ result: event, setResult: setEvent }) {
              setEvent(translatedResult(event, t));
            },
          };
        },
      };
    },
  };
}

/** A refusal's message in the request's language, for an edge that answers outside GraphQL (the CSV export). */
export function messageIn(ctx: Pick<Context, 't'>, error: DomainError): string {
  return error.wording(ctx.t);
}
