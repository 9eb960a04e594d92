import { describe, expect, it } from 'vitest';
import { anchorEasing, cubicBezier, retryUntil, targetScrollY } from '@/lib/scroll';

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
