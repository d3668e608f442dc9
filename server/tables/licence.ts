import type { Context } from '../platform/context.ts';
import { requireLicence } from '../platform/security/licences.ts';

/** Every tables operation needs the company's tables licence (`hasTables`, issue 19). */
export const requireTablesLicence = (ctx: Context) => requireLicence(ctx, 'tables');
