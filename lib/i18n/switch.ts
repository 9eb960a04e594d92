/**
 * The language switch's targets: for every page of this site, the same page on the other language's host. Built on
 * the server from the route table and the article pairs (lib/blog/load.ts) and handed to the header, which picks the
 * current page's target by its path. A page without a pair (an article not adapted yet) links to the other site's
 * blog, any other address to its home page.
 */
import { articlePaths, getArticles } from '@/lib/blog/load';
import { OTHER_LOCALE } from '@/lib/i18n/locale';
import { PAGE_LIST, PAGES } from '@/lib/routes';
import { otherLanguageUrl } from '@/lib/seo/metadata';
import { absoluteUrl, HOSTS } from '@/lib/site';

export interface LanguageSwitchTargets {
  /** This site's path → the same page's absolute address on the other host. */
  pages: Record<string, string>;
  /** Where an address that is not in `pages` leads: the other site's blog for an article, else its home page. */
  blog: string;
  home: string;
}

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

/** The switch's address on the page at `pathname`. */
export function switchTarget(targets: LanguageSwitchTargets, pathname: string, blogPath: string): string {
  return targets.pages[pathname] ?? (pathname.startsWith(`${blogPath}/`) ? targets.blog : targets.home);
}
