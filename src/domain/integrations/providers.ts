import type { CountryCode } from '../countries.ts';

/**
 * The integrations catalogue (issue 22): accounting providers receive daily vouchers, staff
 * scheduling providers receive sales per hour, and the file export (SIE 4 for Swedish companies)
 * covers every other program. `adapter` says whether Ordna can talk to it yet.
 */
export const PROVIDER_KEYS = [
  'fortnox',
  'vismaEekonomi',
  'powerOfficeGo',
  'tripletex',
  'economic',
  'planday',
  'quinyx',
  'caspeco',
  'sieFile',
] as const;
export type ProviderKey = (typeof PROVIDER_KEYS)[number];

export type ProviderKind = 'accounting' | 'staff' | 'file';

export interface ProviderInfo {
  key: ProviderKey;
  name: string;
  kind: ProviderKind;
  countries: readonly CountryCode[];
  /** Fields the connect form asks for (the provider's credentials). */
  credentials: readonly string[];
  /** The provider has tenants (clients or companies within one login). */
  tenants: boolean;
  /**
   * Connected by the provider's OAuth 2 authorisation (issue 44): "Connect" sends the user to the
   * provider to consent; nothing is pasted (`credentials` is empty).
   */
  oauth?: true;
  /** An adapter exists in server/integrations/<key>. */
  adapter: boolean;
}

export const PROVIDERS: Record<ProviderKey, ProviderInfo> = {
  fortnox: {
    key: 'fortnox',
    name: 'Fortnox',
    kind: 'accounting',
    countries: ['SE'],
    credentials: [],
    oauth: true,
    tenants: false,
    adapter: true,
  },
  vismaEekonomi: {
    key: 'vismaEekonomi',
    name: 'Visma eEkonomi',
    kind: 'accounting',
    countries: ['SE'],
    credentials: [],
    oauth: true,
    tenants: false,
    adapter: true,
  },
  powerOfficeGo: {
    key: 'powerOfficeGo',
    name: 'PowerOffice Go',
    kind: 'accounting',
    countries: ['NO'],
    credentials: ['clientKey'],
    // The client key belongs to one client and so picks the tenant: nothing more to ask.
    tenants: false,
    adapter: true,
  },
  tripletex: {
    key: 'tripletex',
    name: 'Tripletex',
    kind: 'accounting',
    countries: ['NO'],
    credentials: ['employeeToken'],
    tenants: true,
    adapter: true,
  },
  economic: {
    key: 'economic',
    name: 'e-conomic',
    kind: 'accounting',
    countries: ['DK'],
    credentials: ['grantToken'],
    tenants: false,
    adapter: true,
  },
  planday: {
    key: 'planday',
    name: 'Planday',
    kind: 'staff',
    countries: ['SE', 'NO', 'DK', 'GB'],
    credentials: [],
    oauth: true,
    tenants: false,
    adapter: true,
  },
  quinyx: {
    key: 'quinyx',
    name: 'Quinyx',
    kind: 'staff',
    countries: ['SE', 'NO', 'DK', 'GB'],
    credentials: ['clientId', 'clientSecret', 'variableId'],
    tenants: false,
    adapter: true,
  },
  caspeco: {
    key: 'caspeco',
    name: 'Caspeco',
    kind: 'staff',
    countries: ['SE', 'NO'],
    // The system name and installation key the customer registers with Caspeco (docs/integrations.md).
    credentials: ['systemName', 'apiKey'],
    tenants: false,
    adapter: true,
  },
  sieFile: {
    key: 'sieFile',
    name: 'SIE 4',
    kind: 'file',
    countries: ['SE'],
    credentials: [],
    tenants: false,
    adapter: true,
  },
};

export function isProviderKey(value: string): value is ProviderKey {
  return (PROVIDER_KEYS as readonly string[]).includes(value);
}
