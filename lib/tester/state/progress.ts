/**
 * The progress bar: a tick every 100 ms; the step shrinks as the bar fills (2 below 30 %,
 * 1 below 60, 0.5 below 80, 0.3 below 90, 0.1 below 95, otherwise 0.05); it stops at 99 until every check
 * is done, then shows 100 for 400 ms before the results.
 */

export const PROGRESS_TICK_MS = 100;
export const PROGRESS_HOLD = 99;
export const PROGRESS_DONE = 100;
export const PROGRESS_CLOSE_DELAY_MS = 400;

export function progressStep(value: number): number {
  if (value < 30) return 2;
  if (value < 60) return 1;
  if (value < 80) return 0.5;
  if (value < 90) return 0.3;
  if (value < 95) return 0.1;
  return 0.05;
}

/** The value after one tick (rounded to hundredths so the steps do not drift). */
export function nextProgress(value: number): number {
  if (value >= PROGRESS_HOLD) return PROGRESS_HOLD;
  return Math.min(PROGRESS_HOLD, Math.round((value + progressStep(value)) * 100) / 100);
}

/** The whole percent shown to the visitor. */
export function displayProgress(value: number): number {
  return Math.min(PROGRESS_DONE, Math.floor(value));
}
