import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ApiKeyScope } from '../../src/domain/apiKeys.ts';
import { forbidden } from '../platform/api/domainError.ts';
import type { Context } from '../platform/context.ts';

/**
 * What an API key may call (issue 18, docs/api.md): only these root fields, each for the key
 * scopes listed. Everything else of the back office's API is refused to a key whatever the
 * back-office scopes its key scopes stand for, so a key never reaches more than it was given.
 */
export const KEY_OPERATIONS: Readonly<Record<string, readonly ApiKeyScope[]>> = {
  items: ['READ_CATALOGUE'],
  categories: ['READ_CATALOGUE'],
  // What the till shows: the venue's menu at an instant, its layouts and pages, bundle offers.
  menuAt: ['READ_CATALOGUE'],
  posLayouts: ['READ_CATALOGUE'],
  posPage: ['READ_CATALOGUE'],
  bundleOffers: ['READ_CATALOGUE'],
  // The terminal's CLOSE_DAY: the Z-reports of its own venue (READ_REPORTS stands for FINANCE), one
  // day or a range of them.
  closeDay: ['READ_REPORTS'],
  closeDays: ['READ_REPORTS'],
  paymentMethods: ['WRITE_ORDERS'],
  createOrder: ['WRITE_ORDERS'],
  updateOrderStatus: ['WRITE_ORDERS'],
  order: ['WRITE_ORDERS', 'READ_REPORTS'],
  orders: ['WRITE_ORDERS', 'READ_REPORTS'],
  orderEvents: ['WRITE_ORDERS', 'READ_REPORTS'],
  getVouchers: ['READ_REPORTS'],
  staffPermissions: ['WRITE_ORDERS'],
  // An INVOICE payment's customer (issue 47 item 3): the till picks one, or adds one (CREATE_INVOICE_TARGET).
  invoiceTargetsPage: ['WRITE_ORDERS'],
  createInvoiceTarget: ['WRITE_ORDERS'],
};

function rootFields(document: DocumentNode, operationName: string | null | undefined): string[] {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations[0];
  if (!operation) return [];
  return operation.selectionSet.selections.flatMap((selection) =>
    selection.kind === 'Field' ? [selection.name.value] : ['(fragment)'],
  );
}

export function keyMayCall(scopes: readonly ApiKeyScope[], fields: readonly string[]): boolean {
  return fields.every(
    (field) =>
      field === '__typename' || (KEY_OPERATIONS[field] ?? []).some((scope) => scopes.includes(scope)),
  );
}

/** Refuses a key's operation that touches any root field outside its key operations. */
export function apiKeyGate(): Plugin<Context> {
  const check = (args: { contextValue: unknown; document: DocumentNode; operationName?: string | null }) => {
    const ctx = args.contextValue as Context;
    const key = ctx.viewer?.apiKey;
    if (!key) return;
    if (!keyMayCall(key.scopes, rootFields(args.document, args.operationName))) {
      throw forbidden();
    }
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      try {
        check(args);
      } catch (error) {
        setResultAndStopExecution({ errors: [error as never] });
      }
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      try {
        check(args);
      } catch (error) {
        setResultAndStopExecution({ errors: [error as never] });
      }
    },
  };
}
