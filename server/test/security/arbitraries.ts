import fc from 'fast-check';
import {
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from 'graphql';
import type { Operation } from './schemaWalk.ts';

/** Strings that broke other systems: SQL, markup, control characters, mixed scripts, huge. */
const NASTY_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  '"; DROP TABLE items; --',
  '<script>alert(1)</script>',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '👩‍👩‍👧‍👦🍕',
  'ﷺ'.repeat(50),
  '%s%n%x',
  '../../etc/passwd',
  '1e309',
  'NaN',
  '-0',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(20_000),
];

const NASTY_INTS = [0, -1, 1, -2147483648, 2147483647, 99999999, -99999999];
/** Not valid for the type at all: the parser must refuse them cleanly. */
const WRONG_TYPE: unknown[] = [null, 1e20, -1e20, 1.5, 'text', true, [], {}];

function string(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(...NASTY_STRINGS),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  );
}

/**
 * Values for any input type of the schema: mostly well-formed (so the resolvers run), sometimes
 * of the wrong type or null (so the edges are tried too). `ids` are real ids to reach deeper.
 */
export function inputValue(type: GraphQLInputType, ids: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  const inner = isNonNullType(type) ? type.ofType : type;
  const wrong = fc.constantFrom(...WRONG_TYPE);
  const maybeWrong = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 9, arbitrary }, { weight: 1, arbitrary: wrong });
  if (isListType(inner))
    return maybeWrong(fc.array(inputValue(inner.ofType, ids, depth + 1), { maxLength: depth > 1 ? 2 : 6 }));
  if (isEnumType(inner))
    return maybeWrong(fc.oneof(fc.constantFrom(...inner.getValues().map((value) => value.value)), string()));
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of fields) record[field.name] = inputValue(field.type, ids, depth + 1);
    return maybeWrong(
      fc.record(record, {
        requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
      }),
    );
  }
  switch (getNamedType(inner).name) {
    case 'ID':
      return maybeWrong(
        fc.oneof(
          ids.length ? fc.constantFrom(...ids) : fc.uuid(),
          fc.uuid(),
          fc.constantFrom(...NASTY_STRINGS),
        ),
      );
    case 'Int':
      return maybeWrong(fc.oneof(fc.integer(), fc.constantFrom(...NASTY_INTS)));
    case 'Float':
      return maybeWrong(fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(...NASTY_INTS)));
    case 'Boolean':
      return maybeWrong(fc.boolean());
    default:
      return maybeWrong(string());
  }
}

/** All arguments of an operation, optional ones present or not. */
export function argsOf(op: Operation, ids: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const arg of op.field.args) record[arg.name] = inputValue(arg.type, ids);
  return fc.record(record, {
    requiredKeys: op.field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name),
  });
}
