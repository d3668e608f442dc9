/**
 * Validation of the menus area's input (issue 16), shared by the API and the menu screens; kept
 * apart from the constants in menus.ts and the resolver in menuAt.ts so zod loads only where a
 * form validates. Issue messages are error codes: keys of the `menus.errors` dictionary.
 */

import { fieldCodes } from './fieldCodes.ts';
import { isTimeZone, MINUTES_PER_DAY, type Schedule, type Weekday, windowsOverlap } from './menuAt.ts';
import { isAllArticles, MENU_ERROR_CODES, type MenuErrorCode, VENUE_SERVICE_TYPES } from './menus.ts';
import { MAX_PRICE, MAX_TITLE_LENGTH } from './pim.ts';
import { translationsSchema } from './pimSchemas.ts';
import { z } from './zod.ts';

/** `{ 'dotted.path': code }`, the first problem of each field. */
export const menuFieldErrors = fieldCodes<MenuErrorCode>(MENU_ERROR_CODES, (issue) =>
  issue.code === 'too_big' ? 'tooLong' : 'required',
);

// Schedules: time-based availability and happy-hour prices.

const minute = z
  .number('timeInvalid')
  .int('timeInvalid')
  .min(0, 'timeInvalid')
  .max(MINUTES_PER_DAY, 'timeInvalid');
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid');

export const timeWindowSchema = z
  .object({
    days: z
      .array(z.number().int('dayInvalid').min(1, 'dayInvalid').max(7, 'dayInvalid'))
      .max(7, 'dayInvalid'),
    start: minute,
    end: minute,
    overnight: z.boolean().nullish(),
  })
  .transform((window) => ({
    days: [...new Set(window.days)].sort() as Weekday[],
    start: window.start,
    end: window.end,
    ...(window.overnight ? { overnight: true } : {}),
  }))
  .superRefine((window, ctx) => {
    if (window.days.length === 0) ctx.addIssue({ code: 'custom', message: 'windowEmpty', path: ['days'] });
    else if (window.start >= MINUTES_PER_DAY)
      ctx.addIssue({ code: 'custom', message: 'timeInvalid', path: ['start'] });
    else if (!window.overnight && window.end === window.start)
      ctx.addIssue({ code: 'custom', message: 'windowEmpty', path: ['end'] });
    else if (!window.overnight && window.end < window.start)
      ctx.addIssue({ code: 'custom', message: 'windowEndsBeforeStart', path: ['end'] });
    else if (window.overnight && window.end > window.start)
      ctx.addIssue({ code: 'custom', message: 'windowEndsBeforeStart', path: ['end'] });
  });

const windowsSchema = z
  .array(timeWindowSchema)
  .max(50, 'windowsOverlap')
  .superRefine((windows, ctx) => {
    for (let i = 0; i < windows.length; i += 1)
      for (let j = i + 1; j < windows.length; j += 1) {
        const [a, b] = [windows[i], windows[j]];
        if (a && b && windowsOverlap(a, b)) {
          ctx.addIssue({ code: 'custom', message: 'windowsOverlap', path: [j] });
          return;
        }
      }
  });

export const scheduleSchema = z
  .object({
    windows: windowsSchema,
    from: localDate.nullish(),
    until: localDate.nullish(),
    closedDates: z.array(localDate).max(366, 'dateInvalid').nullish(),
  })
  .transform(
    (schedule): Schedule => ({
      windows: schedule.windows,
      ...(schedule.from ? { from: schedule.from } : {}),
      ...(schedule.until ? { until: schedule.until } : {}),
      ...(schedule.closedDates?.length ? { closedDates: [...new Set(schedule.closedDates)].sort() } : {}),
    }),
  )
  .superRefine((schedule, ctx) => {
    if (schedule.from && schedule.until && schedule.until < schedule.from)
      ctx.addIssue({ code: 'custom', message: 'dateInvalid', path: ['until'] });
  });

export const timePriceSchema = z.object({
  price: z
    .number('priceInvalid')
    .int('priceInvalid')
    .min(0, 'priceInvalid')
    .max(1_000_000_000, 'priceInvalid'),
  windows: windowsSchema.refine((windows) => windows.length > 0, 'windowEmpty'),
});

export const timeZoneSchema = z.string().refine(isTimeZone, 'timezoneInvalid');

/** Prices are whole minor units, zero or more. */
export const menuPrice = z
  .number('priceInvalid')
  .int('priceInvalid')
  .min(0, 'priceInvalid')
  .max(MAX_PRICE, 'priceInvalid');

const name = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(MAX_TITLE_LENGTH, 'tooLong')
  .refine((value) => !isAllArticles(value), 'reservedName');
const currency = z
  .string('currencyInvalid')
  .trim()
  .regex(/^[A-Z]{3}$/, 'currencyInvalid');
const id = z.string('required').trim().min(1, 'required').max(64, 'unknownReference');

/** At most this many entries change in one updateMenu call. */
export const MAX_ENTRY_CHANGES = 500;

export const menuCreateSchema = z.object({
  name,
  currency,
  nameLang: translationsSchema.nullish(),
});

export const menuRenameSchema = z.object({
  name: name.optional(),
  nameLang: translationsSchema.nullish(),
});

const connect = z.object({ connect: z.object({ id }) });

/** updateMenu's menuEntries, in the API's shape (spec section 7); paths match the input's. */
export const menuEntriesSchema = z.object({
  create: z
    .array(z.object({ item: connect, price: menuPrice }))
    .max(MAX_ENTRY_CHANGES, 'tooMany')
    .nullish(),
  disconnect: z.array(z.object({ id })).max(MAX_ENTRY_CHANGES, 'tooMany').nullish(),
  update: z
    .array(
      z.object({
        where: z.object({ id }),
        data: z.object({
          price: menuPrice.nullish(),
          schedule: scheduleSchema.nullish(),
          timePrices: z.array(timePriceSchema).max(20, 'tooMany').nullish(),
        }),
      }),
    )
    .max(MAX_ENTRY_CHANGES, 'tooMany')
    .nullish(),
});

/** A venue's menus in the API's shape (`updateVenue(id, { menus: { create } })`). */
export const venueMenusSchema = z.object({
  create: z
    .array(
      z.object({
        menu: connect,
        serviceType: z.enum(VENUE_SERVICE_TYPES, 'serviceTypeInvalid'),
        schedule: scheduleSchema.nullish(),
      }),
    )
    .max(VENUE_SERVICE_TYPES.length, 'tooMany'),
});

export const serviceTypeSchema = z.enum(VENUE_SERVICE_TYPES, 'serviceTypeInvalid');
