/**
 * Dates of a test in Estonian, in the visitor's own time zone: "25.11.2026 kell 21:40". Written by hand, not with
 * toLocaleString (its first call loads the locale's data, a long task on a slow phone).
 */
const two = (n: number) => String(n).padStart(2, '0');

/** "25.11.2026" */
export const dayText = (ms: number) => {
  const d = new Date(ms);
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()}`;
};

/** "21:40" */
export const timeText = (ms: number) => {
  const d = new Date(ms);
  return `${two(d.getHours())}:${two(d.getMinutes())}`;
};

/** "25.11.2026 kell 21:40" */
export const dateTimeText = (ms: number) => `${dayText(ms)} kell ${timeText(ms)}`;

/** "Test tehtud 25.11.2026 kell 21:40" */
export const testedAtText = (ms: number) => `Test tehtud ${dateTimeText(ms)}`;

/**
 * An earlier test's date seen from a later one: "24.11." in the same year, "24.11.2025" in another, and with the
 * time ("25.11. kell 21:10") on the same day.
 */
export function earlierDateText(earlier: number, later: number): string {
  const a = new Date(earlier);
  const b = new Date(later);
  const day = `${two(a.getDate())}.${two(a.getMonth() + 1)}.`;
  if (a.getFullYear() !== b.getFullYear()) return `${day}${a.getFullYear()}`;
  const sameDay = a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
  return sameDay ? `${day} kell ${timeText(earlier)}` : day;
}
