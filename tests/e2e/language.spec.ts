import { test, expect, visit } from './fixtures';
import { exportedRoutes } from './exported-pages';
import { englishLeft } from '@/tests/language';
import { pageTexts } from './en/language';

/** The reverse of tests/e2e/en/en-pages.spec.ts: an Estonian page speaks Estonian only (no common English word). */
for (const path of exportedRoutes()) {
  test(`${path} has no English text left outside proper names @mobile`, async ({ page }) => {
    await visit(page, path);
    const { lang, texts } = await pageTexts(page);
    expect(lang).toBe('et');
    expect(englishLeft(texts)).toEqual([]);
  });
}
