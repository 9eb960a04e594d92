import type { Metadata } from 'next';
import { HomeScreen } from '@/components/home/HomeScreen';
import { UnknownPageNotice } from '@/components/home/UnknownPageNotice';
import { site } from '@/lib/site';

/**
 * Every unknown address: the home screen (spec) under a notice that says the page was not found. Built as its own
 * page so that its HTML has the notice and its title from the start; scripts/build/finalize-export.mjs makes it
 * out/404.html and removes this address's own files.
 */
export const metadata: Metadata = {
  title: `Lehte ei leitud | ${site.brand}`,
  description: 'Seda lehte ei ole. Avalehelt leiad kodulehtede ja e-poodide hinnad, tehtud tööd ja kontaktid.',
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
