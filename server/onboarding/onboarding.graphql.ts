import {
  isOnboardingPage,
  ONBOARDING_EVENT_KINDS,
  type OnboardingEventKind,
} from '../../src/domain/onboarding.ts';
import { isVenueKind, libraryTemplate, VENUE_KINDS } from '../../src/domain/productLibrary/index.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { buildLibraryLayout, companyFacts, importLibrary, testSale } from './library.service.ts';
import {
  companyInformation,
  type OnboardingStatusShape,
  onboardingStatus,
  recordEvent,
  saveInformation,
} from './onboarding.service.ts';

const READ = { posCompany: true } as const;
/** The library writes the catalogue and a layout: the POS customization scope, as its screens. */
const POS = { scope: 'POS_CUSTOMIZATION' } as const;

const OnboardingPageState = builder
  .objectRef<{ page: string; state: string }>('OnboardingPageState')
  .implement({
    fields: (t) => ({
      page: t.exposeString('page', {
        description: 'account, information, stations, integrations, licenses or productLibrary.',
      }),
      state: t.exposeString('state', { description: 'done, skipped or open.' }),
    }),
  });

const OnboardingStatus = builder.objectRef<OnboardingStatusShape>('OnboardingStatus').implement({
  description: "The onboarding wizard's progress, read from what the company has (issue 22).",
  fields: (t) => ({
    steps: t.stringList({
      description: 'The Onboarding steps done (spec section 3), read from the data.',
      resolve: (s) => [...s.steps],
    }),
    pages: t.field({ type: [OnboardingPageState], resolve: (s) => s.pages }),
    currentPage: t.string({ nullable: true, resolve: (s) => s.currentPage }),
    done: t.exposeInt('done'),
    total: t.exposeInt('total'),
  }),
});

builder.queryField('onboardingStatus', (t) =>
  t.field({
    type: OnboardingStatus,
    authScopes: READ,
    resolve: (_root, _args, ctx) => onboardingStatus(ctx.db, viewerOf(ctx).companyId),
  }),
);

const kindOf = (value: string): OnboardingEventKind => {
  if (!(ONBOARDING_EVENT_KINDS as readonly string[]).includes(value))
    throw new DomainError('BAD_USER_INPUT', (t) => t.onboardingWizard.errors.unknownEvent(), {
      problems: [
        { field: 'kind', code: 'invalidChoice', wording: (t) => t.onboardingWizard.errors.unknownEvent() },
      ],
    });
  return value as OnboardingEventKind;
};

builder.mutationField('createOnboardingEvent', (t) =>
  t.field({
    type: OnboardingStatus,
    description:
      'Records an onboarding event (spec section 7, "changelog and onboarding events"): a page confirmed (PAGE_COMPLETED) or skipped (PAGE_SKIPPED). A page may be confirmed or skipped only when every page before it is done or skipped.',
    authScopes: READ,
    args: { kind: t.arg.string({ required: true }), page: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const kind = kindOf(args.kind);
      if (!isOnboardingPage(args.page) || (kind !== 'PAGE_COMPLETED' && kind !== 'PAGE_SKIPPED'))
        throw new DomainError('BAD_USER_INPUT', (t) => t.onboardingWizard.errors.unknownEvent(), {
          problems: [
            {
              field: 'page',
              code: 'invalidChoice',
              wording: (t) => t.onboardingWizard.errors.unknownEvent(),
            },
          ],
        });
      const before = await onboardingStatus(ctx.db, viewer.companyId);
      const index = before.pages.findIndex((p) => p.page === args.page);
      if (before.pages.slice(0, index).some((p) => p.state === 'open'))
        throw new DomainError('BAD_USER_INPUT', (t) => t.onboardingWizard.errors.outOfOrder(), {
          problems: [],
        });
      await recordEvent(ctx.db, viewer, kind, args.page);
      return onboardingStatus(ctx.db, viewer.companyId);
    },
  }),
);

const CompanyInformationRef = builder
  .objectRef<{ name: string; legalName: string; street: string; zip: string; city: string }>(
    'OnboardingInformation',
  )
  .implement({
    fields: (t) => ({
      name: t.exposeString('name', { description: 'The business name (the company and its first venue).' }),
      legalName: t.exposeString('legalName'),
      street: t.exposeString('street'),
      zip: t.exposeString('zip'),
      city: t.exposeString('city'),
    }),
  });

builder.queryField('onboardingInformation', (t) =>
  t.field({
    type: CompanyInformationRef,
    description:
      "The business name, the company's legal name and the company's address, as the information page edits them.",
    authScopes: READ,
    resolve: (_root, _args, ctx) => companyInformation(ctx.db, viewerOf(ctx)),
  }),
);

const InformationInput = builder.inputType('OnboardingInformationInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'The business name.' }),
    legalName: t.string({ required: true }),
    street: t.string({ required: true }),
    zip: t.string({ required: true }),
    city: t.string({ required: true }),
  }),
});

builder.mutationField('updateOnboardingInformation', (t) =>
  t.field({
    type: OnboardingStatus,
    authScopes: { scope: 'SETTINGS' },
    args: { data: t.arg({ type: InformationInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      await saveInformation(ctx.db, viewerOf(ctx), args.data);
      return onboardingStatus(ctx.db, viewerOf(ctx).companyId);
    },
  }),
);

const LibraryProduct = builder
  .objectRef<{ title: string; price: number; vatRate: number }>('LibraryProduct')
  .implement({
    fields: (t) => ({
      title: t.exposeString('title'),
      price: t.exposeInt('price'),
      vatRate: t.exposeInt('vatRate'),
    }),
  });
const LibraryCategory = builder
  .objectRef<{ name: string; products: { title: string; price: number; vatRate: number }[] }>(
    'LibraryCategory',
  )
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      products: t.field({ type: [LibraryProduct], resolve: (c) => c.products }),
    }),
  });

const venueKind = (value: string) => {
  if (!isVenueKind(value))
    throw new DomainError('BAD_USER_INPUT', (t) => t.onboardingWizard.errors.unknownKind(), {
      problems: [
        { field: 'kind', code: 'invalidChoice', wording: (t) => t.onboardingWizard.errors.unknownKind() },
      ],
    });
  return value;
};

builder.queryField('productLibrary', (t) =>
  t.field({
    type: [LibraryCategory],
    description: `The product library's template for the company's country and a kind of venue (${VENUE_KINDS.join(', ')}), named in the company's language.`,
    authScopes: READ,
    args: { kind: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const facts = await companyFacts(ctx.db, viewerOf(ctx).companyId);
      return libraryTemplate(facts.country, venueKind(args.kind), facts.language).categories;
    },
  }),
);

const LibraryImport = builder
  .objectRef<{
    categories: number;
    products: number;
    courseTypes: number;
    modifierGroups: number;
    layoutId: string;
  }>('LibraryImport')
  .implement({
    description: 'What one import created (0 everywhere when the template was already there: it merges).',
    fields: (t) => ({
      categories: t.exposeInt('categories'),
      products: t.exposeInt('products'),
      courseTypes: t.exposeInt('courseTypes'),
      modifierGroups: t.exposeInt('modifierGroups'),
      layoutId: t.exposeID('layoutId', { description: 'The POS layout built from the library.' }),
    }),
  });

builder.mutationField('importProductLibrary', (t) =>
  t.field({
    type: LibraryImport,
    description:
      "Imports the library template of the company's country and a kind of venue in one click, and builds a POS layout from it. Applying it again merges: nothing is duplicated.",
    authScopes: POS,
    args: { kind: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const kind = venueKind(args.kind);
      const facts = await companyFacts(ctx.db, viewer.companyId);
      const template = libraryTemplate(facts.country, kind, facts.language);
      const result = await ctx.db.transaction(async (tx) => {
        const summary = await importLibrary(tx, viewer.companyId, template);
        const layoutId = await buildLibraryLayout(tx, viewer.companyId, template, facts.language);
        return { ...summary, layoutId };
      });
      await recordEvent(ctx.db, viewer, 'LIBRARY_IMPORTED', 'productLibrary', { kind, ...result });
      return result;
    },
  }),
);

builder.mutationField('makeTestSale', (t) =>
  t.field({
    type: 'ID',
    description:
      "The wizard's test sale through the simulator: the library layout's first product sold on the POS and paid by card (an order like any terminal's). Made once per company.",
    // A real card sale: the orders scope, like any sale (issue 42), not the library's.
    authScopes: { scope: 'ORDERS' },
    resolve: async (_root, _args, ctx) => {
      const viewer = viewerOf(ctx);
      const orderId = await testSale(ctx.db, viewer, null);
      await recordEvent(ctx.db, viewer, 'TEST_SALE', 'productLibrary', { orderId });
      return orderId;
    },
  }),
);
