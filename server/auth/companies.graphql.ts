import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { createCompanySchema } from '../../src/domain/signup.ts';
import { FieldError, fieldErrorsOf, invalidInput, ok, worded } from '../platform/api/results.ts';
import { builder } from '../platform/builder.ts';
import { companyApplications } from '../platform/db/schema/index.ts';
import { storeCompanyApplication } from './accounts.service.ts';
import { CountryCode } from './countries.graphql.ts';
import { languageOf, throttled } from './links.ts';

// The advanced company-creation form and the status of its application.

const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    street: t.string({ required: true }),
    zip: t.string({ required: true }),
    city: t.string({ required: true }),
  }),
});

const OwnerInput = builder.inputType('OwnerInput', {
  fields: (t) => ({
    fullName: t.string({ required: true }),
    personalNumber: t.string({ required: true }),
    identityImageUrl: t.string({ required: true }),
    address: t.field({ type: AddressInput, required: true }),
  }),
});

const CreateCompanyInput = builder.inputType('CreateCompanyInput', {
  fields: (t) => ({
    companyName: t.string({ required: true }),
    orgNumber: t.string({ required: true }),
    phone: t.string({ required: true }),
    email: t.string({ required: true }),
    country: t.field({ type: CountryCode, required: true }),
    bankInfo: t.string({ required: true }),
    companyForm: t.string({ required: true }),
    referralId: t.string({ required: true }),
    businessDocumentUrl: t.string({ required: true }),
    address: t.field({ type: AddressInput, required: true }),
    owner: t.field({ type: OwnerInput, required: true }),
  }),
});

interface CreateCompanyResultShape {
  result: ReturnType<typeof ok>;
  accountId: string | null;
}

const CreateCompanyResult = builder.objectRef<CreateCompanyResultShape>('CreateCompanyResult').implement({
  fields: (t) => ({
    success: t.boolean({ resolve: (r) => r.result.success }),
    error: t.string({ nullable: true, resolve: worded((r) => r.result.wording) }),
    errorCode: t.string({ nullable: true, resolve: (r) => r.result.errorCode }),
    fieldErrors: t.field({ type: [FieldError], resolve: fieldErrorsOf((r) => r.result.problems) }),
    accountId: t.id({ nullable: true, resolve: (r) => r.accountId }),
  }),
});

builder.mutationField('createCompany', (t) =>
  t.field({
    type: CreateCompanyResult,
    description: 'The advanced company-creation form: stores an application to be reviewed.',
    args: {
      input: t.arg({ type: CreateCompanyInput, required: true }),
      language: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const parsed = createCompanySchema.safeParse(args.input);
      if (!parsed.success) return { result: invalidInput(parsed.error), accountId: null };
      const limited = await throttled(ctx, `create-company:${parsed.data.email}`);
      if (limited) return { result: limited, accountId: null };
      const accountId = await storeCompanyApplication(ctx.db, parsed.data, languageOf(args.language));
      return { result: ok(), accountId };
    },
  }),
);

interface ApplicationShape {
  id: string;
  companyName: string;
  status: string;
  createdAt: Date;
}

const CompanyApplication = builder.objectRef<ApplicationShape>('CompanyApplication').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    companyName: t.exposeString('companyName'),
    status: t.exposeString('status'),
    createdAt: t.string({ resolve: (a) => a.createdAt.toISOString() }),
  }),
});

const uuid = z.string().uuid();

builder.queryField('companyApplication', (t) =>
  t.field({
    type: CompanyApplication,
    nullable: true,
    description: 'The status of a submitted company application, by its (unguessable) id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = uuid.safeParse(String(args.id));
      if (!id.success) return null;
      const [row] = await ctx.db
        .select({
          id: companyApplications.id,
          companyName: companyApplications.companyName,
          status: companyApplications.status,
          createdAt: companyApplications.createdAt,
        })
        .from(companyApplications)
        .where(eq(companyApplications.id, id.data));
      return row ?? null;
    },
  }),
);
