/**
 * The curves of the site's scrolling, with the numbers the spec fixes: the anchor jump's easing and duration, where
 * a section lands below the top, and the wheel's glide. Pure functions (unit-tested); lib/scroll.ts moves the page.
 */

export const SCROLL_OFFSET = 100;
export const ANCHOR_SCROLL_DURATION = 1000;
export const ANCHOR_EASING_POINTS = [0.25, 0, 0.35, 1] as const;
/** Page scrolling by wheel approaches its target by this share of the remaining distance per 1/60 s. */
export const SMOOTH_SCROLL_LERP = 0.06;

/** A CSS-style cubic-bezier timing function (x1, y1, x2, y2), solved for y at time t. */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): (t: number) => number {
  const cx = 3 * x1;
  const bx = 3 * (x2 - x1) - cx;
  const ax = 1 - cx - bx;
  const cy = 3 * y1;
  const by = 3 * (y2 - y1) - cy;
  const ay = 1 - cy - by;
  const sampleX = (t: number) => ((ax * t + bx) * t + cx) * t;
  const sampleY = (t: number) => ((ay * t + by) * t + cy) * t;
  const slopeX = (t: number) => (3 * ax * t + 2 * bx) * t + cx;
  return (x: number) => {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    let t = x;
    for (let i = 0; i < 8; i++) {
      const err = sampleX(t) - x;
      if (Math.abs(err) < 1e-6) return sampleY(t);
      const d = slopeX(t);
      if (Math.abs(d) < 1e-6) break;
      t -= err / d;
    }
    let lo = 0;
    let hi = 1;
    t = x;
    while (lo < hi) {
      const v = sampleX(t);
      if (Math.abs(v - x) < 1e-6) break;
      if (x > v) lo = t;
      else hi = t;
      t = (lo + hi) / 2;
      if (hi - lo < 1e-7) break;
    }
    return sampleY(t);
  };
}

export const anchorEasing = cubicBezier(...ANCHOR_EASING_POINTS);

/** Document Y that puts an element's top `offset` px below the viewport top. */
export function targetScrollY(elementTop: number, currentScrollY: number, offset = SCROLL_OFFSET): number {
  return Math.max(0, Math.round(elementTop + currentScrollY - offset));
}

/**
 * One frame of page smoothing: the position after `elapsedMs`, closing SMOOTH_SCROLL_LERP of the remaining
 * distance per 1/60 s whatever the frame rate (6 % in a 60 Hz frame, 1 - 0.94² in a 30 Hz frame).
 */
export function glideStep(position: number, target: number, elapsedMs: number, lerp = SMOOTH_SCROLL_LERP): number {
  const next = target - (target - position) * (1 - lerp) ** ((elapsedMs * 60) / 1000);
  return Math.abs(target - next) < 0.5 ? target : next;
}
