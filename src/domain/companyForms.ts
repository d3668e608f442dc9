/**
 * The legal forms of the company form (spec section 2), in a module with no imports, so the
 * front door's create-company page can list them without signup.ts's zod and phone metadata
 * (loaded only to check the form, src/features/auth/createCompanyCheck.ts).
 */
export const COMPANY_FORMS = ['Business', 'Individual', 'NonProfit', 'Partnership', 'PublicCompany'] as const;
export type CompanyForm = (typeof COMPANY_FORMS)[number];
