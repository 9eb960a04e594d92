/**
 * The two localStorage keys of the saved test and the operations that need no validation. Kept apart from
 * storage.ts so the page can check for a saved test without loading the validator.
 */

export const STORAGE_KEYS = {
  lastUrl: 'veebiselge.tester.lastUrl',
  lastResults: 'veebiselge.tester.lastResults',
} as const;

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

export function clearSavedTest(storage: StorageLike | null = browserStorage()): void {
  try {
    storage?.removeItem(STORAGE_KEYS.lastUrl);
    storage?.removeItem(STORAGE_KEYS.lastResults);
  } catch {
    /* storage unavailable: nothing to clear */
  }
}
