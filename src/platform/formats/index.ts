/** Dates, times and money for the signed-in user: the public surface for the areas. */
export type { DayStyle, Formats, Instant } from '../../domain/formats.ts';
export { useFormats } from './useFormats.ts';
