/**
 * The history of tests per site (issue 24, "keep, share, compare"): the last five tests of each site stay in this
 * browser (localStorage, one key), so the report can say what changed since the previous test. Each entry keeps
 * what the comparison needs, not the whole result: the date and each card's grade and headline value. Everything
 * read back is validated; a corrupt or outdated store is removed and treated as empty, never fatal.
 */
import * as z from 'zod/mini';
import { browserStorage, HISTORY_KEY, type StorageLike } from '@/lib/tester/state/saved-keys';

export { HISTORY_KEY };
/** Bumped whenever the stored shape changes; an older store is dropped. */
export const HISTORY_VERSION = 1;
/** Tests kept per site, and sites kept (the sites tested longest ago are dropped first). */
export const HISTORY_PER_SITE = 5;
export const HISTORY_SITES = 20;

const MAX_TEXT = 200;
const shortText = z.string().check(z.maxLength(MAX_TEXT));

const historyCard = z.object({ id: shortText, grade: z.enum(['good', 'warning', 'bad', 'unknown', 'info']), value: shortText });

const historyEntry = z.object({
  testedAt: z.int().check(z.minimum(0)),
  cards: z.array(historyCard).check(z.maxLength(100)),
});

const historyStore = z.object({
  version: z.literal(HISTORY_VERSION),
  sites: z.record(shortText, z.array(historyEntry).check(z.maxLength(HISTORY_PER_SITE))),
});

export type HistoryCard = z.infer<typeof historyCard>;
export type HistoryEntry = z.infer<typeof historyEntry>;
type HistoryStore = z.infer<typeof historyStore>;

const EMPTY = (): HistoryStore => ({ version: HISTORY_VERSION, sites: {} });

/** The site a history belongs to: the tested host, in lower case. */
export const historySite = (displayUrl: string) => displayUrl.trim().toLowerCase();

function readStore(storage: StorageLike | null): HistoryStore {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(HISTORY_KEY) ?? null;
  } catch {
    return EMPTY();
  }
  if (!raw) return EMPTY();
  try {
    const checked = historyStore.safeParse(JSON.parse(raw));
    if (checked.success) return checked.data;
  } catch {
    /* not JSON: dropped below */
  }
  try {
    storage?.removeItem(HISTORY_KEY);
  } catch {
    /* storage unavailable */
  }
  return EMPTY();
}

/** A site's saved tests, oldest first (empty when there are none or the store is unreadable). */
export function siteHistory(displayUrl: string, storage: StorageLike | null = browserStorage()): HistoryEntry[] {
  return readStore(storage).sites[historySite(displayUrl)] ?? [];
}

/** The latest test of the site before `testedAt`, or null. */
export function previousTest(displayUrl: string, testedAt: number, storage: StorageLike | null = browserStorage()): HistoryEntry | null {
  return siteHistory(displayUrl, storage).filter((entry) => entry.testedAt < testedAt).at(-1) ?? null;
}

/**
 * Adds a test to its site's history: kept in date order, the same test is never kept twice, only the last
 * HISTORY_PER_SITE per site and the HISTORY_SITES sites tested most recently. False when it could not be stored
 * (storage off or full): the report stays on screen, it is just not remembered.
 */
export function recordTest(displayUrl: string, entry: HistoryEntry, storage: StorageLike | null = browserStorage()): boolean {
  if (!storage) return false;
  const checked = historyEntry.safeParse(entry);
  if (!checked.success) return false;
  const store = readStore(storage);
  const site = historySite(displayUrl);
  const entries = [...(store.sites[site] ?? []).filter((e) => e.testedAt !== entry.testedAt), checked.data]
    .sort((a, b) => a.testedAt - b.testedAt)
    .slice(-HISTORY_PER_SITE);
  const sites = { ...store.sites, [site]: entries };
  const newest = (name: string) => sites[name].at(-1)?.testedAt ?? 0;
  const kept = Object.keys(sites)
    .sort((a, b) => newest(b) - newest(a))
    .slice(0, HISTORY_SITES);
  try {
    storage.setItem(HISTORY_KEY, JSON.stringify({ version: HISTORY_VERSION, sites: Object.fromEntries(kept.map((name) => [name, sites[name]])) }));
    return true;
  } catch {
    return false;
  }
}
