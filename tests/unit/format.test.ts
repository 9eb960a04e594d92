import { describe, expect, it } from 'vitest';
import { formatAmount, formatDuration, formatEuro, formatNumber, formatSize, formatWhole } from '@/lib/format';

const NBSP = '\u00a0';

describe('Estonian numbers (lib/format)', () => {
  it('keeps four digits whole and groups five and more with a no-break space', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(4321)).toBe('4321');
    expect(formatNumber(12000)).toBe(`12${NBSP}000`);
    expect(formatNumber(1234567)).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatNumber(-12345)).toBe(`-12${NBSP}345`);
    expect(formatNumber(-1)).toBe('-1');
  });

  it('writes decimals with a comma, its own digits or a fixed count', () => {
    expect(formatNumber(1.5)).toBe('1,5');
    expect(formatNumber(2.25, 1)).toBe('2,3');
    expect(formatNumber(3, 1)).toBe('3,0');
    expect(formatNumber(12345.5, 2)).toBe(`12${NBSP}345,50`);
  });

  it('rounds whole numbers', () => {
    expect(formatWhole(4321.4)).toBe('4321');
    expect(formatWhole(12499.6)).toBe(`12${NBSP}500`);
  });

  it('writes euros as Intl.NumberFormat et-EE does (whole, or with cents), the sign after a no-break space', () => {
    expect(formatEuro(495)).toBe(`495${NBSP}€`);
    expect(formatEuro(12000)).toBe(`12${NBSP}000${NBSP}€`);
    expect(formatEuro(1791.8)).toBe(`1791,80${NBSP}€`);
    expect(formatAmount(12.5)).toBe('12,50');
    const whole = new Intl.NumberFormat('et-EE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'min2' });
    const cents = new Intl.NumberFormat('et-EE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, useGrouping: 'min2' });
    for (const amount of [0, 7, 99, 495, 1445, 9999, 10000, 12345, 123456, 1234567]) expect(formatEuro(amount)).toBe(whole.format(amount));
    for (const amount of [0.5, 12.5, 279.84, 1791.8, 9999.99, 12345.67, 123456.78]) expect(formatEuro(amount)).toBe(cents.format(amount));
  });

  it('writes sizes in bytes below 1 kB and whole kilobytes above', () => {
    expect(formatSize(850)).toBe('850 baiti');
    expect(formatSize(1023)).toBe('1023 baiti');
    expect(formatSize(1024)).toBe('1 kB');
    expect(formatSize(12 * 1024 + 600)).toBe('13 kB');
  });

  it('writes durations in ms below a second and in seconds with one decimal above', () => {
    expect(formatDuration(350)).toBe('350 ms');
    expect(formatDuration(999)).toBe('999 ms');
    expect(formatDuration(1000)).toBe('1,0 s');
    expect(formatDuration(1240)).toBe('1,2 s');
  });
});
