import {
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  getOperationAST,
  Kind,
  print,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { type MenuAtVenue, menuAtSpan } from '../../src/domain/menuAt.ts';
import { z } from '../../src/domain/zod.ts';
import type { Context } from '../platform/context.ts';
import { type MenuAtVenueRow, menuAtInputOfVenue, readMenuAtVenue } from './menus.service.ts';

/**
 * Whole answers of `menuAt` (issue 16, bench:menus): a till asks for the same venue and service
 * type again and again, and a 2,000-entry answer cost more in GraphQL execution (8,000 fields)
 * than in the database. The answer depends only on the company's catalog version (every write to
 * menus, entries, venue menus, items and record metadata bumps it: migrations 0002, 0028, 0029),
 * the venue's time zone, and the stretch of local time `at` falls in (`menuAtSpan`: the local date
 * and the last minute a window of the venue's menus opens or closes, so every instant of the
 * stretch resolves alike and a till asking each minute computes only when a window opens or
 * closes). The key holds all three, read in the one query `menuAt` made anyway (venue + version)
 * and from the compiled menus of that version, so a hit is never older than the data, on any
 * instance; it also holds what decides access (company, the viewer's venues, payments-only, the
 * key's scopes), the language and the printed operation with its variables. Only answers without
 * errors are kept. A miss hands the venue and the compiled menus to the resolver (no second read).
 */

const ISO_INSTANT = z.iso.datetime({ offset: true });

interface Shape {
  printed: string;
  field: FieldNode;
}
const shapes = new WeakMap<DocumentNode, Shape | null>();

/** The operation when it is a query of `menuAt` alone, else null (not cached). */
function shapeOf(document: DocumentNode, operationName: string | null | undefined): Shape | null {
  const known = shapes.get(document);
  if (known !== undefined) return known;
  const operation = getOperationAST(document, operationName);
  const [field] = operation?.selectionSet.selections ?? [];
  const shape =
    operation?.operation === 'query' &&
    operation.selectionSet.selections.length === 1 &&
    field?.kind === Kind.FIELD &&
    field.name.value === 'menuAt'
      ? { printed: print(document), field }
      : null;
  shapes.set(document, shape);
  return shape;
}

/** An argument's value as sent: a variable's value or a string literal; undefined otherwise. */
function argument(
  field: FieldNode,
  name: string,
  variables: Record<string, unknown>,
): { value: unknown; variable: string | null } | undefined {
  const node: ValueNode | undefined = field.arguments?.find((arg) => arg.name.value === name)?.value;
  if (!node) return undefined;
  if (node.kind === Kind.VARIABLE) return { value: variables[node.name.value], variable: node.name.value };
  if (node.kind === Kind.STRING || node.kind === Kind.ENUM) return { value: node.value, variable: null };
  return undefined;
}

interface Prefetched {
  venue: MenuAtVenueRow;
  serviceType: string;
  /** The venue's compiled menus for the service type, at the version of the venue row. */
  input: MenuAtVenue;
}

/** What `menuAtAnswers` read for this request, for the resolver. */
const prefetched = new WeakMap<object, Prefetched>();
export function prefetchedVenue(ctx: object): MenuAtVenueRow | null {
  return prefetched.get(ctx)?.venue ?? null;
}
/** The compiled menus read for this request's venue and service type, if these are the ones asked. */
export function prefetchedInput(ctx: object, venueId: string, serviceType: string): MenuAtVenue | null {
  const known = prefetched.get(ctx);
  return known?.venue.id === venueId && known.serviceType === serviceType ? known.input : null;
}

/** Hits and misses since the process started (tests and the bench read them). */
export const menuAtAnswerStats = { hits: 0, misses: 0 };

const withMemoizedJson = (result: ExecutionResult): ExecutionResult => {
  let json: string | null = null;
  return { ...result, stringify: (value: unknown) => (json ??= JSON.stringify(value)) } as ExecutionResult;
};

export function menuAtAnswers(options: { maxEntries: number }): Plugin<Context> {
  const cache = new LRUCache<string, ExecutionResult>({ max: options.maxEntries });
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue;
      const viewer = ctx.viewer;
      if (!viewer) return;
      const shape = shapeOf(args.document, args.operationName);
      if (!shape) return;
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const venueId = argument(shape.field, 'venueId', variables);
      const at = argument(shape.field, 'at', variables);
      const serviceType = argument(shape.field, 'serviceType', variables)?.value;
      if (typeof venueId?.value !== 'string' || typeof at?.value !== 'string') return;
      if (typeof serviceType !== 'string') return;
      // Only an instant the resolver accepts is folded to its minute (a refused one is not cached).
      if (!ISO_INSTANT.safeParse(at.value).success) return;
      const venue = await readMenuAtVenue(ctx.db, viewer, venueId.value);
      if (!venue) return;
      const input = await menuAtInputOfVenue(ctx.db, viewer.companyId, venue, serviceType, venue.version);
      prefetched.set(ctx, { venue, serviceType, input });
      const span = menuAtSpan(input, serviceType, new Date(at.value));
      const key = JSON.stringify([
        viewer.companyId,
        venue.id,
        venue.timezone,
        venue.version,
        span,
        viewer.isPaymentsOnly,
        viewer.apiKey ? [...viewer.apiKey.scopes].sort() : null,
        [...viewer.scopes].sort(),
        [...viewer.venueIds].sort(),
        ctx.locale,
        shape.printed,
        args.operationName ?? null,
        at.variable ? { ...variables, [at.variable]: span } : variables,
      ]);
      const hit = cache.get(key);
      if (hit) {
        menuAtAnswerStats.hits += 1;
        setResultAndStopExecution(hit);
        return;
      }
      menuAtAnswerStats.misses += 1;
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result || result.errors) return;
          const cached = withMemoizedJson(result);
          cache.set(key, cached);
          setResult(cached);
        },
      };
    },
  };
}
