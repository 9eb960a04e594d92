/**
 * Saved results: two localStorage keys hold the last address and the last results.
 * Everything read back is validated: corrupt, outdated or foreign data is removed silently and never shown.
 */
import * as z from 'zod/mini';
import { testResultSchema, type TestResult } from '@/lib/tester/state/schema';
import { browserStorage, clearSavedTest, STORAGE_KEYS, STORAGE_VERSION, type StorageLike } from '@/lib/tester/state/saved-keys';

export { clearSavedTest, hasSavedTest, saveTest, STORAGE_KEYS, STORAGE_VERSION } from '@/lib/tester/state/saved-keys';

const savedSchema = z.object({
  version: z.literal(STORAGE_VERSION),
  result: testResultSchema,
});

export interface SavedTest {
  url: string;
  result: TestResult;
}

/** The saved test, or null. Anything invalid is removed so it cannot fail again on the next visit. */
export function loadSavedTest(storage: StorageLike | null = browserStorage()): SavedTest | null {
  let url: string | null;
  let raw: string | null;
  try {
    url = storage?.getItem(STORAGE_KEYS.lastUrl) ?? null;
    raw = storage?.getItem(STORAGE_KEYS.lastResults) ?? null;
  } catch {
    return null;
  }
  if (!url && !raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '');
  } catch {
    clearSavedTest(storage);
    return null;
  }
  const checked = savedSchema.safeParse(parsed);
  if (!url?.trim() || !checked.success) {
    clearSavedTest(storage);
    return null;
  }
  return { url: url.trim(), result: checked.data.result };
}
