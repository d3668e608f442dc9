import type { CsvProblem } from '../../src/domain/productCsv.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { worded } from '../platform/api/results.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import { badInput, companyCountry, notFound } from './common.ts';
import { PIM_FIELDS } from './fields.ts';
import { resetPimLoader } from './loader.ts';
import {
  analyzeImport,
  appendChunk,
  applyImport,
  dropImport,
  findImport,
  type ImportAnalysis,
  type ImportRowShape,
  importText,
  MAX_CHUNK_LENGTH,
  MAX_CHUNKS,
  problemMessage,
  startImport,
} from './productImport.ts';
import { POS, SaveResult } from './types.graphql.ts';

type ImportErrorShape = CsvProblem;

const ImportError = builder.objectRef<ImportErrorShape>('ImportError').implement({
  description: 'A problem of the file: its line (1 is the header), column and a translated message.',
  fields: (t) => ({
    line: t.exposeInt('line'),
    column: t.exposeString('column'),
    code: t.exposeString('code'),
    message: t.string({ resolve: worded((problem) => (tr) => problemMessage(tr, problem.code)) }),
  }),
});

const ImportRow = builder.objectRef<ImportRowShape>('ImportRow').implement({
  fields: (t) => ({
    line: t.exposeInt('line'),
    action: t.exposeString('action', { description: 'CREATE, UPDATE, UNCHANGED or ERROR.' }),
    id: t.exposeID('id', { nullable: true }),
    title: t.exposeString('title'),
    changes: t.exposeStringList('changes', { description: 'The fields an UPDATE changes.' }),
  }),
});

interface PreviewShape {
  total: number;
  creates: number;
  updates: number;
  unchanged: number;
  errors: ImportErrorShape[];
  rows: ImportRowShape[];
}

/** Rows listed in a preview; the counts cover all. */
const PREVIEW_ROWS = 2000;
const PREVIEW_ERRORS = 500;

const ImportPreview = builder.objectRef<PreviewShape>('ImportPreview').implement({
  description: 'A dry run of an import: what each row would do. Nothing is written.',
  fields: (t) => ({
    total: t.exposeInt('total'),
    creates: t.exposeInt('creates'),
    updates: t.exposeInt('updates'),
    unchanged: t.exposeInt('unchanged'),
    errors: t.field({
      type: [ImportError],
      description: `At most ${PREVIEW_ERRORS}.`,
      resolve: (p) => p.errors,
    }),
    rows: t.field({
      type: [ImportRow],
      description: `At most ${PREVIEW_ROWS}, errors and changes first.`,
      resolve: (p) => p.rows,
    }),
  }),
});

const ImportResult = builder
  .objectRef<{ success: boolean; creates: number; updates: number }>('ImportResult')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      creates: t.exposeInt('creates'),
      updates: t.exposeInt('updates'),
    }),
  });

function previewOf(analysis: ImportAnalysis): PreviewShape {
  const count = (action: ImportRowShape['action']) =>
    analysis.rows.filter((row) => row.action === action).length;
  const order = { ERROR: 0, CREATE: 1, UPDATE: 1, UNCHANGED: 2 };
  return {
    total: analysis.rows.length,
    creates: count('CREATE'),
    updates: count('UPDATE'),
    unchanged: count('UNCHANGED'),
    errors: analysis.problems.slice(0, PREVIEW_ERRORS),
    rows: [...analysis.rows]
      .sort((a, b) => order[a.action] - order[b.action] || a.line - b.line)
      .slice(0, PREVIEW_ROWS),
  };
}

async function ownImport(ctx: Context, importId: string): Promise<string> {
  const viewer = viewerOf(ctx);
  if (!(await findImport(ctx.db, viewer.companyId, viewer.userId, importId))) throw notFound();
  return importId;
}

builder.mutationField('startItemImport', (t) =>
  t.field({
    type: 'ID',
    description:
      'Starts a CSV import of products. Requests are limited to 64 KB, so the file is sent in chunks with appendItemImport, then previewed and committed.',
    authScopes: POS,
    resolve: async (_root, _args, ctx) => {
      const viewer = viewerOf(ctx);
      return startImport(ctx.db, viewer.companyId, viewer.userId);
    },
  }),
);

builder.mutationField('appendItemImport', (t) =>
  t.field({
    type: SaveResult,
    description: `Stores one chunk (at most ${MAX_CHUNK_LENGTH} characters) of the file at its index; sending an index again replaces it.`,
    authScopes: POS,
    args: {
      importId: t.arg.id({ required: true }),
      index: t.arg.int({ required: true }),
      chunk: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const id = await ownImport(ctx, String(args.importId));
      if (args.index < 0 || args.index >= MAX_CHUNKS) throw badInput({ index: 'tooMany' });
      if (args.chunk.length > MAX_CHUNK_LENGTH) throw badInput({ chunk: 'tooLong' });
      await appendChunk(ctx.db, id, args.index, args.chunk);
      return { success: true, version: 0, count: 1 };
    },
  }),
);

builder.mutationField('previewItemImport', (t) =>
  t.field({
    type: ImportPreview,
    description:
      'Dry run: creates, updates, unchanged rows and errors (line and column) of the uploaded file.',
    authScopes: POS,
    args: { importId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = await ownImport(ctx, String(args.importId));
      const { companyId } = viewerOf(ctx);
      const analysis = await analyzeImport(
        ctx.db,
        companyId,
        await companyCountry(ctx.db, companyId),
        await importText(ctx.db, id),
      );
      return previewOf(analysis);
    },
  }),
);

builder.mutationField('commitItemImport', (t) =>
  t.field({
    type: ImportResult,
    description:
      'Imports the uploaded file in one transaction. A file with any error writes nothing and answers BAD_USER_INPUT with extensions.importErrors (line, column, message).',
    authScopes: POS,
    args: { importId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = await ownImport(ctx, String(args.importId));
      const { companyId } = viewerOf(ctx);
      const country = await companyCountry(ctx.db, companyId);
      const text = await importText(ctx.db, id);
      const result = await ctx.db.transaction(async (tx) => {
        // Read again inside the transaction: the file is applied to the catalogue as it is now.
        const analysis = await analyzeImport(tx, companyId, country, text);
        if (analysis.problems.length > 0) {
          const errors = previewOf(analysis).errors;
          throw new DomainError('BAD_USER_INPUT', PIM_FIELDS.checkFields, {
            wordedExtensions: (tr) => ({
              importErrors: errors.map((problem) => ({
                ...problem,
                message: problemMessage(tr, problem.code),
              })),
            }),
          });
        }
        return applyImport(tx, companyId, country, analysis);
      });
      await dropImport(ctx.db, id);
      resetPimLoader(ctx);
      return { success: true, ...result };
    },
  }),
);
