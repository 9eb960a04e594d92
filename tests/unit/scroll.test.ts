// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryUntil } from '@/lib/scroll';
import { anchorEasing, cubicBezier, glideStep, targetScrollY } from '@/lib/scroll-curve';

describe('anchor easing cubic-bezier(0.25, 0, 0.35, 1)', () => {
  it('starts at 0, ends at 1 and rises monotonically', () => {
    expect(anchorEasing(0)).toBe(0);
    expect(anchorEasing(1)).toBe(1);
    let previous = 0;
    for (let t = 0.05; t < 1; t += 0.05) {
      const y = anchorEasing(t);
      expect(y).toBeGreaterThanOrEqual(previous);
      previous = y;
    }
  });

  it('is ease-out: more than half the distance is covered at half time', () => {
    expect(anchorEasing(0.5)).toBeGreaterThan(0.5);
  });

  it('matches the linear curve when the control points are on the diagonal', () => {
    const linear = cubicBezier(0.25, 0.25, 0.75, 0.75);
    for (const t of [0.1, 0.3, 0.5, 0.9]) expect(linear(t)).toBeCloseTo(t, 4);
  });
});

describe('targetScrollY', () => {
  it('puts the element 100 px below the top', () => {
    expect(targetScrollY(500, 1000)).toBe(1400);
  });
  it('never scrolls above the document', () => {
    expect(targetScrollY(40, 0)).toBe(0);
  });
});

describe('retryUntil', () => {
  it('waits 50 ms first, then retries every 100 ms until found', async () => {
    const waits: number[] = [];
    let calls = 0;
    const found = await retryUntil(() => (++calls === 3 ? 'el' : null), { wait: async (ms) => void waits.push(ms) });
    expect(found).toBe('el');
    expect(waits).toEqual([50, 100, 100]);
  });

  it('gives up after 50 attempts', async () => {
    let calls = 0;
    const found = await retryUntil(() => (calls++, null), { wait: async () => {} });
    expect(found).toBeNull();
    expect(calls).toBe(50);
  });
});

describe('glideStep: page smoothing factor 0.06', () => {
  it('closes 6 % of the distance in one 60 Hz frame', () => {
    expect(glideStep(0, 1000, 1000 / 60)).toBeCloseTo(60, 6);
  });
  it('closes as much in one 30 Hz frame as in two 60 Hz frames', () => {
    expect(glideStep(0, 1000, 1000 / 30)).toBeCloseTo(glideStep(glideStep(0, 1000, 1000 / 60), 1000, 1000 / 60), 6);
  });
  it('lands exactly on the target once within half a pixel', () => {
    expect(glideStep(999.2, 1000, 1000 / 60)).toBeLessThan(1000);
    expect(glideStep(999.5, 1000, 1000 / 60)).toBe(1000);
  });
});

/* ---------- the engine in a page with a fake clock, frames and scroll position ---------- */

const FRAME = 16;
type ScrollModule = typeof import('@/lib/scroll');

/** A 5000 px page in a 768 px window whose frames run only when the test says so. */
function fakePage({ reducedMotion = false } = {}) {
  const page = { y: 0, calls: [] as unknown[], time: 1000 };
  const maxY = 5000 - window.innerHeight;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => page.y });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => 5000 });
  vi.spyOn(window, 'scrollTo').mockImplementation(((a: number | ScrollToOptions, b?: number) => {
    page.calls.push(typeof a === 'number' ? b : a);
    const top = typeof a === 'number' ? (b ?? 0) : (a.top ?? 0);
    page.y = Math.min(Math.max(0, top), maxY);
  }) as typeof window.scrollTo);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: reducedMotion && query.includes('reduce') }) as MediaQueryList);
  vi.spyOn(performance, 'now').mockImplementation(() => page.time);
  const frames = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => (frames.set(nextId, cb), nextId++));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.delete(id));
  /** Run the frames due now, `ms` later. */
  const advance = (ms = FRAME) => {
    page.time += ms;
    const due = [...frames.values()];
    frames.clear();
    for (const cb of due) cb(page.time);
  };
  const runFrames = (count: number, ms = FRAME) => {
    for (let i = 0; i < count; i++) advance(ms);
  };
  return { page, advance, runFrames, pendingFrames: () => frames.size };
}

function wheel({ ctrlKey, shiftKey, ...init }: WheelEventInit) {
  const event = new WheelEvent('wheel', { bubbles: true, cancelable: true, composed: true, ...init });
  // happy-dom's WheelEvent leaves out the modifier keys.
  Object.defineProperties(event, { ctrlKey: { value: !!ctrlKey }, shiftKey: { value: !!shiftKey } });
  return event;
}

describe('scroll engine', () => {
  let scroll: ScrollModule;
  let stopEngine: () => void;

  beforeEach(async () => {
    vi.resetModules();
    scroll = await import('@/lib/scroll');
  });
  afterEach(() => {
    stopEngine?.();
    delete (window as { scrollY?: number }).scrollY;
    delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
    document.body.innerHTML = '';
    document.documentElement.className = '';
  });

  it('a jump runs 1000 ms along cubic-bezier(0.25, 0, 0.35, 1) and reports its arrival', async () => {
    const { page, advance } = fakePage();
    const jump = scroll.smoothScrollToY(2000);
    advance(); // first frame: the clock starts
    expect(page.y).toBe(0);
    advance(250);
    expect(page.y).toBeCloseTo(2000 * anchorEasing(0.25), 6);
    advance(250);
    expect(page.y).toBeCloseTo(2000 * anchorEasing(0.5), 6);
    expect(page.y).toBeGreaterThan(1000);
    advance(499);
    expect(page.y).toBeLessThan(2000);
    advance(1);
    expect(page.y).toBe(2000);
    await expect(jump).resolves.toBe(true);
  });

  it('a wheel turn glides the page with the factor 0.06 per frame instead of jumping', () => {
    const { page, advance, runFrames, pendingFrames } = fakePage();
    stopEngine = scroll.startSmoothScrolling();
    const turn = wheel({ deltaY: 600 });
    window.dispatchEvent(turn);
    expect(turn.defaultPrevented).toBe(true);
    advance(1000 / 60);
    expect(page.y).toBeCloseTo(36, 6);
    runFrames(59, 1000 / 60);
    expect(page.y).toBeCloseTo(600 * (1 - 0.94 ** 60), 6);
    // A second turn while gliding moves the same target further.
    window.dispatchEvent(wheel({ deltaY: 100 }));
    runFrames(200);
    expect(page.y).toBe(700);
    expect(pendingFrames()).toBe(0);
  });

  it('wheels counting lines or pages are turned into pixels', () => {
    const { page, runFrames } = fakePage();
    stopEngine = scroll.startSmoothScrolling();
    window.dispatchEvent(wheel({ deltaY: 3, deltaMode: 1 }));
    runFrames(300);
    expect(page.y).toBe(50);
    window.dispatchEvent(wheel({ deltaY: 1, deltaMode: 2 }));
    runFrames(300);
    expect(page.y).toBe(50 + window.innerHeight);
  });

  it('leaves zooming, sideways turns and reduced motion to the browser', () => {
    fakePage({ reducedMotion: true });
    stopEngine = scroll.startSmoothScrolling();
    const reduced = wheel({ deltaY: 100 });
    window.dispatchEvent(reduced);
    expect(reduced.defaultPrevented).toBe(false);
    vi.restoreAllMocks();
    fakePage();
    for (const init of [{ deltaY: 100, ctrlKey: true }, { deltaY: 10, deltaX: 100 }, { deltaY: 100, shiftKey: true }]) {
      const event = wheel(init);
      window.dispatchEvent(event);
      expect(event.defaultPrevented, JSON.stringify(init)).toBe(false);
    }
  });

  it('a box that scrolls itself keeps the wheel until its end, or always when it contains its overscroll', () => {
    fakePage();
    stopEngine = scroll.startSmoothScrolling();
    const box = document.createElement('div');
    box.style.overflowY = 'auto';
    Object.defineProperty(box, 'scrollHeight', { value: 500 });
    Object.defineProperty(box, 'clientHeight', { value: 100 });
    document.body.append(box);
    const turn = (deltaY: number) => {
      const event = wheel({ deltaY });
      box.dispatchEvent(event);
      return event.defaultPrevented;
    };
    let scrollTop = 0;
    Object.defineProperty(box, 'scrollTop', { get: () => scrollTop });
    expect(turn(100)).toBe(false);
    scrollTop = 400;
    expect(turn(100)).toBe(true);
    expect(turn(-100)).toBe(false);
    box.style.overscrollBehaviorY = 'contain';
    expect(turn(100)).toBe(false);
  });

  it('a scrolling key, a touch or a wheel takes over from a jump, which then reports it did not arrive', async () => {
    const { page, advance, runFrames } = fakePage();
    stopEngine = scroll.startSmoothScrolling();
    const typed = scroll.smoothScrollToY(2000);
    advance();
    advance(300);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    advance(100);
    const reached = page.y;
    expect(reached).toBeGreaterThan(0);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown' }));
    runFrames(80);
    expect(page.y).toBe(reached);
    await expect(typed).resolves.toBe(false);

    const touched = scroll.smoothScrollToY(0);
    advance();
    window.dispatchEvent(new TouchEvent('touchstart'));
    await expect(touched).resolves.toBe(false);

    const wheeled = scroll.smoothScrollToY(4000);
    advance();
    advance(100);
    const before = page.y;
    window.dispatchEvent(wheel({ deltaY: 200 }));
    await expect(wheeled).resolves.toBe(false);
    runFrames(300);
    expect(page.y).toBeCloseTo(before + 200, 6);
  });

  it('when something else moves the page during a jump (scroll anchoring), the jump carries the shift', async () => {
    const { page, advance } = fakePage();
    const jump = scroll.smoothScrollToY(2000);
    advance();
    advance(500);
    page.y += 300;
    advance(500);
    expect(page.y).toBeCloseTo(2300, 6);
    await expect(jump).resolves.toBe(true);
  });

  it('with reduced motion a jump lands at once, without animation', async () => {
    const { page, pendingFrames } = fakePage({ reducedMotion: true });
    await expect(scroll.smoothScrollToY(1500)).resolves.toBe(true);
    expect(page.y).toBe(1500);
    expect(page.calls).toEqual([{ top: 1500, behavior: 'instant' }]);
    expect(pendingFrames()).toBe(0);
  });

  it("falls back to the browser's native smooth scroll when the engine fails, and stays native", async () => {
    const { page } = fakePage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(window.requestAnimationFrame).mockImplementation(() => {
      throw new Error('no frames');
    });
    stopEngine = scroll.startSmoothScrolling();
    await expect(scroll.smoothScrollToY(1500)).resolves.toBe(false);
    expect(page.calls.at(-1)).toEqual({ top: 1500, behavior: 'smooth' });
    expect(warn).toHaveBeenCalledOnce();
    const turn = wheel({ deltaY: 100 });
    window.dispatchEvent(turn);
    expect(turn.defaultPrevented).toBe(false);
    await expect(scroll.smoothScrollToY(200)).resolves.toBe(false);
    expect(page.calls.at(-1)).toEqual({ top: 200, behavior: 'smooth' });
  });

  it('a failure in the middle of a jump hands the rest to native smooth scroll', async () => {
    const { page, advance } = fakePage();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const jump = scroll.smoothScrollToY(2000);
    advance();
    vi.mocked(window.scrollTo).mockImplementationOnce(() => {
      throw new Error('broken');
    });
    advance(100);
    await expect(jump).resolves.toBe(false);
    expect(page.calls.at(-1)).toEqual({ top: 2000, behavior: 'smooth' });
  });
  /** A section whose top is `top()` px down the document; 0 px high (not laid out yet) while `shown()` is false. */
  function section(id: string, top: () => number, shown = () => true) {
    const el = document.createElement('section');
    el.id = id;
    document.body.append(el);
    vi.spyOn(el, 'getBoundingClientRect').mockImplementation(() => {
      const height = shown() ? 600 : 0;
      return { top: top() - window.scrollY, height, bottom: top() - window.scrollY + height } as DOMRect;
    });
    return el;
  }

  /** Lets the awaited steps before the jump run, then plays its 1000 ms (and the correction after it). */
  async function playJump(runFrames: (count: number) => void, pendingFrames: () => number) {
    await vi.waitFor(() => expect(pendingFrames()).toBe(1));
    runFrames(70);
    await new Promise((resolve) => setTimeout(resolve));
  }

  it('a section link finds its section by retrying (50 ms, then every 100 ms) and lands it 100 px below the top', async () => {
    const { page, runFrames, pendingFrames } = fakePage();
    const waits: number[] = [];
    section('pricing', () => 2400, () => waits.length >= 3);
    const jumped = scroll.scrollToSection('pricing', { wait: async (ms) => void waits.push(ms) });
    await playJump(runFrames, pendingFrames);
    await expect(jumped).resolves.toBe(true);
    expect(waits).toEqual([50, 100, 100]);
    expect(page.y).toBe(2300);
    // The off-screen blocks were laid out first, so the heights above the section are real.
    expect(document.documentElement.classList.contains('render-all')).toBe(true);
  });

  it('a section that never appears: after 50 attempts the page scrolls to the top and a warning is logged', async () => {
    const { page, runFrames, pendingFrames } = fakePage();
    page.y = 1200;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let attempts = 0;
    section('gone', () => 2400, () => (attempts++, false));
    const jumped = scroll.scrollToSection('gone', { wait: async () => {} });
    await playJump(runFrames, pendingFrames);
    await expect(jumped).resolves.toBe(false);
    expect(attempts).toBe(50);
    expect(page.y).toBe(0);
    expect(warn).toHaveBeenCalledWith('[scroll] Section #gone not found; scrolling to top.');
  });

  it('when the section moved during the jump (a late picture above it), the page is put right at the end', async () => {
    const { page, runFrames, pendingFrames } = fakePage();
    let top = 2400;
    section('audit', () => top);
    const jumped = scroll.scrollToSection('audit', { wait: async () => {} });
    await vi.waitFor(() => expect(pendingFrames()).toBe(1));
    runFrames(30);
    top = 2650;
    runFrames(40);
    await expect(jumped).resolves.toBe(true);
    expect(page.calls.at(-1)).toEqual({ top: 2550, behavior: 'instant' });
    expect(page.y).toBe(2550);
  });

  it('when the visitor takes over during the jump, the page stays where they left it', async () => {
    const { page, runFrames, pendingFrames } = fakePage();
    stopEngine = scroll.startSmoothScrolling();
    section('partners', () => 3000);
    const jumped = scroll.scrollToSection('partners', { wait: async () => {} });
    await vi.waitFor(() => expect(pendingFrames()).toBe(1));
    runFrames(30);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp' }));
    const left = page.y;
    await expect(jumped).resolves.toBe(true);
    runFrames(40);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(2900);
    expect(page.y).toBe(left);
  });
});
