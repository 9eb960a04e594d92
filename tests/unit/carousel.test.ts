import { describe, expect, it } from 'vitest';
import { slideOffset, swipeStep, wrapIndex } from '@/lib/carousel';

describe('wrapIndex', () => {
  it('wraps past either end', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
  });
});

describe('slideOffset', () => {
  it('places the neighbours of the current slide at -1 and +1, also across the ends', () => {
    expect([0, 1, 2, 3].map((i) => slideOffset(i, 0, 4))).toEqual([0, 1, 2, -1]);
    expect([0, 1, 2, 3].map((i) => slideOffset(i, 3, 4))).toEqual([1, 2, -1, 0]);
  });
});

describe('swipeStep', () => {
  it('changes the slide only for moves over 50 px', () => {
    expect(swipeStep(-51)).toBe(1);
    expect(swipeStep(51)).toBe(-1);
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(50)).toBe(0);
    expect(swipeStep(0)).toBe(0);
  });
});
