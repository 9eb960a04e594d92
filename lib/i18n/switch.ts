/**
 * The language switch's address on a page: the same page on the other language's host (lib/i18n/switch-targets.ts
 * builds the targets on the server; the header picks the current page's by its path). A page without a pair (an
 * article not adapted yet) links to the other site's blog, any other address to its home page. Client-safe: no
 * file reading here.
 */
export interface LanguageSwitchTargets {
  /** This site's path → the same page's absolute address on the other host. */
  pages: Record<string, string>;
  /** Where an address that is not in `pages` leads: the other site's blog for an article, else its home page. */
  blog: string;
  home: string;
}

/** The switch's address on the page at `pathname`. */
export function switchTarget(targets: LanguageSwitchTargets, pathname: string, blogPath: string): string {
  return targets.pages[pathname] ?? (pathname.startsWith(`${blogPath}/`) ? targets.blog : targets.home);
}
