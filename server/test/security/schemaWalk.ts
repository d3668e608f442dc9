import { randomUUID } from 'node:crypto';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { schema } from '../../app/schema/index.ts';

/**
 * The API's operations read from the schema, so the security sweeps (tenancy, scopes, fuzzing)
 * cover an operation the day it is added, with no list to keep up to date.
 */
export interface Operation {
  type: 'query' | 'mutation';
  name: string;
  field: GraphQLField<unknown, unknown>;
}

export function operations(): Operation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([type, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => ({ type, name: field.name, field })),
  );
}

/** Every leaf of the answer, `depth` objects deep, so a leak anywhere in the answer is seen. */
export function selection(type: GraphQLOutputType, depth = 3): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isAbstractType(named)) {
    const branches = schema
      .getPossibleTypes(named)
      .map((member) => `... on ${member.name} ${selection(member, depth)}`);
    return `{ __typename ${branches.join(' ')} }`;
  }
  if (!isObjectType(named)) return '{ __typename }';
  const parts = Object.values(named.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .flatMap((field) => {
      if (isLeafType(getNamedType(field.type))) return [field.name];
      return depth > 0 ? [`${field.name} ${selection(field.type, depth - 1)}`] : [];
    });
  return `{ __typename ${parts.join(' ')} }`;
}

/** `query Op($a: ID!, …) { field(a: $a, …) { … } }` for the given arguments. */
export function document(op: Operation, args: readonly GraphQLArgument[], depth = 3): string {
  const params = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${op.type} Sweep${params ? `(${params})` : ''} { ${op.name}${passed ? `(${passed})` : ''} ${selection(op.field.type, depth)} }`;
}

/** Where an ID goes in an operation's arguments: `itemId`, `data.categoryIds`, `data.variations.id`. */
export interface IdSlot {
  /** Argument name, then input field names. */
  path: string[];
  list: boolean;
  required: boolean;
}

export function idSlots(op: Operation): IdSlot[] {
  const slots: IdSlot[] = [];
  const walk = (type: GraphQLInputType, path: string[], required: boolean, seen: Set<string>) => {
    const named = getNamedType(type);
    if (named.name === 'ID') {
      const inner = isNonNullType(type) ? type.ofType : type;
      slots.push({ path, list: isListType(inner), required });
      return;
    }
    if (!isInputObjectType(named) || seen.has(named.name)) return;
    for (const field of Object.values(named.getFields()))
      walk(field.type, [...path, field.name], isNonNullType(field.type), new Set([...seen, named.name]));
  };
  for (const arg of op.field.args) walk(arg.type, [arg.name], isNonNullType(arg.type), new Set());
  return slots;
}

/** A value of the right shape: required fields only, so validation passes and the resolver decides. */
export function sample(type: GraphQLInputType, id: () => string = randomUUID): unknown {
  if (isNonNullType(type)) return sample(type.ofType, id);
  if (isListType(type)) return [sample(type.ofType, id)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type, id)]),
    );
  }
  switch (getNamedType(type).name) {
    case 'ID':
      return id();
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    default:
      return new Date().toISOString();
  }
}

/** Sample values for the required arguments. */
export function sampleArgs(op: Operation): Record<string, unknown> {
  return Object.fromEntries(
    op.field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => [arg.name, sample(arg.type)]),
  );
}

/**
 * `args` with the ID at `path` set to `leaf` (a list of one for a list slot), creating the input
 * objects on the way with their required fields.
 */
export function withSlot(
  op: Operation,
  args: Record<string, unknown>,
  slot: IdSlot,
  leaf: string,
): Record<string, unknown> {
  const [name, ...rest] = slot.path;
  const arg = op.field.args.find((candidate) => candidate.name === name);
  if (!arg || name === undefined) throw new Error(`${op.name} has no argument ${slot.path.join('.')}`);
  return { ...args, [name]: place(arg.type, args[name], rest, slot.list ? [leaf] : leaf) };
}

function place(type: GraphQLInputType, current: unknown, path: string[], leaf: unknown): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const list = Array.isArray(current) ? current : [];
    if (path.length === 0) return leaf;
    return [place(inner.ofType, list[0], path, leaf), ...list.slice(1)];
  }
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  if (!isInputObjectType(inner)) throw new Error(`no field ${head} on ${String(type)}`);
  const field = inner.getFields()[head];
  if (!field) throw new Error(`no field ${head} on ${inner.name}`);
  const base = (current ?? sample(inner)) as Record<string, unknown>;
  return { ...base, [head]: place(field.type, base[head], rest, leaf) };
}
