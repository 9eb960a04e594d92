import { PricingCalculator } from '@/components/home/PricingCalculator';
import { UpkeepTable } from '@/components/home/UpkeepTable';
import { formatEuro } from '@/lib/format';
import { PRICE_CLAIMS, THREE_TO_FIVE_PAGES_NOTE, VAT_NOTE } from '@/lib/pricing';
import { HOME_SECTIONS } from '@/lib/routes';

/** #pricing: the calculator (its heading follows the chosen type) with the price claims around it, and the upkeep plans. */
export function PricingSection() {
  return (
    <section id={HOME_SECTIONS.pricing} aria-labelledby="pricing-title" className="section bg-slate-50">
      <div className="container-page">
        {process.env.SITE_LOCALE === 'en' ? (
          <PricingCalculator>
            A simple website from {formatEuro(PRICE_CLAIMS.onePageFrom)}, a website of 3–5 pages about{' '}
            {formatEuro(PRICE_CLAIMS.threeToFivePagesAbout)} {THREE_TO_FIVE_PAGES_NOTE}, a custom-built website from{' '}
            {formatEuro(PRICE_CLAIMS.customFrom)} and an online shop from {formatEuro(PRICE_CLAIMS.webShopFrom)}. An agency
            would often charge {formatEuro(PRICE_CLAIMS.agencyAlternativeFrom)} or more for the same work. {VAT_NOTE}
          </PricingCalculator>
        ) : (
          <PricingCalculator>
            Lihtne koduleht alates {formatEuro(PRICE_CLAIMS.onePageFrom)}, 3–5 lehega koduleht umbes{' '}
            {formatEuro(PRICE_CLAIMS.threeToFivePagesAbout)} {THREE_TO_FIVE_PAGES_NOTE}, eritellimusel koduleht alates{' '}
            {formatEuro(PRICE_CLAIMS.customFrom)} ja e-pood alates {formatEuro(PRICE_CLAIMS.webShopFrom)}. Agentuuris maksaks sama töö
            sageli {formatEuro(PRICE_CLAIMS.agencyAlternativeFrom)} või rohkem. {VAT_NOTE}
          </PricingCalculator>
        )}
        <UpkeepTable />
      </div>
    </section>
  );
}
