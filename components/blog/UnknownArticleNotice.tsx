import { MissingNotice } from '@/components/layout/MissingNotice';
import { UNKNOWN_ARTICLE_ANCHOR, UNKNOWN_ARTICLE_NOTICE } from '@/lib/not-found.mjs';
import { PAGES } from '@/lib/routes';
import { BLOG_PAGE } from '@messages/blog-page';

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
      {BLOG_PAGE.unknownArticle}
    </MissingNotice>
  );
}
