/**
 * Numbers as the site writes them in Estonian, defined once for prices, counts and the website tester's report:
 * a decimal comma ("1,5"), four-digit numbers whole ("1445") and longer ones grouped with a no-break space
 * ("12 000"), the unit after a no-break space where it is a symbol ("495 €"). The English site (lib/i18n/locale.ts)
 * writes them as British English does (en-GB): a decimal point ("1.5"), thousands grouped with a comma from four
 * digits up ("1,445", "12,000") and the euro sign before the amount ("€495"). Written by hand, not with
 * Intl.NumberFormat or toLocaleString: their first call loads the locale's number data, a long main-thread task
 * on a slow phone, and the output is the same (tests/unit/format.test.ts compares them).
 */

const NBSP = '\u00a0';
/** The English build: written in place so the minifier keeps one language's forms. */
const EN = process.env.SITE_LOCALE === 'en';

/** "4321", "12 000", "-12 345": groups of three from five digits up, as Estonian writes whole numbers. */
function groupDigits(whole: string): string {
  if (EN) return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits = whole.replace(/^-/, '');
  return digits.length < 5 ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/**
 * A number in Estonian: "4321", "12 000", "1,5". With `fractionDigits` the number is rounded to that many
 * decimals ("1,50" for 2); without, a whole number stays whole and a fraction keeps its own digits.
 */
export function formatNumber(n: number, fractionDigits?: number): string {
  const text = fractionDigits === undefined ? String(n) : n.toFixed(fractionDigits);
  const [whole, fraction] = text.split('.');
  return fraction === undefined ? groupDigits(whole) : `${groupDigits(whole)}${EN ? '.' : ','}${fraction}`;
}

/** A whole number, rounded: "4321", "12 000". */
export const formatWhole = (n: number): string => formatNumber(Math.round(n));

/** "495", "1445", "12 000", "12,50": an amount without the currency, for prose that names it in words ("495 eurost"). */
export function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? formatNumber(amount) : formatNumber(amount, 2);
}

/** "495 €", "1445 €", "12 000 €"; an amount with cents keeps them: "12,50 €", "1791,80 €". */
export function formatEuro(amount: number): string {
  if (EN) return amount < 0 ? `-€${formatAmount(-amount)}` : `€${formatAmount(amount)}`;
  return `${formatAmount(amount)}${NBSP}€`;
}

/** "850 baiti", "12 kB": a size in bytes, whole kilobytes from 1024 up. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return EN ? `${bytes} bytes` : `${bytes} baiti`;
  return `${formatWhole(bytes / 1024)} kB`;
}

/** "350 ms", "1,2 s": a duration in milliseconds, in seconds with one decimal from 1000 up. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${formatNumber(ms / 1000, 1)} s`;
}
