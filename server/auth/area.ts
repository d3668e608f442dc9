import { defineArea } from '../api/area.ts';
import * as captures from './captures.graphql.ts';
import * as companies from './companies.graphql.ts';
import * as countries from './countries.graphql.ts';
import * as organizations from './organizations.graphql.ts';
import * as passwordReset from './passwordReset.graphql.ts';
import * as registration from './registration.graphql.ts';

/** Accounts before and around a session: sign-up and activation, captured sign-up details, password reset, company applications, organization admins. */
export const authArea = defineArea({
  name: 'auth',
  graphql: { captures, companies, countries, organizations, passwordReset, registration },
});
