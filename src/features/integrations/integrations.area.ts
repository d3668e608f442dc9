import { defineArea, type Gate } from '../../domain/navigation.ts';

const INTEGRATIONS: Gate = { scopes: ['INTEGRATIONS'], organization: true };

/** Integrations (issue 22): the catalogue, one provider's page, and its account mapping. */
export const integrationsArea = defineArea({
  name: 'integrations',
  namespace: 'integrations',
  pages: {
    integrations: {
      path: '/integrations',
      gate: INTEGRATIONS,
      searchable: true,
      sidebar: { key: 'integrations', placement: 'main', order: 100 },
      calls: ['integrations'],
    },
    integration: {
      path: '/integrations/$integration',
      gate: INTEGRATIONS,
      calls: [
        'integration',
        'connectIntegration',
        'authorizeIntegration',
        'sendDailyVouchers',
        'resendIntegrationVoucher',
        'sieExport',
        // Collective invoices beside the vouchers (issue 47 item 3).
        'invoices',
        'invoiceNow',
        'resendInvoice',
      ],
    },
    integrationConfigs: {
      path: '/integrations/$integration/manage-configs',
      gate: INTEGRATIONS,
      calls: ['integrationConfig', 'saveIntegrationConfig', 'removeVenueIntegrationConfig'],
    },
  },
});
