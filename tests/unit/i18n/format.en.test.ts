import { describe, expect, it } from 'vitest';
import { formatDuration, formatEuro, formatNumber, formatSize, formatWhole } from '@/lib/format';
import { countLabel, NOUNS } from '@/lib/plural';
import { formatLongDate, formatDateOn } from '@/lib/blog/dates';

describe('numbers, prices and dates on the English site (en-GB)', () => {
  it('writes numbers as British English does, the same as Intl en-GB', () => {
    for (const n of [0, 7, 495, 1445, 12000, 1234567, -12345]) {
      expect(formatNumber(n)).toBe(new Intl.NumberFormat('en-GB').format(n));
    }
    expect(formatNumber(1.5)).toBe('1.5');
    expect(formatNumber(1.5, 2)).toBe('1.50');
    expect(formatWhole(12000.4)).toBe('12,000');
  });

  it('puts the euro sign before the amount', () => {
    expect(formatEuro(495)).toBe('€495');
    expect(formatEuro(1445)).toBe('€1,445');
    expect(formatEuro(12.5)).toBe('€12.50');
    expect(formatEuro(-20)).toBe('-€20');
  });

  it('sizes and durations in English', () => {
    expect(formatSize(850)).toBe('850 bytes');
    expect(formatSize(12 * 1024)).toBe('12 kB');
    expect(formatDuration(350)).toBe('350 ms');
    expect(formatDuration(1234)).toBe('1.2 s');
  });

  it('counts with English nouns', () => {
    expect(countLabel(1, NOUNS.article)).toBe('1 article');
    expect(countLabel(6, NOUNS.article)).toBe('6 articles');
    expect(countLabel(3, NOUNS.project)).toBe('3 projects');
  });

  it('dates in en-GB: "31 August 2025", and "on 5 May 2025" in a sentence', () => {
    expect(formatLongDate('2025-08-31')).toBe('31 August 2025');
    expect(formatDateOn('2025-05-05')).toBe('on 5 May 2025');
  });
});
