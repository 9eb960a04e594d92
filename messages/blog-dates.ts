/**
 * Dates as the site writes them (lib/blog/dates.ts turns an ISO date into the calendar day given here): an
 * article's date, a review's month, the day of a client story.
 */
export interface BlogDatesMessages {
  /** The long form: "31. august 2025". */
  long: (day: Date) => string;
  /** Month and year: "märts 2025". */
  monthYear: (day: Date) => string;
  /** The day something happened, as a sentence says it: "13. jaanuaril 2025" (Estonian adessive), "on 13 January 2025". */
  on: (day: Date) => string;
}
