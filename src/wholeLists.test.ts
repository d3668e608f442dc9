import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  type FieldNode,
  type GraphQLField,
  type GraphQLOutputType,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  Kind,
  parse,
  type SelectionSetNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * Issue 14: no back-office screen downloads a whole table. Every query document of src/ is read
 * against the schema, and a field that answers a whole list — a GraphQL list at the top of a
 * query, or a paged field (one with a `first` argument) asked without `first` — must be named
 * below with its reason. Lists bounded by nature (a company's venues, its VAT rates, languages,
 * enum-like tables, a record's own children) are allowed; anything else pages on the server, and
 * pickers search it (`src/ui/SearchPicker.tsx`). The LEFT list only shrinks.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const schema = buildSchema(readFileSync(join(SRC, '..', 'schema.graphql'), 'utf8'));

/** Bounded by nature (docs/decisions.md, "Pickers search the server"). */
const BOUNDED: Record<string, string> = {
  'MenuVenues.venues': 'venues of a company',
  'ShellData.venues': 'venues of a company',
  'ShellData.legalEntities': 'legal entities of a company (one per venue at most)',
  'OnlineOrderingVenues.onlineOrderingVenues': 'venues of a company',
  'OnlineOrderingQrCodes.onlineOrderingQrCodes':
    "a venue's tables (one sheet of QR codes; the PDF reads the same list)",
  'Integrations.integrations': 'the providers Ordna integrates with (a fixed table)',
  'bellIntegrations.integrations':
    'the providers Ordna integrates with (a fixed table), read by the bell for reconnects',
  'deadMails.deadMails':
    "the company's mails the outbox gave up on in the last 30 days, cut by the server at 50 (the bell)",
  'ProductLibrary.productLibrary': 'the onboarding product library (a fixed table)',
  'GetRemovableIngredients.recordMetadata': 'the metadata keys of one record (removable-ingredients, note)',
  'GetRecordMetadata.recordMetadata': 'the metadata keys of one record (removable-ingredients, note)',
  'GetRecipe.recipe': "one product's recipe (at most RECIPE_LINES_MAX = 20 lines, decision 0109)",
  'GetKdsStations.kdsStations': "a venue's kitchen stations (a handful)",
  'OnboardingStations.stations': "a company's kitchen stations (a handful)",
  'GetKdsBoard.kdsTickets': "a station's open tickets, cut by the server at first ≤ 500",
  'GetKdsPrepTimes.kdsPrepTimes': 'one row per station and hour of a range of at most 31 days',
  'ScheduledReports.scheduledReports': "a company's report schedules (a handful)",
  'ChangeActors.changeActors': "the company's back-office users who changed something (tens)",
  'GetAccessLevels.accessLevels': "a company's access levels (a handful; the list screen pages)",
  'GetFloorPlans.floorPlans': "a venue's floor plans (its rooms)",
  'GetPosLayouts.posLayouts':
    "a company's POS layouts (one or a few per venue and till kind: tens at most) with each one's category tabs and pages, the editor's tree (docs/decisions.md, issue 14 last round)",
  'GetPosPageReferences.posPageReferences':
    'the pages whose buttons link to one sub-page, one row per page, asked before removing it (a record’s own back-references)',
};

/** Whole-list reads that predate the rule and are still to move (issue 14): the list only shrinks. */
const LEFT: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const DOCUMENT = /graphql\(\s*`([^`]*)`/g;

interface WholeRead {
  /** `Operation.path.to.field` */
  key: string;
  file: string;
}

function wholeReads(): WholeRead[] {
  const found: WholeRead[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(DOCUMENT)) {
      const document = parse(match[1] ?? '');
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'query') continue;
        const name = definition.name?.value ?? '(anonymous)';
        const walk = (
          selections: SelectionSetNode,
          fields: Record<string, GraphQLField<unknown, unknown>>,
          path: string[],
          top: boolean,
        ) => {
          for (const selection of selections.selections) {
            if (selection.kind !== Kind.FIELD) continue;
            const node: FieldNode = selection;
            const field = fields[node.name.value];
            if (!field) continue;
            const here = [...path, node.name.value];
            const type: GraphQLOutputType = getNullableType(field.type);
            const paged = field.args.some((arg) => arg.name === 'first');
            const givesFirst = node.arguments?.some((arg) => arg.name.value === 'first') ?? false;
            if ((top && isListType(type)) || (paged && !givesFirst))
              found.push({ key: `${name}.${here.join('.')}`, file: relative(SRC, file) });
            const named = getNamedType(field.type);
            if (node.selectionSet && isObjectType(named))
              walk(node.selectionSet, named.getFields(), here, top && node.name.value === 'company');
          }
        };
        const root = schema.getQueryType();
        if (root) walk(definition.selectionSet, root.getFields(), [], true);
      }
    }
  }
  return found;
}

describe('no screen downloads a whole table (issue 14)', () => {
  const reads = wholeReads();

  it('reads the documents', () => {
    expect(reads.length).toBeGreaterThan(0);
  });

  it('names every whole-list read as bounded by nature (or left, to be moved)', () => {
    const unnamed = reads.filter((read) => !(read.key in BOUNDED) && !(read.key in LEFT));
    expect(unnamed.map((read) => `${read.key} (${read.file})`)).toEqual([]);
  });

  it('keeps no stale entry in the lists', () => {
    const keys = new Set(reads.map((read) => read.key));
    expect([...Object.keys(BOUNDED), ...Object.keys(LEFT)].filter((key) => !keys.has(key))).toEqual([]);
  });
});
