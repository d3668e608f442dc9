import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { TranslationFunctions } from '../../src/i18n/i18n-types.ts';
import type { Context } from '../context.ts';
import { DomainError, fieldErrorsIn } from './domainError.ts';

function domainErrorOf(error: GraphQLError): DomainError | null {
  if (error instanceof DomainError) return error;
  return error.originalError instanceof DomainError ? error.originalError : null;
}

function translated(error: GraphQLError, t: TranslationFunctions): GraphQLError {
  const domain = domainErrorOf(error);
  if (!domain) return error;
  return new GraphQLError(domain.wording(t), {
    nodes: error.nodes,
    path: error.path,
    extensions: {
      ...error.extensions,
      ...(domain.problems ? { fieldErrors: fieldErrorsIn(t, domain.problems) } : {}),
    },
  });
}

/**
 * The one place errors are worded: services throw `DomainError`s (code, wording, field problems),
 * and here, at the edge of the API, they get the viewer's language.
 */
export function translateErrors(): Plugin<Context> {
  return {
    onExecute({ args }) {
      const { t } = args.contextValue as Context;
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result || !result.errors?.length) return;
          setResult({ ...result, errors: result.errors.map((error) => translated(error, t)) });
        },
      };
    },
  };
}
