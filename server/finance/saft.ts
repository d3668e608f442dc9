import { createHash } from 'node:crypto';
import { asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { create } from 'xmlbuilder2';
import { accountingDateWithCutoff } from '../../src/domain/accountingDay.ts';
import { checkRange, type DateRange } from '../../src/domain/reportRanges.ts';
import { zonedDateTime } from '../../src/domain/zonedTime.ts';
import { notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  companies,
  orderLines,
  orderPayments,
  orderRefunds,
  orders,
  type VenueRow,
  zReports,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { paymentMethodNames } from '../settings/paymentMethodCodes.ts';
import { permittedVenues } from '../venues/venues.service.ts';
import { financeProblem, refuseFinance } from './finance.errors.ts';
import { companyFacts, requireCompanyFacts } from './zReports.service.ts';

/**
 * The Norwegian SAF-T Cash Register export (issue 20 item 4): every sale and return of a range of
 * accounting days as an XML file valid against Skatteetaten's
 * `Norwegian_SAF-T_Cash_Register_Schema_v_1.00.xsd` (copied in server/finance/saft/ with its
 * source). One `location` per venue, one `cashregister` per venue (the venue is one register
 * unless terminals register as their own), a `cashtransaction` per order and per return, a
 * `ZREP` event per stored Z-report. docs/saf-t.md says what each element is filled from.
 */

export const SAFT_SOFTWARE = { desc: 'Ordna back office', version: '1.0', company: 'Ordna' } as const;

/** Code list PredefinedBasicID-12 (payment types) for our payment methods. */
const PAYMENT_TYPES: Record<string, { id: string; predefined: string; desc: string }> = {
  CASH: { id: 'CASH', predefined: '12001', desc: 'Cash' },
  CARD: { id: 'CARD', predefined: '12003', desc: 'Card' },
  SWISH: { id: 'MOBILE', predefined: '12011', desc: 'Mobile phone app' },
  GIFT_CARD: { id: 'GIFT', predefined: '12005', desc: 'Gift card' },
  INVOICE: { id: 'INVOICE', predefined: '12006', desc: 'Customer account (invoice)' },
};
const OTHER_PAYMENT = { id: 'OTHER', predefined: '12999', desc: 'Other' };
const TAKEN_IDS = new Set([...Object.values(PAYMENT_TYPES).map((type) => type.id), OTHER_PAYMENT.id]);

/**
 * A company's own payment method (docs/decisions.md, "Paying with a company's own payment method"):
 * a payment type (basic 12) of its own, PredefinedBasicID-12 12999 "Other" (none of the list's
 * types says what a company means by its method), its code as the basicID (IdentificationString35:
 * a code longer than 35 characters, or one our built-in types already use, takes `PM` and a hash
 * of it instead) and its name as the description, so it is neither lost nor lumped with others.
 */
export function ownPaymentType(code: string, name: string): { id: string; predefined: string; desc: string } {
  const id =
    code.length <= 35 && !TAKEN_IDS.has(code)
      ? code
      : `PM${createHash('sha1').update(code).digest('hex').slice(0, 33)}`;
  return { id, predefined: '12999', desc: name.slice(0, 999) || code };
}

/** The Norwegian standard VAT codes (SAF-T Financial's StandardTaxCode) for the output rates. */
function standardVatCode(rate: number): string {
  return { 25: '3', 15: '31', 12: '33', 11: '33', 0: '5' }[rate] ?? '6';
}

const amount = (minor: number) => (minor / 100).toFixed(2);
/** IdentificationString35: a UUID without dashes (32 characters). */
const ident = (uuid: string) => uuid.replaceAll('-', '');

/** `yyyyMMddHHmmss` of an instant in a time zone. */
function stamp(instant: Date, timeZone: string): string {
  const { date, time } = zonedDateTime(instant, timeZone);
  return `${date.replaceAll('-', '')}${time.slice(0, 8).replaceAll(':', '')}`;
}

/** `SAF-T Cash Register_<orgnr>_<yyyymmddhhmmss>.xml`, as Skatteetaten's example file is named. */
export function saftFileName(orgNumber: string, now: Date, timeZone: string): string {
  return `SAF-T Cash Register_${orgNumber}_${stamp(now, timeZone)}.xml`;
}

/**
 * Orders carry no terminal signature in the API yet: `signature` (required by the schema) holds a
 * SHA-1 chain over the fields Skatteetaten's signature string names (previous signature, date,
 * time, number, amount incl. and excl. VAT), so a changed or missing transaction breaks the chain.
 * keyVersion "0" says it is not a terminal's RSA signature (docs/saf-t.md).
 */
function chained(previous: string, fields: readonly string[]): string {
  return createHash('sha1')
    .update([previous || '0', ...fields].join(';'))
    .digest('base64');
}

export interface SaftFile {
  fileName: string;
  xml: string;
}

export async function saftCashRegister(
  db: Queryable,
  viewer: Viewer,
  range: DateRange,
  now = new Date(),
): Promise<SaftFile> {
  const [company] = await db.select().from(companies).where(eq(companies.id, viewer.companyId));
  if (!company) throw notFound();
  if (company.country.toUpperCase() !== 'NO') refuseFinance([financeProblem('companyId', 'notNorwegian')]);
  const timeZone = company.timezone || 'Europe/Oslo';
  const today = accountingDateWithCutoff(now, timeZone);
  const problem = checkRange(range, today);
  if (problem) refuseFinance([financeProblem(problem === 'endBeforeStart' ? 'to' : 'from', problem)]);
  const venues = await permittedVenues(db, viewer);
  const venueIds = venues.map((v) => v.id);
  const facts = await companyFacts(db, company.id);
  requireCompanyFacts(facts);
  const orgNumber = facts.orgNumber.replace(/\D/g, '');

  const orderRows = venueIds.length
    ? await db
        .select()
        .from(orders)
        .where(
          ownRows(
            viewer,
            orders,
            inArray(orders.venueId, venueIds),
            gte(orders.accountingDate, range.from),
            lte(orders.accountingDate, range.to),
            sql`finance_counts(${orders.status})`,
          ),
        )
        .orderBy(asc(orders.venueId), asc(orders.number))
    : [];
  const orderIds = orderRows.map((o) => o.id);
  const lines = orderIds.length
    ? await db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.orderId), asc(orderLines.position))
    : [];
  const payments = orderIds.length
    ? await db.select().from(orderPayments).where(inArray(orderPayments.orderId, orderIds))
    : [];
  const venueOf = new Map(venues.map((v) => [v.id, v]));
  // Returns belong to the day they were made (docs/z-report.md), whatever day the sale was.
  const refunds = venueIds.length
    ? await db
        .select({ refund: orderRefunds, venueId: orders.venueId, number: orders.number })
        .from(orderRefunds)
        .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
        .where(
          ownRows(
            viewer,
            orders,
            inArray(orders.venueId, venueIds),
            // A refund the acquirer declined moved no money (issue 40 item 5).
            ne(orderRefunds.status, 'failed'),
          ),
        )
        .orderBy(asc(orderRefunds.createdAt))
    : [];
  const refundsInRange = refunds.filter(({ refund, venueId }) => {
    const venue = venueOf.get(venueId);
    const day = accountingDateWithCutoff(
      refund.createdAt,
      venue?.timezone ?? timeZone,
      venue?.accountingCutoff,
    );
    return day >= range.from && day <= range.to;
  });
  const zRows = venueIds.length
    ? await db
        .select()
        .from(zReports)
        .where(
          ownRows(
            viewer,
            zReports,
            inArray(zReports.venueId, venueIds),
            gte(zReports.accountingDate, range.from),
            lte(zReports.accountingDate, range.to),
          ),
        )
        .orderBy(asc(zReports.createdAt))
    : [];

  // Master data: employees (the staff names on the orders), articles, VAT codes, basics.
  const employees = new Map<string, string>();
  for (const o of orderRows)
    if (o.staffName && !employees.has(o.staffName)) employees.set(o.staffName, String(employees.size + 1));
  const empOf = (name: string | null) => (name ? employees.get(name) : undefined);
  const articles = new Map<string, string>();
  for (const l of lines) {
    const id = l.itemId ? ident(l.itemId) : 'MANUAL';
    if (!articles.has(id)) articles.set(id, l.itemId ? l.title : 'Manual amount');
  }
  const rates = new Set<number>([
    ...lines.map((l) => l.vatRate),
    ...orderRows.flatMap((o) => o.vat.map((v) => v.rate)),
  ]);
  const methods = new Set(payments.map((p) => p.method));
  for (const { refund } of refundsInRange) methods.add(refund.method);
  const ownNames = await paymentMethodNames(db, viewer);
  const paymentType = (method: string) => {
    const own = ownNames.get(method);
    const builtIn = Object.hasOwn(PAYMENT_TYPES, method) ? PAYMENT_TYPES[method] : undefined;
    return builtIn ?? (own === undefined ? OTHER_PAYMENT : ownPaymentType(method, own));
  };
  const firstDay = `${range.from}`;

  // Loaded when a file is made, not at every start.
  const { create } = await import('xmlbuilder2');
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    'urn:StandardAuditFile-Taxation-CashRegister:NO',
    'auditfile',
  );
  const header = root.ele('header');
  header.ele('fiscalYear').txt(range.from.slice(0, 4));
  header.ele('startDate').txt(range.from);
  header.ele('endDate').txt(range.to);
  header.ele('curCode').txt(company.currency || 'NOK');
  header.ele('dateCreated').txt(zonedDateTime(now, timeZone).date);
  header.ele('timeCreated').txt(zonedDateTime(now, timeZone).time.slice(0, 8));
  header.ele('softwareDesc').txt(SAFT_SOFTWARE.desc);
  header.ele('softwareVersion').txt(SAFT_SOFTWARE.version);
  header.ele('softwareCompanyName').txt(SAFT_SOFTWARE.company);
  header.ele('auditfileVersion').txt('1.0');

  const c = root.ele('company');
  c.ele('companyIdent').txt(orgNumber);
  c.ele('companyName').txt((company.legalName || company.name).slice(0, 100));
  c.ele('taxRegistrationCountry').txt('NO');
  c.ele('taxRegIdent').txt(`${orgNumber}MVA`);
  if (rates.size) {
    const details = c.ele('vatCodeDetails');
    for (const rate of [...rates].sort((a, b) => a - b)) {
      const d = details.ele('vatCodeDetail');
      d.ele('vatCode').txt(String(rate));
      d.ele('dateOfEntry').txt(firstDay);
      d.ele('vatDesc').txt(`VAT ${rate} %`);
      d.ele('standardVatCode').txt(standardVatCode(rate));
    }
  }
  if (employees.size) {
    const list = c.ele('employees');
    for (const [name, id] of employees) {
      const e = list.ele('employee');
      e.ele('empID').txt(id);
      e.ele('dateOfEntry').txt(firstDay);
      e.ele('timeOfEntry').txt('00:00:00');
      e.ele('surName').txt(name.slice(0, 100));
      e.ele('employeeRole').ele('roleType').txt('Employee');
    }
  }
  if (articles.size) {
    const list = c.ele('articles');
    for (const [id, title] of articles) {
      const a = list.ele('article');
      a.ele('artID').txt(id);
      a.ele('dateOfEntry').txt(firstDay);
      a.ele('artGroupID').txt('GOODS');
      a.ele('artDesc').txt(title.slice(0, 999) || id);
    }
  }
  const basics = c.ele('basics');
  const basic = (type: string, id: string, predefined: string | null, desc: string) => {
    const b = basics.ele('basic');
    b.ele('basicType').txt(type);
    b.ele('basicID').txt(id);
    if (predefined) b.ele('predefinedBasicID').txt(predefined);
    b.ele('basicDesc').txt(desc);
  };
  basic('04', 'GOODS', '04003', 'Sale of goods'); // PredefinedBasicID-04: 04003 Sale of goods
  basic('05', 'SAL', null, 'Sale line');
  basic('05', 'RET', null, 'Return line');
  basic('11', 'CASHSAL', '11001', 'Cash sale'); // PredefinedBasicID-11: 11001 Cash sale
  basic('11', 'RETURNSAL', '11006', 'Return payment'); // 11006 Return payment
  // One basic per payment type (methods the company never had share OTHER).
  const types = new Map([...methods].map((method) => [paymentType(method).id, paymentType(method)]));
  for (const type of types.values()) basic('12', type.id, type.predefined, type.desc);
  basic('13', 'ZREP', '13009', 'Z report'); // PredefinedBasicID-13: 13009 Z report

  for (const venue of venues) {
    const venueOrders = orderRows.filter((o) => o.venueId === venue.id);
    const venueRefunds = refundsInRange.filter((r) => r.venueId === venue.id);
    const venueZ = zRows.filter((z) => z.venueId === venue.id);
    if (!venueOrders.length && !venueRefunds.length && !venueZ.length) continue;
    const location = c.ele('location');
    location.ele('name').txt(venue.name.slice(0, 100));
    address(location, venue);
    const register = location.ele('cashregister');
    register.ele('registerID').txt(ident(venue.id));
    register.ele('regDesc').txt(venue.name);
    const tz = venue.timezone || timeZone;
    for (const z of venueZ) {
      const event = register.ele('event');
      event.ele('eventID').txt(`Z${z.number}`);
      event.ele('eventType').txt('ZREP');
      event.ele('eventDate').txt(zonedDateTime(z.createdAt, tz).date);
      event.ele('eventTime').txt(zonedDateTime(z.createdAt, tz).time.slice(0, 8));
      event.ele('eventText').txt(`Z-report ${z.number} for ${z.accountingDate}`);
    }
    let signature = '';
    for (const o of venueOrders) {
      const { date, time: clock } = zonedDateTime(o.createdAt, tz);
      const time = clock.slice(0, 8);
      const t = register.ele('cashtransaction');
      t.ele('nr').txt(String(o.number));
      t.ele('transID').txt(String(o.number));
      t.ele('transType').txt('CASHSAL');
      t.ele('transAmntIn').txt(amount(o.total));
      t.ele('transAmntEx').txt(amount(o.total - o.vatTotal));
      t.ele('amntTp').txt('C');
      const emp = empOf(o.staffName);
      if (emp) t.ele('empID').txt(emp);
      t.ele('periodNumber').txt(String(Number(o.accountingDate.slice(5, 7))));
      t.ele('transDate').txt(date);
      t.ele('transTime').txt(time);
      for (const l of lines.filter((line) => line.orderId === o.id)) {
        const line = t.ele('ctLine');
        line.ele('nr').txt(String(o.number));
        line.ele('lineID').txt(String(l.position + 1));
        line.ele('lineType').txt('SAL');
        line.ele('artGroupID').txt('GOODS');
        line.ele('artID').txt(l.itemId ? ident(l.itemId) : 'MANUAL');
        line.ele('qnt').txt(String(l.quantity));
        line.ele('lineAmntIn').txt(amount(l.total));
        line.ele('lineAmntEx').txt(amount(l.total - l.vat));
        line.ele('amntTp').txt('C');
        if (emp) line.ele('empID').txt(emp);
        line.ele('lineDate').txt(date);
        line.ele('lineTime').txt(time);
        vat(line, l.vatRate, l.vat, l.total - l.vat, 'C');
      }
      for (const v of o.vat) vat(t, v.rate, v.vat, v.net, 'C');
      t.ele('rounding').ele('roundingAmnt').txt('0.00');
      for (const p of payments.filter((payment) => payment.orderId === o.id)) {
        const pay = t.ele('payment');
        pay.ele('paymentType').txt(paymentType(p.method).id);
        pay.ele('paidAmnt').txt(amount(p.amount));
        if (emp) pay.ele('empID').txt(emp);
        pay.ele('curCode').txt(company.currency || 'NOK');
        pay.ele('exchRt').txt('1.000000');
        if (p.acquirerReference) pay.ele('paymentRefID').txt(p.acquirerReference.slice(0, 999));
      }
      signature = chained(signature, [
        date,
        time,
        String(o.number),
        amount(o.total),
        amount(o.total - o.vatTotal),
      ]);
      receipt(t, signature);
    }
    for (const [index, { refund, number }] of venueRefunds.entries()) {
      const { date, time: clock } = zonedDateTime(refund.createdAt, tz);
      const time = clock.slice(0, 8);
      const t = register.ele('cashtransaction');
      t.ele('nr').txt(`R${number}-${index + 1}`);
      t.ele('transID').txt(`R${number}-${index + 1}`);
      t.ele('transType').txt('RETURNSAL');
      t.ele('transAmntIn').txt(amount(-refund.amount));
      t.ele('transAmntEx').txt(amount(-refund.amount));
      t.ele('amntTp').txt('D');
      t.ele('transDate').txt(date);
      t.ele('transTime').txt(time);
      t.ele('refID').txt(String(number));
      t.ele('desc').txt(refund.reason.slice(0, 9999) || 'Return');
      t.ele('rounding').ele('roundingAmnt').txt('0.00');
      const pay = t.ele('payment');
      pay.ele('paymentType').txt(paymentType(refund.method).id);
      pay.ele('paidAmnt').txt(amount(-refund.amount));
      pay.ele('curCode').txt(company.currency || 'NOK');
      pay.ele('exchRt').txt('1.000000');
      signature = chained(signature, [
        date,
        time,
        `R${number}-${index + 1}`,
        amount(-refund.amount),
        amount(-refund.amount),
      ]);
      receipt(t, signature);
    }
  }
  return {
    fileName: saftFileName(orgNumber, now, timeZone),
    xml: root.end({ prettyPrint: true }),
  };
}

type Node = ReturnType<typeof create>;

function address(parent: Node, venue: VenueRow) {
  if (!venue.street && !venue.city && !venue.zip) return;
  const a = parent.ele('streetAddress');
  if (venue.street) a.ele('streetname').txt(venue.street.slice(0, 100));
  if (venue.city) a.ele('city').txt(venue.city.slice(0, 50));
  if (venue.zip) a.ele('postalCode').txt(venue.zip.slice(0, 20));
  a.ele('country').txt('NO');
}

function vat(parent: Node, rate: number, vatMinor: number, baseMinor: number, type: 'C' | 'D') {
  const v = parent.ele('vat');
  v.ele('vatCode').txt(String(rate));
  v.ele('vatPerc').txt(rate.toFixed(2));
  v.ele('vatAmnt').txt(amount(vatMinor));
  v.ele('vatAmntTp').txt(type);
  v.ele('vatBasAmnt').txt(amount(baseMinor));
}

function receipt(t: Node, signature: string) {
  t.ele('signature').txt(signature);
  t.ele('keyVersion').txt('0');
  t.ele('receiptNum').txt('1');
  t.ele('receiptCopyNum').txt('0');
  t.ele('receiptProformaNum').txt('0');
  t.ele('receiptDeliveryNum').txt('0');
  t.ele('voidTransaction').txt('false');
  t.ele('trainingID').txt('false');
}
