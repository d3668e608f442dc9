import { accountingDate, accountingDayRange } from '../../src/domain/accountingDay.ts';
import { DEFAULT_TIMEZONE } from '../../src/domain/countries.ts';
import { liveProductCount } from '../company/status.service.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { VenueRow } from '../platform/db/schema/index.ts';
import { findCompany } from '../settings/company.service.ts';
import { Venue } from '../venues/venues.graphql.ts';
import { permittedVenues } from '../venues/venues.service.ts';

interface SalesShape {
  amount: number;
  count: number;
}

interface DashboardShape {
  accountingDate: string;
  start: Date;
  end: Date;
  companyName: string;
  currency: string;
  venueCount: number;
  productCount: number;
  venue: VenueRow | null;
  sales: SalesShape | null;
}

const Sales = builder.objectRef<SalesShape>('DashboardSales').implement({
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'Integer minor units, VAT included.' }),
    count: t.exposeInt('count'),
  }),
});

const Dashboard = builder.objectRef<DashboardShape>('Dashboard').implement({
  description: "Today's overview of the company and one venue (the finance home).",
  fields: (t) => ({
    accountingDate: t.exposeString('accountingDate', { description: "Today's accounting day, YYYY-MM-DD." }),
    start: t.string({ resolve: (d) => d.start.toISOString() }),
    end: t.string({ resolve: (d) => d.end.toISOString() }),
    companyName: t.exposeString('companyName'),
    currency: t.exposeString('currency'),
    venueCount: t.exposeInt('venueCount'),
    productCount: t.exposeInt('productCount'),
    venue: t.field({ type: Venue, nullable: true, resolve: (d) => d.venue }),
    sales: t.field({
      type: Sales,
      nullable: true,
      description: "Today's sales; null until sales are recorded (the finance reports fill them in).",
      resolve: (d) => d.sales,
    }),
  }),
});

builder.queryField('dashboard', (t) =>
  t.field({
    type: Dashboard,
    authScopes: { scope: 'FINANCE' },
    args: { venueId: t.arg.id({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const company = await findCompany(ctx.db, viewer);
      const venues = await permittedVenues(ctx.db, viewer);
      // A venue that is not the viewer's is treated like no venue: the first permitted one.
      const venue = venues.find((v) => v.id === String(args.venueId ?? '')) ?? venues[0] ?? null;
      const timeZone = venue?.timezone || company.timezone || DEFAULT_TIMEZONE;
      const date = accountingDate(new Date(), timeZone);
      const { start, end } = accountingDayRange(date, timeZone);
      const productCount = await liveProductCount(ctx.db, viewer);
      return {
        accountingDate: date,
        start,
        end,
        companyName: company.name,
        currency: company.currency,
        venueCount: venues.length,
        productCount,
        venue,
        sales: null,
      };
    },
  }),
);
