/**
 * The language switch's article pairs, built on the server from the articles (lib/blog/load.ts) and handed to the
 * header (components/layout/SiteShell.tsx); lib/i18n/switch.ts picks the current page's target by its path. The
 * pages of the route table are not here: the browser's copy of lib/routes knows their pairs.
 */
import { articlePaths, getArticles } from '@/lib/blog/load';
import type { LanguageSwitchTargets } from '@/lib/i18n/switch';
import { LOCALE, OTHER_LOCALE } from '@/lib/i18n/locale';

export function languageSwitchTargets(): LanguageSwitchTargets {
  const articles: Record<string, string> = {};
  for (const article of getArticles()) {
    const paths = articlePaths(article);
    const other = paths[OTHER_LOCALE];
    if (other) articles[paths[LOCALE]!] = other;
  }
  return { articles };
}
