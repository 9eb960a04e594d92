import { HomeJsonLd } from '@/components/home/HomeJsonLd';
import { HomeScreen } from '@/components/home/HomeScreen';
import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { DELIVERY, formatPrice, PRICE_CLAIMS } from '@/lib/pricing';
import { ROUTES } from '@/lib/routes';
import { routeMetadata } from '@/lib/seo/pages';
import { site } from '@/lib/site';

/** The page's title and description in search results and link previews. */
const head = {
  title: `${site.brand} – ${site.tagline}`,
  description:
    process.env.SITE_LOCALE === 'en'
      ? `Websites from ${formatPrice(PRICE_CLAIMS.onePageFrom)} and online shops from ${formatPrice(PRICE_CLAIMS.webShopFrom)}: WordPress, custom-built and Shopify. ` +
        `Ready in ${DELIVERY.typicalWeeks} weeks, and the first consultation is free.`
      : `Kodulehed alates ${formatPrice(PRICE_CLAIMS.onePageFrom)} ja e-poed alates ${formatPrice(PRICE_CLAIMS.webShopFrom)}: WordPress, eritellimus ja Shopify. ` +
        `Valmis ${DELIVERY.typicalWeeks} nädalaga, esimene konsultatsioon on tasuta.`,
};

export const metadata = routeMetadata('home', head);

export default function HomePage() {
  return (
    <>
      <PageJsonLd path={ROUTES.home} />
      <HomeJsonLd />
      <HomeScreen />
    </>
  );
}
