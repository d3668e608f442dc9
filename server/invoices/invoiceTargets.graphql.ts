import { invoiceTargetSchema } from '../../src/domain/invoices.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { parseInput } from '../platform/api/input.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import type { InvoiceTargetRow } from '../platform/db/schema/index.ts';
import { byNameArgs, byNamePage, pageType } from '../platform/paging/keyset.ts';
import { requireTerminalPermission } from '../staff/staff.service.ts';
import { INVOICE_TARGET_FIELDS } from './errors.ts';
import {
  createInvoiceTarget,
  deleteInvoiceTarget,
  findInvoiceTarget,
  listInvoiceTargets,
  updateInvoiceTarget,
} from './invoiceTargets.service.ts';

const SETTINGS = { scope: 'SETTINGS' } as const;
/** The back office's settings page, and the terminals (a WRITE_ORDERS key stands for ORDERS). */
const SETTINGS_OR_TILL = { scope: ['SETTINGS', 'ORDERS'] } as const;
export const INVOICE_TARGET_PAGE_SIZE = 50;

export const InvoiceTargetRef = builder.objectRef<InvoiceTargetRow>('InvoiceTarget').implement({
  description:
    'A customer the company bills by invoice (spec section 6, CREATE_INVOICE_TARGET; docs/invoices.md): an INVOICE payment names one, and its payments are invoiced together.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    organizationNumber: t.exposeString('organizationNumber'),
    email: t.exposeString('email'),
    address: t.exposeString('address'),
    reference: t.exposeString('reference', { description: 'The customer\'s reference ("Your reference").' }),
    deleted: t.exposeBoolean('deleted', {
      description: 'Removed: kept on old payments and invoices, refused for new payments.',
    }),
    createdAt: t.string({ resolve: (row) => row.createdAt.toISOString() }),
    version: t.exposeInt('version'),
  }),
});

const InvoiceTargetPage = pageType('InvoiceTargetPage', InvoiceTargetRef);

const InvoiceTargetInput = builder.inputType('InvoiceTargetInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    organizationNumber: t.string({ required: false }),
    email: t.string({ required: false }),
    address: t.string({ required: false }),
    reference: t.string({ required: false }),
  }),
});

type TargetInput = {
  name: string;
  organizationNumber?: string | null;
  email?: string | null;
  address?: string | null;
  reference?: string | null;
};
const parseTarget = (data: TargetInput) =>
  parseInput(
    invoiceTargetSchema,
    Object.fromEntries(Object.entries(data).filter(([, value]) => value != null)),
    INVOICE_TARGET_FIELDS,
  );

/**
 * A terminal's key adds a target only for a staff member with CREATE_INVOICE_TARGET (spec section
 * 6); a signed-in user (the settings page, a till signed in as a user) needs none, but a staff
 * member it names is checked all the same, as refundOrder checks REFUND.
 */
async function requireCreatePermission(db: Queryable, viewer: Viewer, staffId: string | null) {
  if (staffId === null) {
    if (viewer.apiKey) throw new DomainError('FORBIDDEN', (t) => t.staff.errors.permissionMissing());
    return;
  }
  await requireTerminalPermission(db, viewer, staffId, 'CREATE_INVOICE_TARGET');
}

builder.queryField('invoiceTargetsPage', (t) =>
  t.field({
    type: InvoiceTargetPage,
    description:
      "The company's invoice targets (not removed) by name, keyset-paged, searched by name, organisation number, e-mail or reference: the settings page's list and the terminal's picker for an INVOICE payment.",
    authScopes: SETTINGS_OR_TILL,
    args: byNameArgs(t.arg),
    resolve: (_root, args, ctx) =>
      byNamePage(ctx, {
        list: 'invoiceTargetsPage',
        pageSize: INVOICE_TARGET_PAGE_SIZE,
        args,
        load: (query) => listInvoiceTargets(ctx.db, viewerOf(ctx), query),
      }),
  }),
);

builder.queryField('invoiceTarget', (t) =>
  t.field({
    type: InvoiceTargetRef,
    nullable: true,
    description:
      "One of the company's invoice targets (removed ones too); null when missing or not the viewer's.",
    authScopes: SETTINGS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findInvoiceTarget(ctx.db, viewerOf(ctx), String(args.id)),
  }),
);

builder.mutationField('createInvoiceTarget', (t) =>
  t.field({
    type: InvoiceTargetRef,
    description:
      "Adds an invoice target. A terminal's key (WRITE_ORDERS) names the staff member creating it, who needs the CREATE_INVOICE_TARGET terminal permission (so does any staff member named); a signed-in user needs none. With an idempotencyKey a retry answers the same target; the same key with another body is CONFLICT.",
    authScopes: SETTINGS_OR_TILL,
    args: {
      data: t.arg({ type: InvoiceTargetInput, required: true }),
      idempotencyKey: t.arg.string({ required: false }),
      staffId: t.arg.id({ required: false, description: 'The staff member at the terminal.' }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      await requireCreatePermission(ctx.db, viewer, args.staffId == null ? null : String(args.staffId));
      return createInvoiceTarget(ctx.db, viewer, parseTarget(args.data), args.idempotencyKey ?? null);
    },
  }),
);

builder.mutationField('updateInvoiceTarget', (t) =>
  t.field({
    type: InvoiceTargetRef,
    description:
      'Edits an invoice target; CONFLICT when expectedVersion is not the stored one. Saving what is stored answers it unchanged.',
    authScopes: SETTINGS,
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: InvoiceTargetInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      updateInvoiceTarget(
        ctx.db,
        viewerOf(ctx),
        String(args.id),
        parseTarget(args.data),
        args.expectedVersion,
      ),
  }),
);

builder.mutationField('deleteInvoiceTarget', (t) =>
  t.boolean({
    description:
      'Removes an invoice target: marked deleted, kept on old payments and invoices, refused for new payments. Removing a removed one answers true again.',
    authScopes: SETTINGS,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteInvoiceTarget(ctx.db, viewerOf(ctx), String(args.id));
      return true;
    },
  }),
);
