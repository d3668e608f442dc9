import { execute, executeWith } from '../../graphql/client.ts';
import { CompanyApplicationDocument, GetOrganizationDocument } from './auth.gql.ts';

/** The one place for the account pages' query keys (docs/architecture.md, "Query keys"). */
export const authKeys = {
  companyApplication: (accountId: string) => ['auth', 'companyApplication', accountId] as const,
  organization: (credential: string | null) => ['auth', 'organization', credential] as const,
};

/** A created account's application (the onboarding entry page). */
export const companyApplicationQueryOptions = (accountId: string) => ({
  queryKey: authKeys.companyApplication(accountId),
  queryFn: () => execute(CompanyApplicationDocument, { id: accountId }),
});

/** The organization an admin acts for, asked with the admin's own credential (the user picker). */
export const organizationQueryOptions = (credential: string | null) => ({
  queryKey: authKeys.organization(credential),
  queryFn: () => executeWith(credential, GetOrganizationDocument, {}),
});
