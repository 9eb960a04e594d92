import { PricingCalculator } from '@/components/home/PricingCalculator';
import { formatEuro, PRICE_CLAIMS } from '@/lib/pricing';
import { SECTIONS } from '@/lib/routes';

/** #pricing: the calculator with the price claims around it. */
export function PricingSection() {
  return (
    <section id={SECTIONS.pricing} aria-labelledby="pricing-title" className="section bg-slate-50">
      <div className="container-page">
        <div className="mx-auto max-w-3xl text-center">
          <p className="eyebrow">Hinnakiri</p>
          <h2 id="pricing-title" className="h2 mt-3">
            Arvuta oma kodulehe hind
          </h2>
          <p className="lead mt-4">
            Lihtne koduleht alates {formatEuro(PRICE_CLAIMS.onePageFrom)}, 3–5 lehega koduleht umbes{' '}
            {formatEuro(PRICE_CLAIMS.threeToFivePagesAbout)}, eritellimusel alates {formatEuro(PRICE_CLAIMS.customFrom)} ja e-pood
            alates {formatEuro(PRICE_CLAIMS.webShopFrom)}. Agentuuris maksaks sama töö sageli {formatEuro(PRICE_CLAIMS.agencyAlternativeFrom)}{' '}
            või rohkem.
          </p>
        </div>
        <div className="mt-12">
          <PricingCalculator />
        </div>
      </div>
    </section>
  );
}
