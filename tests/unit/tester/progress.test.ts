import { describe, expect, it } from 'vitest';
import { displayProgress, nextProgress, PROGRESS_CLOSE_DELAY_MS, PROGRESS_TICK_MS, progressStep } from '@/lib/tester/state/progress';

describe('progress bar sequence', () => {
  it('ticks every 100 ms and pauses 400 ms at 100', () => {
    expect(PROGRESS_TICK_MS).toBe(100);
    expect(PROGRESS_CLOSE_DELAY_MS).toBe(400);
  });

  it.each([
    [0, 2],
    [29.9, 2],
    [30, 1],
    [59, 1],
    [60, 0.5],
    [79.5, 0.5],
    [80, 0.3],
    [89.9, 0.3],
    [90, 0.1],
    [94.9, 0.1],
    [95, 0.05],
    [98.95, 0.05],
  ])('at %f the step is %f', (value, step) => expect(progressStep(value)).toBe(step));

  it('runs 0, 2, 4 … 30, 31 … 60, 60.5 … 80, 80.3 … and holds at 99', () => {
    const seq = [0];
    while (seq.length < 400) seq.push(nextProgress(seq[seq.length - 1]));
    expect(seq.slice(0, 17)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 31]);
    expect(seq[15 + 30]).toBe(60);
    expect(seq[15 + 30 + 1]).toBe(60.5);
    expect(seq[15 + 30 + 40]).toBe(80);
    expect(seq[15 + 30 + 40 + 1]).toBe(80.3);
    // never decreases, never passes 99, and reaches it
    for (let i = 1; i < seq.length; i++) expect(seq[i]).toBeGreaterThanOrEqual(seq[i - 1]);
    expect(Math.max(...seq)).toBe(99);
    const firstAt99 = seq.indexOf(99);
    expect(firstAt99).toBeGreaterThan(200);
    expect(seq.slice(firstAt99).every((v) => v === 99)).toBe(true);
    expect(nextProgress(99)).toBe(99);
  });

  it('shows whole percents', () => {
    expect(displayProgress(80.9)).toBe(80);
    expect(displayProgress(100)).toBe(100);
  });
});
