import { MissingNotice } from '@/components/layout/MissingNotice';
import { UNKNOWN_PAGE_NOTICE } from '@/lib/not-found.mjs';
import { PAGES } from '@/lib/routes';

/** Shown above the home screen at an unknown address (out/404.html, spec: any other path shows the home screen). */
export function UnknownPageNotice() {
  const links = [PAGES.blog, PAGES.tester, PAGES.portfolio, PAGES.contact].map((page) => ({ href: page.path, label: page.navLabel }));
  return (
    <MissingNotice id="page-not-found" show="always" title={UNKNOWN_PAGE_NOTICE.title} announcement={UNKNOWN_PAGE_NOTICE.announcement} links={links}>
      {process.env.SITE_LOCALE === 'en'
        ? 'The link may be out of date, or the address may have a typo. The home page is below – or pick a page here:'
        : 'Link võib olla vana või aadressis on kirjaviga. Allpool on avaleht – või vali siit:'}
    </MissingNotice>
  );
}
