import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from './context.ts';

/** graphql-js names a close value ("Did you mean …?"): no hints to a prober (as for fields). */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

/**
 * Yoga shows a request's parse failure under `extensions.originalError`, its message echoing the
 * body: only its name stays (yoga answers 400 because the entry exists).
 */
function withoutEcho(error: GraphQLError): GraphQLError {
  const original = error.extensions?.originalError;
  if (original && typeof original === 'object' && 'message' in original) {
    const name = 'name' in original && typeof original.name === 'string' ? original.name : 'Error';
    error.extensions.originalError = { name };
  }
  return error;
}

function withCode(error: GraphQLError): GraphQLError {
  // A coercion error wraps graphql-js's own GraphQLError; anything else is ours, and stays masked.
  const ours = error.originalError && !(error.originalError instanceof GraphQLError);
  if (ours || error.message === 'Unexpected error.') return error;
  // Validation errors carry yoga's code already; their hints go all the same.
  const message = error.message.replace(SUGGESTION, '');
  if (error.extensions?.code && message === error.message) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    path: error.path,
    extensions: { ...error.extensions, code: error.extensions?.code ?? 'BAD_USER_INPUT' },
  });
}

/**
 * Errors graphql-js raises for a malformed request (a variable of the wrong type, a missing
 * required field) carry no code; clients switch on `extensions.code` (DESIGN.md section 4), so
 * they get BAD_USER_INPUT. Errors wrapping anything else are failures of ours and stay masked.
 */
export function clientErrorCodes(): Plugin<Context> {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || Symbol.asyncIterator in result || !result.errors?.length) return;
      setResult({
        ...result,
        errors: result.errors.map((error) => withoutEcho(withCode(error as GraphQLError))),
      });
    },
  };
}
