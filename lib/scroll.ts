/**
 * Scrolling rules of the site, with the timings the spec fixes: the page's wheel smoothing, the jump to a section
 * and the retries while it is missing. The curves are lib/scroll-curve.ts; these functions run only in the browser.
 */
import { focusCheckpoint, focusElement, sectionFocusTarget } from '@/lib/focus';
import { ANCHOR_SCROLL_DURATION, anchorEasing, glideStep, targetScrollY } from '@/lib/scroll-curve';

export const ANCHOR_INITIAL_DELAY = 50;
export const ANCHOR_RETRY_INTERVAL = 100;
export const ANCHOR_MAX_ATTEMPTS = 50;
export const SECTION_LINK_DELAY = 100;
/** Pixels per line when a wheel reports lines instead of pixels (deltaMode 1). */
const WHEEL_LINE_HEIGHT = 100 / 6;

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

/* ---------------- browser side: one engine for wheel smoothing and jumps ---------------- */

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * What the engine is doing: gliding towards a wheel target (SMOOTH_SCROLL_LERP) or easing to a jump target
 * (ANCHOR_SCROLL_DURATION, anchorEasing). `done` tells a jump's caller whether it arrived (false: interrupted).
 */
type Motion =
  | { glide: true; target: number }
  | { glide: false; from: number; to: number; start: number; duration: number; done: (arrived: boolean) => void };

let motion: Motion | null = null;
/** The engine's own (fractional) position, and the scrollY the browser reported after the engine's last write. */
let position = 0;
let written = 0;
let lastFrame = 0;
let frameId = 0;
/** Set when the engine threw: from then on the browser's native smooth scroll does the work. */
let broken = false;

const GLIDING_CLASS = 'scroll-gliding';
const maxScrollY = () => Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
const clampY = (y: number) => Math.min(Math.max(0, y), maxScrollY());

function stop(arrived: boolean): void {
  const ended = motion;
  motion = null;
  if (frameId) cancelAnimationFrame(frameId);
  frameId = 0;
  document.documentElement.classList.remove(GLIDING_CLASS);
  if (ended && !ended.glide) ended.done(arrived);
}

/** The engine failed: finish the current movement with the browser's native smooth scroll. */
function fail(error: unknown): void {
  broken = true;
  console.warn('[scroll] Smooth scrolling failed; using native scrolling.', error);
  const ended = motion;
  motion = null;
  if (!ended) return;
  window.scrollTo({ top: ended.glide ? ended.target : ended.to, behavior: 'smooth' });
  if (!ended.glide) ended.done(false);
}

function frame(now: number): void {
  frameId = 0;
  const m = motion;
  if (!m) return;
  try {
    const elapsed = Math.max(0, now - lastFrame);
    lastFrame = now;
    // Something else moved the page meanwhile (scroll anchoring, the scrollbar): carry on from there.
    const moved = window.scrollY - written;
    if (Math.abs(moved) > 1) {
      position += moved;
      if (m.glide) m.target = clampY(m.target + moved);
      else {
        m.from += moved;
        m.to += moved;
      }
    }
    let finished: boolean;
    if (m.glide) {
      position = glideStep(position, m.target, elapsed);
      finished = position === m.target;
    } else {
      if (Number.isNaN(m.start)) m.start = now;
      const progress = Math.min(1, (now - m.start) / m.duration);
      position = m.from + (m.to - m.from) * anchorEasing(progress);
      finished = progress === 1;
    }
    window.scrollTo(0, position);
    written = window.scrollY;
    if (finished) stop(true);
    else frameId = requestAnimationFrame(frame);
  } catch (error) {
    fail(error);
  }
}

function begin(next: Motion): void {
  stop(false);
  position = written = window.scrollY;
  lastFrame = performance.now();
  motion = next;
  if (next.glide) document.documentElement.classList.add(GLIDING_CLASS);
  frameId = requestAnimationFrame(frame);
}

/** A wheel turn over the page moves its glide target; wheels over a scrollable box are left to the browser. */
function onWheel(event: WheelEvent): void {
  if (broken || event.defaultPrevented || event.ctrlKey || event.shiftKey || prefersReducedMotion()) return;
  if (Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
  const deltaY = event.deltaY * (event.deltaMode === 1 ? WHEEL_LINE_HEIGHT : event.deltaMode === 2 ? window.innerHeight : 1);
  if (!deltaY || scrollsInside(event, deltaY)) return;
  event.preventDefault();
  if (!motion?.glide) begin({ glide: true, target: window.scrollY });
  if (motion?.glide) motion.target = clampY(motion.target + deltaY);
}

/** Whether a box between the wheel and the page scrolls itself in that direction (or keeps its overscroll). */
function scrollsInside(event: WheelEvent, deltaY: number): boolean {
  for (const node of event.composedPath()) {
    if (!(node instanceof HTMLElement) || node === document.body) return false;
    if (node.scrollHeight <= node.clientHeight) continue;
    const style = getComputedStyle(node);
    if (!/auto|scroll|overlay/.test(style.overflowY)) continue;
    const canMove = deltaY > 0 ? node.scrollTop + node.clientHeight < node.scrollHeight - 1 : node.scrollTop > 0;
    if (canMove || /contain|none/.test(style.overscrollBehaviorY)) return true;
  }
  return false;
}

/** The keys that scroll the page, and a touch, take over from a running movement. */
function interrupt(event: Event): void {
  if (motion && (event.type === 'touchstart' || /^(Arrow(Up|Down)|Page(Up|Down)|Home|End| )$/.test((event as KeyboardEvent).key))) stop(false);
}

/**
 * Wheel smoothing for the page (SMOOTH_SCROLL_LERP), off while the visitor prefers reduced motion.
 * Touch and keyboard scrolling stay the browser's own. Returns the function that stops it.
 */
export function startSmoothScrolling(): () => void {
  const passive = { passive: true };
  window.addEventListener('wheel', onWheel, { passive: false });
  window.addEventListener('keydown', interrupt, passive);
  window.addEventListener('touchstart', interrupt, passive);
  return () => {
    window.removeEventListener('wheel', onWheel);
    window.removeEventListener('keydown', interrupt);
    window.removeEventListener('touchstart', interrupt);
    stop(false);
  };
}

/**
 * Scroll the page to a document Y over `duration` ms with the anchor easing. Resolves true when the page got
 * there by this animation, false when the visitor took over or the browser's native smooth scroll was used.
 */
export async function smoothScrollToY(y: number, duration = ANCHOR_SCROLL_DURATION): Promise<boolean> {
  if (prefersReducedMotion()) {
    stop(false);
    window.scrollTo({ top: y, behavior: 'instant' });
    return true;
  }
  if (Math.abs(y - window.scrollY) < 1) return true;
  if (!broken) {
    try {
      return await new Promise<boolean>((done) => begin({ glide: false, from: window.scrollY, to: clampY(y), start: NaN, duration, done }));
    } catch (error) {
      fail(error);
    }
  }
  window.scrollTo({ top: y, behavior: 'smooth' });
  return false;
}

export function scrollToTop(): Promise<boolean> {
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
  const arrived = await smoothScrollToY(targetScrollY(el.getBoundingClientRect().top, window.scrollY));
  // Correct for anything that moved while scrolling (late images, fonts), unless the visitor took over.
  const settled = targetScrollY(el.getBoundingClientRect().top, window.scrollY);
  if (arrived && Math.abs(settled - window.scrollY) > 2) window.scrollTo({ top: settled, behavior: 'instant' });
  return true;
}

/**
 * A link to a section: scroll there as scrollToSection does, then move keyboard focus to the section's heading,
 * so the next Tab continues from the section and a screen reader reads where the visitor arrived. Focus stays
 * where it is when the visitor moved it during the scroll (`focusMayMove`, taken when the link was chosen).
 */
export async function goToSection(id: string, focusMayMove: () => boolean = focusCheckpoint()): Promise<boolean> {
  const found = await scrollToSection(id);
  const section = found ? document.getElementById(id) : null;
  if (section && focusMayMove()) focusElement(sectionFocusTarget(section));
  return found;
}
