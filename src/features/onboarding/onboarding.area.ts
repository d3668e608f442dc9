import { defineArea, type Gate } from '../../domain/navigation.ts';

const OPEN: Gate = { scopes: [] };

/**
 * The welcome page and the onboarding wizard (issue 22). The spec shows no gate: every signed-in
 * user of a POS company sees them; the writes each page makes keep their own scope on the
 * server (company information: SETTINGS; stations and the product library: POS_CUSTOMIZATION).
 * Only scoped calls are listed; the wizard's reads and events are open to any POS company user.
 */
export const onboardingArea = defineArea({
  name: 'onboarding',
  namespace: 'onboardingWizard',
  unlinked: 'the welcome page and the wizard lead through the steps (spec: onboarding)',
  pages: {
    welcome: { path: '/welcome', gate: OPEN, bare: true },
    // `/onboarding` itself opens the wizard at its first open page (the wizard moves the URL there).
    onboardingAccount: { path: '/onboarding/account', aliases: ['/onboarding'], gate: OPEN },
    onboardingInformation: {
      path: '/onboarding/information',
      gate: OPEN,
      calls: ['updateOnboardingInformation'],
    },
    onboardingStations: {
      path: '/onboarding/stations',
      gate: OPEN,
      calls: ['stations', 'createStation'],
    },
    onboardingIntegrations: { path: '/onboarding/integrations', gate: OPEN },
    onboardingLicenses: { path: '/onboarding/licenses', gate: OPEN },
    productLibrary: {
      path: '/onboarding/product-library',
      gate: OPEN,
      calls: ['importProductLibrary', 'makeTestSale'],
    },
  },
});
