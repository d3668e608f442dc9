import { and, eq, isNull } from 'drizzle-orm';
import { CARD_PAYMENT_PROVIDER } from '../../src/domain/billing.ts';
import { billingAccountSchema } from '../../src/domain/billingAccount.ts';
import { normalizeCountry } from '../../src/domain/countries.ts';
import { DomainError, type Wording } from '../platform/api/domainError.ts';
import { ACCOUNT_FIELDS, invalidFields } from '../platform/api/input.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import { companies } from '../platform/db/schema/index.ts';
import { serverLogger } from '../platform/logger.ts';
import { type BillingProvider, BillingProviderError } from './provider.ts';

const provider = CARD_PAYMENT_PROVIDER;

const alreadyExists = () =>
  new DomainError('BAD_USER_INPUT', (t) => t.licences.billing.alreadyExists(), {
    problems: [],
    extensions: { reason: 'ALREADY_EXISTS' },
  });

/** A provider refusal as a translated, actionable error; a field it named gets the message too. */
function refusal(error: BillingProviderError): DomainError {
  const reason = `PROVIDER_${error.failure.toUpperCase()}`;
  if (error.failure === 'invalid') {
    const onEmail = error.field === 'email';
    const wording: Wording = (t) =>
      onEmail ? t.licences.billing.emailRefused({ provider }) : t.licences.billing.refused({ provider });
    const problems = error.field ? [{ field: error.field, code: 'providerRefused', wording }] : [];
    return new DomainError('BAD_USER_INPUT', wording, { problems, extensions: { reason } });
  }
  if (error.failure === 'busy')
    return new DomainError('RATE_LIMITED', (t) => t.licences.billing.busy({ provider }), {
      extensions: { reason },
    });
  if (error.failure === 'auth')
    return new DomainError('INTERNAL_SERVER_ERROR', (t) => t.licences.billing.providerKey({ provider }), {
      extensions: { reason },
    });
  return new DomainError('INTERNAL_SERVER_ERROR', (t) => t.licences.billing.unavailable({ provider }), {
    extensions: { reason },
  });
}

/**
 * Creates the company's customer at the billing provider and stores its id on the company
 * (`companies.billing_account_id`). The company is the viewer's; one that has an account is
 * refused before the provider is asked, and nothing is stored when the provider refuses.
 */
export async function createBillingAccount(
  db: DB,
  viewer: Viewer,
  input: unknown,
  billing: BillingProvider | null,
): Promise<string> {
  const parsed = billingAccountSchema.safeParse(input);
  if (!parsed.success) throw invalidFields(ACCOUNT_FIELDS.codesOf(parsed.error), ACCOUNT_FIELDS);
  const [company] = await db
    .select({
      name: companies.name,
      legalName: companies.legalName,
      country: companies.country,
      billingAccountId: companies.billingAccountId,
    })
    .from(companies)
    .where(eq(companies.id, viewer.companyId));
  if (!company) throw alreadyExists();
  if (company.billingAccountId) throw alreadyExists();
  if (!billing)
    throw new DomainError('BAD_USER_INPUT', (t) => t.licences.billing.notConfigured({ provider }), {
      problems: [],
      extensions: { reason: 'NOT_CONFIGURED' },
    });
  let customerId: string;
  try {
    customerId = await billing.createCustomer({
      name: parsed.data.name ?? (company.legalName || company.name),
      email: parsed.data.email,
      // Spec section 3: a company country stored as EN is read as GB.
      country: normalizeCountry(company.country),
      companyId: viewer.companyId,
    });
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    serverLogger().warn('billing provider refused a customer', `${error.failure}: ${error.message}`);
    throw refusal(error);
  }
  // Only a company still without an account takes it: two racing requests store one id.
  const [stored] = await db
    .update(companies)
    .set({ billingAccountId: customerId })
    .where(and(eq(companies.id, viewer.companyId), isNull(companies.billingAccountId)))
    .returning({ id: companies.billingAccountId });
  if (!stored) {
    // Stripe's `customer.created` webhook may have linked this very customer first (its metadata
    // names the company): that is this request's success, not a race lost.
    const [now] = await db
      .select({ id: companies.billingAccountId })
      .from(companies)
      .where(eq(companies.id, viewer.companyId));
    if (now?.id === customerId) return customerId;
    serverLogger().warn('billing account raced', `customer ${customerId} left unused at the provider`);
    throw alreadyExists();
  }
  return customerId;
}
