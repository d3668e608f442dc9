import { defineKind } from '../kind.ts';

/**
 * The companies a venue buys its goods from (the walk-through kind of issue 45, decision 0115):
 * who to call, where to send an order, and the account number the supplier knows the company by.
 * Declared once; the table, the API, the sweeps and the screen are built from this.
 */
export const supplierKind = defineKind({
  name: 'Supplier',
  plural: 'suppliers',
  area: 'inventory',
  scope: 'POS_CUSTOMIZATION',
  licence: 'inventory',
  scoping: 'company',
  nameField: 'name',
  description: 'A company the venues buy goods from: contact, order e-mail and account number.',
  fields: {
    name: { type: 'text', max: 120, required: true },
    contactName: { type: 'text', max: 120 },
    email: { type: 'text', max: 200, format: 'email' },
    phone: { type: 'text', max: 40 },
    accountNumber: { type: 'text', max: 60 },
    active: { type: 'boolean', initial: true },
  },
});
