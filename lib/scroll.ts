/**
 * Scrolling rules of the site (spec section 2, "Scrolling and head behaviour"; section 9 timings).
 * Pure helpers are exported for unit tests; the DOM-facing functions run only in the browser.
 */

export const SCROLL_OFFSET = 100;
export const ANCHOR_SCROLL_DURATION = 1000;
export const ANCHOR_EASING_POINTS = [0.25, 0, 0.35, 1] as const;
export const ANCHOR_INITIAL_DELAY = 50;
export const ANCHOR_RETRY_INTERVAL = 100;
export const ANCHOR_MAX_ATTEMPTS = 50;
export const SECTION_LINK_DELAY = 100;
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

export interface RetryOptions {
  initialDelay?: number;
  interval?: number;
  maxAttempts?: number;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Look for a value (e.g. an element with height) first after `initialDelay` ms, then every `interval` ms,
 * at most `maxAttempts` times. Resolves with the value or null when it never appeared.
 */
export async function retryUntil<T>(find: () => T | null | undefined, options: RetryOptions = {}): Promise<T | null> {
  const {
    initialDelay = ANCHOR_INITIAL_DELAY,
    interval = ANCHOR_RETRY_INTERVAL,
    maxAttempts = ANCHOR_MAX_ATTEMPTS,
    wait = sleep,
  } = options;
  await wait(initialDelay);
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const found = find();
    if (found) return found;
    if (attempt < maxAttempts) await wait(interval);
  }
  return null;
}

/* ---------------- browser side ---------------- */

interface SmoothScroller {
  /** Re-measure the page: after a client-side route change its height is new. */
  resize?(): void;
  scrollTo(target: number, options: { duration: number; easing: (t: number) => number; force?: boolean; onComplete?: () => void }): void;
}

let smoothScroller: SmoothScroller | null = null;

/** Registered by the smooth-scroll island once Lenis has started; null means native scrolling. */
export function setSmoothScroller(instance: SmoothScroller | null): void {
  smoothScroller = instance;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function animateWindowScroll(to: number, duration: number, easing: (t: number) => number): Promise<void> {
  return new Promise((resolve) => {
    const from = window.scrollY;
    const distance = to - from;
    if (Math.abs(distance) < 1) return resolve();
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      window.scrollTo(0, from + distance * easing(progress));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

/** Smoothly scroll the page to a document Y: Lenis when running, else our own animation, else native smooth. */
export async function smoothScrollToY(y: number, duration = ANCHOR_SCROLL_DURATION): Promise<void> {
  if (prefersReducedMotion()) {
    window.scrollTo({ top: y, behavior: 'instant' });
    return;
  }
  try {
    if (smoothScroller) {
      const scroller = smoothScroller;
      // Lenis clamps targets to the height it measured last (possibly the previous route's page).
      scroller.resize?.();
      await new Promise<void>((resolve) => {
        scroller.scrollTo(y, { duration: duration / 1000, easing: anchorEasing, force: true, onComplete: () => resolve() });
        setTimeout(resolve, duration + 300);
      });
    } else {
      await animateWindowScroll(y, duration, anchorEasing);
    }
  } catch {
    window.scrollTo({ top: y, behavior: 'smooth' });
  }
}

export function scrollToTop(): Promise<void> {
  return smoothScrollToY(0);
}

/**
 * Sections marked `render-lazy` (globals.css) are laid out only near the viewport, with an estimated height
 * until then. A jump to a section needs the real heights of everything above it, so render them all.
 */
const RENDER_ALL_CLASS = 'render-all';
function renderWholePage(): void {
  document.documentElement.classList.add(RENDER_ALL_CLASS);
}

function measurableElement(id: string): HTMLElement | null {
  const el = document.getElementById(id);
  return el && el.getBoundingClientRect().height > 0 ? el : null;
}

/**
 * Scroll so the element with this id sits SCROLL_OFFSET px below the top, retrying while it is missing.
 * When it never appears, scroll to the top and log a warning.
 */
export async function scrollToSection(id: string, options: RetryOptions = {}): Promise<boolean> {
  renderWholePage();
  const el = await retryUntil(() => measurableElement(id), options);
  if (!el) {
    console.warn(`[scroll] Section #${id} not found; scrolling to top.`);
    await scrollToTop();
    return false;
  }
  await smoothScrollToY(targetScrollY(el.getBoundingClientRect().top, window.scrollY));
  // Correct for anything that moved while scrolling (late images, fonts).
  const settled = targetScrollY(el.getBoundingClientRect().top, window.scrollY);
  if (Math.abs(settled - window.scrollY) > 2) window.scrollTo({ top: settled, behavior: 'instant' });
  return true;
}
