import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DB } from '../platform/db/client.ts';
import { permissions } from '../platform/db/schema/index.ts';
import type { GraphQLResult, testApi } from './api.ts';

export type Client = ReturnType<typeof testApi>;

export interface FieldErrorJson {
  field: string;
  code: string;
  message: string;
}

type ErrorWithExtensions = {
  message: string;
  extensions?: { code?: string; fieldErrors?: FieldErrorJson[]; currentVersion?: number };
};

export function errorsOf(result: GraphQLResult<unknown>): ErrorWithExtensions[] {
  return (result.errors ?? []) as ErrorWithExtensions[];
}

export function codeOf(result: GraphQLResult<unknown>): string | undefined {
  return errorsOf(result)[0]?.extensions?.code;
}

/** `{ field: code }` of a BAD_USER_INPUT answer. */
export function fieldCodes(result: GraphQLResult<unknown>): Record<string, string> {
  return Object.fromEntries(
    (errorsOf(result)[0]?.extensions?.fieldErrors ?? []).map((e) => [e.field, e.code]),
  );
}

export function expectNoErrors(result: GraphQLResult<unknown>): void {
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
}

/** A foreign id must be answered exactly like a random one: same code and message, no data. */
export function expectSameAsMissing(foreign: GraphQLResult<unknown>, random: GraphQLResult<unknown>): void {
  expect(codeOf(foreign)).toBe('NOT_FOUND');
  expect({ data: foreign.data, errors: foreign.errors }).toEqual({
    data: random.data,
    errors: random.errors,
  });
}

export async function setScopes(db: DB, userId: string, scopes: string[]): Promise<void> {
  await db.update(permissions).set({ scopes }).where(eq(permissions.userId, userId));
}

export const randomId = () => crypto.randomUUID();
