/**
 * The two localStorage keys of the saved test and the operations that need no validation (check, save,
 * clear). Kept apart from storage.ts so the page can check for and save a test without loading the
 * validator, which only reading a saved test back needs.
 */
import type { TestResult } from '@/lib/tester/state/schema';

export const STORAGE_KEYS = {
  lastUrl: 'veebiselge.tester.lastUrl',
  lastResults: 'veebiselge.tester.lastResults',
} as const;

/** The key of the test history (lib/tester/state/history.ts), here so that clearing needs no validator. */
export const HISTORY_KEY = 'veebiselge.tester.history';

/**
 * A shared result's link: the tester's page with `#tulemus=<version>.<data>` (on the English site
 * `#result=<version>.<data>`; lib/tester/state/share.ts). Here, apart from the codec, so the page can notice such a
 * link without loading it.
 */
export const SHARE_HASH = process.env.SITE_LOCALE === 'en' ? '#result=' : '#tulemus=';

/** Bumped whenever the stored shape changes; older saves are dropped. */
export const STORAGE_VERSION = 5; // 4: security findings as {id, status, facts}; 5: sitemaps, page signals, PageSpeed details

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether anything is saved at all (cheap, no validation): decides whether the validator is loaded. */
export function hasSavedTest(storage: StorageLike | null = browserStorage()): boolean {
  try {
    return Boolean(storage?.getItem(STORAGE_KEYS.lastUrl) || storage?.getItem(STORAGE_KEYS.lastResults));
  } catch {
    return false;
  }
}

/** The address of the last test, if one is saved (the audit form offers it, so the owner never types it twice). */
export function savedTestUrl(storage: StorageLike | null = browserStorage()): string | null {
  try {
    return storage?.getItem(STORAGE_KEYS.lastUrl)?.trim() || null;
  } catch {
    return null;
  }
}

export function clearSavedTest(storage: StorageLike | null = browserStorage()): void {
  try {
    storage?.removeItem(STORAGE_KEYS.lastUrl);
    storage?.removeItem(STORAGE_KEYS.lastResults);
  } catch {
    /* storage unavailable: nothing to clear */
  }
}

/**
 * Everything the tester keeps in this browser: the last test and the history of tests per site (the privacy
 * notice's "Clear test history"). False when the storage refused.
 */
export function clearTesterStorage(storage: StorageLike | null = browserStorage()): boolean {
  try {
    storage?.removeItem(STORAGE_KEYS.lastUrl);
    storage?.removeItem(STORAGE_KEYS.lastResults);
    storage?.removeItem(HISTORY_KEY);
    return true;
  } catch {
    return false;
  }
}

export function saveTest(url: string, result: TestResult, storage: StorageLike | null = browserStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(STORAGE_KEYS.lastUrl, url);
    storage.setItem(STORAGE_KEYS.lastResults, JSON.stringify({ version: STORAGE_VERSION, result }));
    return true;
  } catch {
    // Quota exceeded or storage disabled: the results stay on screen, they are just not remembered.
    clearSavedTest(storage);
    return false;
  }
}
