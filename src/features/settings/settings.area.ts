import { defineArea, type Gate } from '../../domain/navigation.ts';

const SETTINGS: Gate = { scopes: ['SETTINGS'] };

/** Settings (issue 21 item 5): venues, company, beepers, payment methods and invoice customers (issue 47) and the receipt template (licences: src/features/licences). */
export const settingsArea = defineArea({
  name: 'settings',
  namespace: 'settings',
  pages: {
    venues: {
      path: '/settings/venues',
      nav: { under: 'settings', order: 20 },
      resource: 'venues',
      gate: SETTINGS,
      searchable: true,
      calls: [
        'settingsVenues',
        'settingsVenue',
        'createVenue',
        'updateVenueSettings',
        'deleteVenue',
        // The venue's note panel (record metadata; METADATA_SCOPES gives venues to SETTINGS).
        'recordMetadata',
        'updateMetadata',
      ],
    },
    company: {
      path: '/settings/company',
      nav: { under: 'settings', order: 10 },
      gate: SETTINGS,
      searchable: true,
      sidebar: { key: 'settings', placement: 'bottom', order: 40 },
      calls: ['companySettings', 'updateCompanySettings', 'recordMetadata', 'updateMetadata'],
    },
    beepers: {
      path: '/settings/beepers',
      nav: { under: 'settings', order: 40 },
      resource: 'beepers',
      gate: SETTINGS,
      searchable: true,
      calls: [
        'beeperRanges',
        'beeperRange',
        'createBeeperRange',
        'updateBeeperRange',
        'deleteBeeperRange',
        'settingsVenues',
      ],
    },
    paymentMethods: {
      path: '/settings/payment-methods',
      nav: { under: 'settings', order: 45 },
      resource: 'paymentMethods',
      gate: SETTINGS,
      searchable: true,
      // paymentMethods (GetPaymentMethods) is the terminals' list: it belongs to the orders area's calls.
      calls: [
        'paymentMethodsPage',
        'paymentMethod',
        'createPaymentMethod',
        'updatePaymentMethod',
        'deletePaymentMethod',
      ],
    },
    invoiceTargets: {
      path: '/settings/invoice-targets',
      nav: { under: 'settings', order: 47 },
      resource: 'invoiceTargets',
      gate: SETTINGS,
      searchable: true,
      // The terminals' calls (the picker, createInvoiceTarget with a staff member) are listed under the orders page too.
      calls: [
        'invoiceTargetsPage',
        'invoiceTarget',
        'createInvoiceTarget',
        'updateInvoiceTarget',
        'deleteInvoiceTarget',
      ],
    },
    receipt: {
      path: '/settings/receipt',
      nav: { under: 'settings', order: 30 },
      gate: SETTINGS,
      searchable: true,
      calls: ['receiptTemplate', 'updateReceiptTemplate', 'companySettings'],
    },
  },
});
