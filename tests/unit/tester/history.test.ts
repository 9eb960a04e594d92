/** The history of tests per site (issue 24): the last five per site in localStorage, and each card's change. */
import { describe, expect, it } from 'vitest';
import { buildReport } from '@/lib/tester/report';
import { changeSince, entryCountsText, historyEntryOf } from '@/lib/tester/report/compare';
import { earlierDateText, testedAtText } from '@/lib/tester/report/dates';
import { HISTORY_KEY, HISTORY_PER_SITE, HISTORY_SITES, previousTest, recordTest, siteHistory, type HistoryEntry } from '@/lib/tester/state/history';
import { memoryStorage } from '../../fixtures/tester/memory-storage';
import { sampleResult } from '../../fixtures/tester/result';

const DAY = 86_400_000;
const T0 = new Date(2026, 10, 24, 21, 40).getTime();
const entry = (testedAt: number, performance = 62): HistoryEntry =>
  historyEntryOf(buildReport(sampleResult({ lighthouse: { performance, accessibility: 91, bestPractices: 100, seo: 73, error: null } })), testedAt);

describe('history storage', () => {
  it('keeps the last five tests per site, oldest first, in one key', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 7; i++) expect(recordTest('Näide.ee', entry(T0 + i * DAY), storage)).toBe(true);
    expect([...storage.data.keys()]).toEqual([HISTORY_KEY]);
    const kept = siteHistory('näide.ee', storage);
    expect(kept).toHaveLength(HISTORY_PER_SITE);
    expect(kept.map((e) => e.testedAt)).toEqual([2, 3, 4, 5, 6].map((i) => T0 + i * DAY));
  });

  it('finds the previous test of the same site only, and never the test itself', () => {
    const storage = memoryStorage();
    recordTest('a.ee', entry(T0), storage);
    recordTest('b.ee', entry(T0 + DAY), storage);
    recordTest('a.ee', entry(T0 + 2 * DAY), storage);
    expect(previousTest('a.ee', T0 + 2 * DAY, storage)?.testedAt).toBe(T0);
    expect(previousTest('a.ee', T0, storage)).toBeNull();
    expect(previousTest('c.ee', T0 + 9 * DAY, storage)).toBeNull();
  });

  it('the same test recorded twice is kept once', () => {
    const storage = memoryStorage();
    recordTest('a.ee', entry(T0), storage);
    recordTest('a.ee', entry(T0), storage);
    expect(siteHistory('a.ee', storage)).toHaveLength(1);
  });

  it(`keeps the ${HISTORY_SITES} sites tested most recently`, () => {
    const storage = memoryStorage();
    for (let i = 0; i <= HISTORY_SITES; i++) recordTest(`site${i}.ee`, entry(T0 + i * 1000), storage);
    expect(siteHistory('site0.ee', storage)).toEqual([]);
    expect(siteHistory(`site${HISTORY_SITES}.ee`, storage)).toHaveLength(1);
  });

  it('corrupt or outdated saved history is ignored and removed, not fatal', () => {
    for (const raw of ['{not json', JSON.stringify({ version: 0, sites: {} }), JSON.stringify({ version: 1, sites: { 'a.ee': [{ testedAt: 'x' }] } })]) {
      const storage = memoryStorage({ [HISTORY_KEY]: raw });
      expect(siteHistory('a.ee', storage)).toEqual([]);
      expect(storage.data.has(HISTORY_KEY)).toBe(false);
      expect(recordTest('a.ee', entry(T0), storage)).toBe(true);
      expect(siteHistory('a.ee', storage)).toHaveLength(1);
    }
  });

  it('storage that refuses (off or full) loses only the history', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    expect(recordTest('a.ee', entry(T0), refusing)).toBe(false);
    const throwing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => undefined, removeItem: () => undefined };
    expect(siteHistory('a.ee', throwing)).toEqual([]);
    expect(recordTest('a.ee', entry(T0), null)).toBe(false);
  });
});

describe('the change since the previous test, in words', () => {
  const later = T0 + DAY;
  const card = (id: string, performance: number) => buildReport(sampleResult({ lighthouse: { performance, accessibility: 91, bestPractices: 100, seo: 73, error: null } })).sections.flatMap((s) => s.cards).find((c) => c.id === id)!;

  it('a score that rose, with the previous date', () => {
    expect(changeSince(card('performance', 78), entry(T0, 62), later)).toBe('Eelmisest testist (24.11.): 62/100 → 78/100.');
    expect(changeSince(card('performance', 93), entry(T0, 62), later)).toBe('Eelmisest testist (24.11.): 62/100 → 93/100, paranes.');
    expect(changeSince(card('performance', 40), entry(T0, 62), later)).toBe('Eelmisest testist (24.11.): 62/100 → 40/100, halvenes.');
  });

  it('nothing changed: "muutuseta"', () => {
    expect(changeSince(card('title', 62), entry(T0, 62), later)).toBe('Eelmisest testist (24.11.): muutuseta.');
  });

  it('a card the previous test did not have says nothing', () => {
    expect(changeSince({ id: 'new-card', grade: 'good', value: 'x' }, entry(T0), later)).toBeNull();
  });

  it('dates: the same day with the time, another year with the year', () => {
    expect(earlierDateText(T0, T0 + 3_600_000)).toBe('24.11. kell 21:40');
    expect(earlierDateText(new Date(2025, 11, 30).getTime(), new Date(2026, 0, 2).getTime())).toBe('30.12.2025');
    expect(testedAtText(new Date(2026, 10, 25, 21, 40).getTime())).toBe('Test tehtud 25.11.2026 kell 21:40');
  });

  it('an earlier test in the list: its counts in the words of the verdict scale', () => {
    expect(entryCountsText(entry(T0))).toMatch(/^Korras \d+ · Vajab tähelepanu \d+ · Probleem \d+$/);
  });
});
