/**
 * Addresses that lead nowhere: any unknown path shows the home screen, an unknown article goes to
 * /blogi. Both say so with a notice. Plain JavaScript, so that scripts/build/finalize-export.mjs (Node, no build step)
 * and the pages read the same values.
 */

/**
 * The route whose page (the home screen under a "Seda lehte ei leitud" notice) scripts/build/finalize-export.mjs turns
 * into out/404.html, which the host serves for every unknown address. The route's own file is then removed, so
 * this path is an unknown address like any other.
 */
export const UNKNOWN_PAGE_PATH = '/lehte-ei-leitud';

/** The English build (lib/i18n/locale.ts: written in place so the minifier keeps one language). */
const EN = process.env.SITE_LOCALE === 'en';

/** The anchor an unknown article address is sent to: /blogi#artiklit-ei-leitud shows the "Artiklit ei leitud" notice. */
export const UNKNOWN_ARTICLE_ANCHOR = EN ? 'article-not-found' : 'artiklit-ei-leitud';

/** The notice above the home screen at an unknown address. */
export const UNKNOWN_PAGE_NOTICE = EN
  ? { title: 'We could not find this page', announcement: 'We could not find this page. Showing the home page.' }
  : {
      title: 'Seda lehte ei leitud',
      /** What a screen reader hears once the page runs. */
      announcement: 'Seda lehte ei leitud. Näitame avalehte.',
    };

/** The notice on /blogi after an unknown article address. */
export const UNKNOWN_ARTICLE_NOTICE = EN
  ? { title: 'We could not find this article', announcement: 'We could not find this article. Showing all articles.' }
  : { title: 'Artiklit ei leitud', announcement: 'Artiklit ei leitud. Näitame kõiki artikleid.' };
