/**
 * Rules of the reviews carousel, as pure functions and named timings.
 */

/** Auto-advance interval (ms). */
export const CAROUSEL_INTERVAL_MS = 20_000;
/** A change blocks further changes for this long (ms); also the CSS transition length. */
export const CAROUSEL_TRANSITION_MS = 500;
/** A drag or swipe must move more than this many px to change the slide. */
export const SWIPE_THRESHOLD_PX = 50;

/** Index in 0..count-1, wrapping around both ways. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/**
 * Position of a slide relative to the current one on the shortest way round:
 * 0 centre, -1 previous, 1 next, anything else is out of view.
 */
export function slideOffset(index: number, current: number, count: number): number {
  const d = wrapIndex(index - current, count);
  return d > count / 2 ? d - count : d;
}

/** Step for a horizontal drag of dx px: left (negative) over the threshold is next (+1), right is previous (-1). */
export function swipeStep(dx: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (dx < -threshold) return 1;
  if (dx > threshold) return -1;
  return 0;
}
