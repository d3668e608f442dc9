import { type DocumentNode, Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { hasUnstorableText, isStorableText } from '../src/domain/storableText.ts';
import { invalidText } from './api/domainError.ts';
import type { Context } from './context.ts';

function documentHasUnstorableText(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (!isStorableText(node.value)) found = true;
    },
  });
  return found;
}

/**
 * Refuses text the database cannot store (NUL, lone surrogates) in variables or inline arguments,
 * for every operation, before any resolver runs: one BAD_USER_INPUT (worded at the edge), nothing written.
 */
export function textGuard(): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (hasUnstorableText(args.variableValues) || documentHasUnstorableText(args.document)) {
        // Worded by translateErrors, which runs before this plugin.
        setResultAndStopExecution({ errors: [invalidText()] });
      }
    },
  };
}
