import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Codegen's name for a document: `query getVouchers` → `GetVouchersDocument`, fragments → `…FragmentDoc`. */
function generatedName(kind: string, name: string): string {
  const pascal = name.charAt(0).toUpperCase() + name.slice(1);
  return kind === 'fragment' ? `${pascal}FragmentDoc` : `${pascal}Document`;
}

const CALL = /graphql\(`\s*(query|mutation|subscription|fragment)\s+(\w+)[\s\S]*?`\)/g;
const IMPORT = /import \{ graphql \} from '([^']*)\/gql\.ts';/;
const GENERATED =
  /export const (\w+) = new TypedDocumentString\((`[\s\S]*?`(?:, \{[^\n]*\})?)\) as unknown as/g;

/**
 * In the app build, each `graphql(`…`)` of a `*.gql.ts` file becomes the document codegen printed
 * for it (fragments included), written into that file. Without it, codegen's `graphql()` looks
 * documents up in one map of every document of every area, and rolldown splits by module, so
 * that map — and the module holding every document — rode on every page, the login page
 * included, growing with each area. The same idea as the client preset's babel optimizer (which
 * this Vite, without Babel, cannot run), one step further: the document lives in the chunk of the
 * area that uses it. A name codegen did not print fails the build.
 */
export function graphqlDocuments(root = process.cwd()): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'ordna-graphql-documents',
    enforce: 'pre',
    buildStart() {
      const generated = readFileSync(join(root, 'src/graphql/__generated__/graphql.ts'), 'utf8');
      documents = new Map(
        [...generated.matchAll(GENERATED)].map((match) => [match[1] ?? '', match[2] ?? '']),
      );
    },
    transform(code, id) {
      // Marked pure, the generated module's own copies fall away where nothing imports them.
      if (id.endsWith('/__generated__/graphql.ts'))
        return {
          code: code.replaceAll('= new TypedDocumentString(', '= /*#__PURE__*/ new TypedDocumentString('),
          map: null,
        };
      if (!id.endsWith('.gql.ts')) return null;
      const from = IMPORT.exec(code)?.[1];
      if (from === undefined) return null;
      const body = code.replace(CALL, (_call, kind: string, name: string) => {
        const generated = generatedName(kind, name);
        const args = documents.get(generated);
        if (!args) this.error(`${id}: codegen printed no ${generated}; run npm run gen`);
        return `/*#__PURE__*/ new TypedDocumentString(${args})`;
      });
      return {
        code: body.replace(IMPORT, `import { TypedDocumentString } from '${from}/graphql.ts';`),
        map: null,
      };
    },
  };
}
