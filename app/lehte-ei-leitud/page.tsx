import type { Metadata } from 'next';
import { HomeScreen } from '@/components/home/HomeScreen';
import { UnknownPageNotice } from '@/components/home/UnknownPageNotice';
import { PAGES } from '@/lib/routes';
import { site } from '@/lib/site';

/**
 * Every unknown address: the home screen (spec) under a notice that says the page was not found. Built as its own
 * page so that its HTML has the notice and its title from the start; scripts/build/finalize-export.mjs makes it
 * out/404.html and removes this address's own files.
 */
export const metadata: Metadata = {
  title: `${PAGES.unknown.name} | ${site.brand}`,
  description:
    process.env.SITE_LOCALE === 'en'
      ? 'This page does not exist. On the home page you will find our prices for websites and online shops, our work and our contacts.'
      : 'Seda lehte ei ole. Avalehelt leiad kodulehtede ja e-poodide hinnad, tehtud tööd ja kontaktid.',
  robots: { index: false, follow: true },
};

export default function UnknownPage() {
  return (
    <>
      <UnknownPageNotice />
      <HomeScreen />
    </>
  );
}
