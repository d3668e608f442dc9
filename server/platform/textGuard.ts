import { type DocumentNode, Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { hasUnstorableText, isStorableText, SINGLE_LINE_FIELDS } from '../../src/domain/storableText.ts';
import { invalidText } from './api/domainError.ts';
import type { Context } from './context.ts';

function documentHasUnstorableText(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node, _key, parent) => {
      // An inline argument or input field keeps its name on the parent node.
      const field =
        parent && 'kind' in parent && (parent.kind === Kind.ARGUMENT || parent.kind === Kind.OBJECT_FIELD)
          ? parent.name.value
          : '';
      if (!isStorableText(node.value, SINGLE_LINE_FIELDS.has(field))) found = true;
    },
  });
  return found;
}

/**
 * Refuses text we do not store (NUL, lone surrogates, control characters; tabs and line breaks in
 * single-line fields: src/domain/storableText.ts) in variables or inline arguments,
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
