import type { Metadata } from 'next';
import { HomeScreen } from '@/components/home/HomeScreen';
import { SiteShell } from '@/components/layout/SiteShell';
import { homeMetadata } from '@/lib/seo/pages';
import { ROUTES } from '@/lib/routes';
import { site, siteUrl } from '@/lib/site';
import './globals.css';

export const metadata: Metadata = {
  ...homeMetadata,
  metadataBase: new URL(siteUrl),
  applicationName: site.brand,
  icons: { icon: [{ url: '/favicon.ico', sizes: 'any' }] },
  robots: { index: false, follow: true },
};

/** Runs before paint: an unknown article address goes to the blog list (spec: unknown slug → /blogi). */
const redirectUnknownArticle = `(function(){var p=location.pathname;if(/^\\${ROUTES.blog}\\/[^/]+/.test(p)){location.replace('${ROUTES.blog}')}})();`;

/**
 * Every unknown path shows the home screen (the static 404.html). A global not-found page is built on its
 * own, so the home screen is not carried in every other page's payload as a not-found fallback.
 */
export default function GlobalNotFound() {
  return (
    <SiteShell>
      <script dangerouslySetInnerHTML={{ __html: redirectUnknownArticle }} />
      <HomeScreen />
    </SiteShell>
  );
}
