/**
 * The language switch's targets, built on the server from the route table and the article pairs (lib/blog/load.ts)
 * and handed to the header (components/layout/SiteShell.tsx); lib/i18n/switch.ts picks one by the page's path.
 */
import { articlePaths, getArticles } from '@/lib/blog/load';
import type { LanguageSwitchTargets } from '@/lib/i18n/switch';
import { OTHER_LOCALE } from '@/lib/i18n/locale';
import { PAGE_LIST, PAGES } from '@/lib/routes';
import { otherLanguageUrl } from '@/lib/seo/metadata';
import { absoluteUrl, HOSTS } from '@/lib/site';

export function languageSwitchTargets(): LanguageSwitchTargets {
  const pages: Record<string, string> = {};
  for (const page of PAGE_LIST) {
    if (page.paths) pages[page.path] = otherLanguageUrl(page.paths)!;
  }
  for (const article of getArticles()) {
    const paths = articlePaths(article);
    const url = otherLanguageUrl(paths);
    if (url) pages[paths[OTHER_LOCALE === 'en' ? 'et' : 'en']!] = url;
  }
  return {
    pages,
    blog: absoluteUrl(PAGES.blog.paths[OTHER_LOCALE], HOSTS[OTHER_LOCALE]),
    home: absoluteUrl('/', HOSTS[OTHER_LOCALE]),
  };
}
