import { requireLicence } from '../platform/security/licences.ts';
import type { Context } from '../platform/context.ts';

/** Every tables operation needs the company's tables licence (`hasTables`, issue 19). */
export const requireTablesLicence = (ctx: Context) => requireLicence(ctx, 'tables');
