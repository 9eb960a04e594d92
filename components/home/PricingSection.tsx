import { PricingCalculator } from '@/components/home/PricingCalculator';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { formatEuro, PRICE_CLAIMS, THREE_TO_FIVE_PAGES_NOTE } from '@/lib/pricing';
import { SECTIONS } from '@/lib/routes';

/** #pricing: the calculator with the price claims around it. */
export function PricingSection() {
  return (
    <section id={SECTIONS.pricing} aria-labelledby="pricing-title" className="section bg-slate-50">
      <div className="container-page">
        <SectionHeading id="pricing-title" eyebrow="Hinnakiri" title="Arvuta oma kodulehe hind" center>
          Lihtne koduleht alates {formatEuro(PRICE_CLAIMS.onePageFrom)}, 3–5 lehega koduleht umbes{' '}
          {formatEuro(PRICE_CLAIMS.threeToFivePagesAbout)} {THREE_TO_FIVE_PAGES_NOTE}, eritellimusel koduleht alates{' '}
          {formatEuro(PRICE_CLAIMS.customFrom)} ja e-pood alates {formatEuro(PRICE_CLAIMS.webShopFrom)}. Agentuuris maksaks sama töö
          sageli {formatEuro(PRICE_CLAIMS.agencyAlternativeFrom)} või rohkem.
        </SectionHeading>
        <div className="mt-12">
          <PricingCalculator />
        </div>
      </div>
    </section>
  );
}
