import { BLOG_DATES } from '@messages/blog-dates';

/** Parse an ISO calendar date ("2025-08-31") as that day, independent of the machine's time zone. */
function calendarDate(iso: string): Date {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** An ISO date in the site's long form: '31. august 2025'; on the English site (en-GB) '31 August 2025'. */
export function formatLongDate(iso: string): string {
  return BLOG_DATES.long(calendarDate(iso));
}

/** An ISO date's month and year: 'märts 2025'; on the English site 'March 2025'. */
export function formatMonthYear(iso: string): string {
  return BLOG_DATES.monthYear(calendarDate(iso));
}

/**
 * The day something happened, as a sentence says it: '13. jaanuaril 2025', '5. mail 2025' (adessive case); on the
 * English site 'on 13 January 2025'.
 */
export function formatDateOn(iso: string): string {
  return BLOG_DATES.on(calendarDate(iso));
}

/**
 * gray-matter (js-yaml) reads an unquoted `date: 2025-08-31` as a Date at UTC midnight.
 * Turn it back into the ISO calendar date; strings pass through unchanged.
 */
export function normaliseDate(value: unknown): unknown {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  return value;
}

/** Whether the text is a real calendar date written as YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = calendarDate(value);
  return date.getFullYear() === Number(value.slice(0, 4)) && date.getMonth() + 1 === Number(value.slice(5, 7)) && date.getDate() === Number(value.slice(8, 10));
}
