import { type DocumentNode, type ExecutionResult, getOperationAST, Kind, print } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { Context } from '../context.ts';
import type { DB } from '../db/client.ts';
import { catalogVersions } from '../db/schema/index.ts';
import { ownRows } from '../db/tenant.ts';
import { etagHooks, tagAnswer, untagAnswer } from './etag.ts';

/**
 * Root query fields whose answers depend only on the catalogue: items, categories and the
 * product-information tables, all of which bump the catalog version (0002 and 0006 migrations).
 */
const CATALOG_FIELDS = new Set([
  'items',
  'item',
  'categories',
  'courseTypes',
  'stations',
  'variationGroups',
  'upsells',
  'predefinedMessages',
]);

const documentKeys = new WeakMap<DocumentNode, string | null>();

/** The printed operation when every root field is a catalogue field, else null (not cached). */
function catalogOperationKey(
  document: DocumentNode,
  operationName: string | null | undefined,
): string | null {
  const known = documentKeys.get(document);
  if (known !== undefined) return known;
  const operation = getOperationAST(document, operationName);
  const cacheable =
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && CATALOG_FIELDS.has(selection.name.value),
    );
  const key = cacheable ? print(document) : null;
  documentKeys.set(document, key);
  return key;
}

/** Yoga serialises a result with its own `stringify` when present: the JSON is made once per entry. */
function withMemoizedJson(result: ExecutionResult): ExecutionResult {
  let json: string | null = null;
  return { ...result, stringify: (value: unknown) => (json ??= JSON.stringify(value)) } as ExecutionResult;
}

export async function catalogVersion(db: DB, companyId: string): Promise<number> {
  const [row] = await db
    .select({ version: catalogVersions.version })
    .from(catalogVersions)
    .where(ownRows({ companyId }, catalogVersions));
  return row?.version ?? 0;
}

/**
 * Caches whole answers to catalogue queries (GetItems of thousands of products) per company,
 * viewer rights and language. The key holds the company's catalog version, which database
 * triggers bump on every write, so an answer is never older than the data, on any instance.
 */
export function catalogCache(options: { maxEntries: number }): Plugin<Context> {
  const cache = new LRUCache<string, ExecutionResult>({ max: options.maxEntries });
  return {
    ...etagHooks,
    async onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue;
      if (!ctx.viewer) return;
      const operation = catalogOperationKey(args.document, args.operationName);
      if (operation === null) return;
      // Read with the viewer at the start of the request when it could be (one round trip less).
      const version = ctx.viewer.catalogVersion ?? (await catalogVersion(ctx.db, ctx.viewer.companyId));
      const key = JSON.stringify([
        ctx.viewer.companyId,
        version,
        [...ctx.viewer.scopes].sort(),
        [...ctx.viewer.venueIds].sort(),
        // Payments-only companies are refused the catalogue: a hit must not answer for them.
        ctx.viewer.isPaymentsOnly,
        ctx.locale,
        operation,
        args.variableValues ?? {},
      ]);
      // Yoga puts the HTTP request in the context (absent over graphql-ws: no tag there).
      const request = (ctx as Context & { request?: Request }).request;
      if (tagAnswer(request, key)) {
        // The client holds this very answer: etagHooks answers 304 without a body.
        setResultAndStopExecution({ data: null });
        return;
      }
      const hit = cache.get(key);
      if (hit) {
        setResultAndStopExecution(hit);
        return;
      }
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result || result.errors) {
            untagAnswer(request);
            return;
          }
          const cached = withMemoizedJson(result);
          cache.set(key, cached);
          setResult(cached);
        },
      };
    },
  };
}
