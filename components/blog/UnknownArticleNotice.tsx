import { MissingNotice } from '@/components/layout/MissingNotice';
import { UNKNOWN_ARTICLE_ANCHOR, UNKNOWN_ARTICLE_NOTICE } from '@/lib/not-found.mjs';
import { PAGES } from '@/lib/routes';

/** Shown on the blog list when an unknown article address sent the visitor there (/blogi#artiklit-ei-leitud). */
export function UnknownArticleNotice() {
  const links = [PAGES.tester, PAGES.contact].map((page) => ({ href: page.path, label: page.navLabel }));
  return (
    <MissingNotice
      id={UNKNOWN_ARTICLE_ANCHOR}
      show="target"
      title={UNKNOWN_ARTICLE_NOTICE.title}
      announcement={UNKNOWN_ARTICLE_NOTICE.announcement}
      links={links}
    >
      {process.env.SITE_LOCALE === 'en'
        ? "This article doesn’t exist, or its address has changed. All our articles are listed below. If you were looking for help with your own site:"
        : 'Seda artiklit ei ole või on selle aadress muutunud. Allpool on kõik meie artiklid. Kui otsisid abi oma lehele:'}
    </MissingNotice>
  );
}
