/**
 * Dates of a test in the site's language, in the visitor's own time zone: "25.11.2026 kell 21:40" in Estonian,
 * "25 Nov 2026 at 21:40" in English (en-GB, as date-fns writes 'd MMM yyyy' and 'HH:mm'). Written by hand, not with
 * toLocaleString (its first call loads the locale's data, a long task on a slow phone).
 */
const two = (n: number) => String(n).padStart(2, '0');

/** "25 Nov": an English day and month (the month names only in the English build). */
const englishDay = (d: Date) => `${d.getDate()} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getMonth()]}`;

/** "25.11.2026"; in English "25 Nov 2026" */
export const dayText = (ms: number) => {
  const d = new Date(ms);
  if (process.env.SITE_LOCALE === 'en') return `${englishDay(d)} ${d.getFullYear()}`;
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()}`;
};

/** "21:40" */
export const timeText = (ms: number) => {
  const d = new Date(ms);
  return `${two(d.getHours())}:${two(d.getMinutes())}`;
};

/** "25.11.2026 kell 21:40"; in English "25 Nov 2026 at 21:40" */
export const dateTimeText = (ms: number) =>
  process.env.SITE_LOCALE === 'en' ? `${dayText(ms)} at ${timeText(ms)}` : `${dayText(ms)} kell ${timeText(ms)}`;

/** "Test tehtud 25.11.2026 kell 21:40"; in English "Tested on 25 Nov 2026 at 21:40" */
export const testedAtText = (ms: number) => (process.env.SITE_LOCALE === 'en' ? `Tested on ${dateTimeText(ms)}` : `Test tehtud ${dateTimeText(ms)}`);

/**
 * An earlier test's date seen from a later one: "24.11." in the same year, "24.11.2025" in another, and with the
 * time ("25.11. kell 21:10") on the same day. In English "24 Nov", "24 Nov 2025", "25 Nov at 21:10".
 */
export function earlierDateText(earlier: number, later: number): string {
  const a = new Date(earlier);
  const b = new Date(later);
  const sameDay = a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
  if (process.env.SITE_LOCALE === 'en') {
    const day = englishDay(a);
    if (a.getFullYear() !== b.getFullYear()) return `${day} ${a.getFullYear()}`;
    return sameDay ? `${day} at ${timeText(earlier)}` : day;
  }
  const day = `${two(a.getDate())}.${two(a.getMonth() + 1)}.`;
  if (a.getFullYear() !== b.getFullYear()) return `${day}${a.getFullYear()}`;
  return sameDay ? `${day} kell ${timeText(earlier)}` : day;
}
