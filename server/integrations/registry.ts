import { integrationsKey } from '../platform/secrets.ts';
import type { AccountingAdapter, CredentialVerifier, StaffSalesAdapter } from './adapter.ts';
import { createCaspecoAdapter } from './caspeco/caspeco.adapter.ts';
import { createEconomicAdapter } from './economic/economic.adapter.ts';
import { createFortnoxAdapter } from './fortnox/fortnox.adapter.ts';
import { fortnoxOAuthClient } from './fortnox/fortnoxOAuth.ts';
import type { OAuthClient } from './oauth.ts';
import { createPlandayAdapter } from './planday/planday.adapter.ts';
import { plandayOAuthClient } from './planday/plandayOAuth.ts';
import { createPowerOfficeAdapter } from './powerOffice/powerOffice.adapter.ts';
import { createQuinyxAdapter } from './quinyx/quinyx.adapter.ts';
import { createTripletexAdapter } from './tripletex/tripletex.adapter.ts';
import { createVismaAdapter } from './visma/visma.adapter.ts';
import { vismaOAuthClient } from './visma/vismaOAuth.ts';
import { type SendDeps, VOUCHER_RETRIES } from './vouchers.service.ts';

/**
 * The adapters the server talks to, by provider key. Base URLs come from the environment so the
 * e2e run (and a sandbox) can point them at a local fake (`*_API_URL`, default the real API);
 * the keys a provider gives Ordna itself (not the customer) come from the environment too, and
 * without them the adapter answers "not configured" (README, Environment).
 */
export function accountingAdapters(env: NodeJS.ProcessEnv = process.env): Record<string, AccountingAdapter> {
  return {
    fortnox: createFortnoxAdapter({ baseUrl: env.FORTNOX_API_URL ?? 'https://api.fortnox.se' }),
    vismaEekonomi: createVismaAdapter({
      baseUrl: env.VISMA_EACCOUNTING_API_URL ?? 'https://eaccountingapi.vismaonline.com',
    }),
    powerOfficeGo: createPowerOfficeAdapter({
      baseUrl: env.POWEROFFICE_API_URL ?? 'https://goapi.poweroffice.net',
      applicationKey: env.POWEROFFICE_APPLICATION_KEY,
      subscriptionKey: env.POWEROFFICE_SUBSCRIPTION_KEY,
    }),
    tripletex: createTripletexAdapter({
      baseUrl: env.TRIPLETEX_API_URL ?? 'https://tripletex.no',
      consumerToken: env.TRIPLETEX_CONSUMER_TOKEN,
    }),
    economic: createEconomicAdapter({
      baseUrl: env.ECONOMIC_API_URL ?? 'https://restapi.e-conomic.com',
      appSecretToken: env.ECONOMIC_APP_SECRET_TOKEN,
    }),
  };
}

/** Staff scheduling providers: they receive a venue's sales of a day (hourly where kept). */
export function staffAdapters(env: NodeJS.ProcessEnv = process.env): Record<string, StaffSalesAdapter> {
  return {
    planday: createPlandayAdapter({
      baseUrl: env.PLANDAY_API_URL ?? 'https://openapi.planday.com',
      authUrl: env.PLANDAY_AUTH_URL ?? 'https://id.planday.com',
      clientId: env.PLANDAY_CLIENT_ID,
    }),
    quinyx: createQuinyxAdapter({ baseUrl: env.QUINYX_API_URL ?? 'https://api.quinyx.com' }),
    caspeco: createCaspecoAdapter({ baseUrl: env.CASPECO_API_URL ?? 'https://salesapi.caspeco.net' }),
  };
}

/**
 * Everything the sender needs: the adapters, the credentials key and the queue's retries. Outside
 * production, BOOKS_RETRY_MS replaces the doubling waits (1 min, 2 min, 4 min, …) with one fixed
 * wait (whole seconds on the queue), so an end-to-end test sees a voucher fail for good within seconds.
 */
export function sendDeps(env: NodeJS.ProcessEnv = process.env): SendDeps {
  const retry = Number(env.BOOKS_RETRY_MS);
  const short = env.NODE_ENV !== 'production' && env.BOOKS_RETRY_MS && Number.isFinite(retry) && retry >= 0;
  return {
    adapters: accountingAdapters(env),
    staff: staffAdapters(env),
    key: integrationsKey(env),
    oauth: oauthClients(env),
    retries: short
      ? { ...VOUCHER_RETRIES, retryDelaySeconds: Math.ceil(retry / 1000), retryBackoff: false }
      : VOUCHER_RETRIES,
  };
}

/** Whatever the connect flow may verify credentials with, by provider key (own keys only). */
export function verifierOf(
  key: string,
  env: NodeJS.ProcessEnv = process.env,
): CredentialVerifier | undefined {
  const all: Record<string, CredentialVerifier> = { ...accountingAdapters(env), ...staffAdapters(env) };
  return Object.hasOwn(all, key) ? all[key] : undefined;
}

/**
 * The providers connected by OAuth 2 (issue 44 item 1), with Ordna's app at each from the
 * environment; a provider whose app is not configured is absent (its Connect says so).
 */
export function oauthClients(env: NodeJS.ProcessEnv = process.env): Record<string, OAuthClient> {
  const clients = [fortnoxOAuthClient(env), vismaOAuthClient(env), plandayOAuthClient(env)];
  return Object.fromEntries(
    clients.filter((client) => client !== null).map((client) => [client.provider, client]),
  );
}
