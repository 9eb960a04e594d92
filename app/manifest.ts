import type { MetadataRoute } from 'next';
import { formatPrice, PRICE_CLAIMS } from '@/lib/pricing';
import { LOCALE } from '@/lib/i18n/locale';
import { site } from '@/lib/site';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${site.brand} – ${site.tagline}`,
    short_name: site.brand,
    description:
      process.env.SITE_LOCALE === 'en'
        ? `Websites from ${formatPrice(PRICE_CLAIMS.onePageFrom)} and online shops from ${formatPrice(PRICE_CLAIMS.webShopFrom)} for small businesses.`
        : `Kodulehed alates ${formatPrice(PRICE_CLAIMS.onePageFrom)} ja e-poed alates ${formatPrice(PRICE_CLAIMS.webShopFrom)} väikeettevõtetele.`,
    start_url: '/',
    display: 'browser',
    lang: LOCALE,
    background_color: '#ffffff',
    theme_color: '#2548e0',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
