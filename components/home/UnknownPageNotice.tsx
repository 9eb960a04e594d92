import { MissingNotice } from '@/components/layout/MissingNotice';
import { UNKNOWN_PAGE_NOTICE } from '@/lib/not-found.mjs';
import { PAGES } from '@/lib/routes';
import { HOME_UNKNOWN_PAGE } from '@messages/home-unknown-page';

/** Shown above the home screen at an unknown address (out/404.html, spec: any other path shows the home screen). */
export function UnknownPageNotice() {
  const links = [PAGES.blog, PAGES.tester, PAGES.portfolio, PAGES.contact].map((page) => ({ href: page.path, label: page.navLabel }));
  return (
    <MissingNotice id="page-not-found" show="always" title={UNKNOWN_PAGE_NOTICE.title} announcement={UNKNOWN_PAGE_NOTICE.announcement} links={links}>
      {HOME_UNKNOWN_PAGE.text}
    </MissingNotice>
  );
}
