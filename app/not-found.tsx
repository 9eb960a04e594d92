import type { Metadata } from 'next';
import { HomeScreen } from '@/components/home/HomeScreen';
import { homeMetadata } from '@/lib/seo/pages';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { ...homeMetadata, robots: { index: false, follow: true } };

/** Runs before paint: an unknown article address goes to the blog list (spec: unknown slug → /blogi). */
const redirectUnknownArticle = `(function(){var p=location.pathname;if(/^\\${ROUTES.blog}\\/[^/]+/.test(p)){location.replace('${ROUTES.blog}')}})();`;

/** Every unknown path shows the home screen (the static 404.html). */
export default function NotFound() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: redirectUnknownArticle }} />
      <HomeScreen />
    </>
  );
}
