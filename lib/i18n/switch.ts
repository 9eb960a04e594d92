/**
 * The language switch's address on a page: the same page on the other language's host. A page of the route table
 * finds its pair there (lib/routes); an article finds it among the article pairs, which lib/i18n/switch-targets.ts
 * reads from the articles on the server and the header carries to the browser. An article without a pair (not
 * adapted yet) links to the other site's blog, any other address to its home page. Client-safe: no file reading here.
 */
import { LOCALE, OTHER_LOCALE } from '@/lib/i18n/locale';
import { PAGES, pagePaths } from '@/lib/routes';
import { absoluteUrl, HOSTS } from '@/lib/site';

export interface LanguageSwitchTargets {
  /** This site's path of an article → the path of the same article on the other site. */
  articles: Record<string, string>;
}

/** The switch's address on the page at `pathname`. */
export function switchTarget(targets: LanguageSwitchTargets, pathname: string): string {
  const blog = PAGES.blog.paths;
  const path =
    pagePaths(pathname)?.[OTHER_LOCALE] ??
    targets.articles[pathname] ??
    (pathname.startsWith(`${blog[LOCALE]}/`) ? blog[OTHER_LOCALE] : '/');
  return absoluteUrl(path, HOSTS[OTHER_LOCALE]);
}
