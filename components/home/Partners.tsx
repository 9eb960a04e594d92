import { ArrowIcon } from '@/components/home/ArrowIcon';
import { PartnerLogo } from '@/components/ui/PartnerLogo';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { partners, type Partner } from '@/content/partners';
import { HOME_SECTIONS } from '@/lib/routes';
import { HOME_PARTNERS } from '@messages/home-partners';

const TEXTS = HOME_PARTNERS.section;

/**
 * A partner in the compact grid (two a row from the narrowest phone): its logo as the heading, its offer folded into
 * the card and its link. The fold shows the offer's highlight ("–20% esimesel aastal"), or "Mida pakub?" for a
 * partner without one, and opens to what the partner does and the offer's terms. The cards are short and alike,
 * with nothing pushed apart inside them.
 */
function PartnerCard({ partner }: { partner: Partner }) {
  const offer = partner.specialOffer;
  return (
    <li className="card flex flex-col p-3 sm:p-5">
      {/* The logo is the heading: its alt text is the partner's name. */}
      <h3 className="flex h-7 items-center sm:h-10">
        <PartnerLogo partner={partner} width={160} height={48} className="h-7 w-auto max-w-full sm:h-10" />
      </h3>
      <details
        className={`group mt-2 rounded-xl border text-[0.8125rem] sm:mt-4 sm:text-sm ${
          offer ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-slate-200 bg-slate-50 text-slate-700'
        }`}
      >
        <summary className="flex cursor-pointer list-none items-start justify-between gap-1.5 p-2 font-bold marker:content-none sm:p-3 [&::-webkit-details-marker]:hidden">
          <span>{offer ? offer.highlight : TEXTS.about}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-px size-4 shrink-0 transition-transform group-open:rotate-180">
            <path fill="currentColor" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
          </svg>
        </summary>
        <div className="space-y-1.5 px-2 pb-2 leading-normal sm:px-3 sm:pb-3">
          <p>{partner.description}</p>
          {offer ? <p>{offer.text}</p> : null}
        </div>
      </details>
      <a
        href={offer?.promoUrl ?? partner.url}
        rel={offer?.promoUrl ? 'sponsored noopener' : 'noopener'}
        className="btn-ghost mt-1 gap-1.5 self-start px-0 py-2 text-[0.8125rem] sm:mt-2 sm:-ml-3 sm:gap-2 sm:px-3 sm:text-sm"
      >
        {offer?.promoUrl ? TEXTS.useOffer : TEXTS.learnMore}
        <span className="sr-only">: {partner.name}</span>
        <ArrowIcon />
      </a>
    </li>
  );
}

/** #partners: partner cards with their special offers. */
export function Partners() {
  return (
    <section id={HOME_SECTIONS.partners} aria-labelledby="partners-title" className="render-lazy section bg-white">
      <div className="container-page">
        <SectionHeading id="partners-title" eyebrow={TEXTS.eyebrow} title={TEXTS.title}>
          {TEXTS.lead}
        </SectionHeading>
        <ul className="mt-6 grid grid-cols-2 items-start gap-3 break-words hyphens-auto sm:mt-12 sm:gap-6 lg:grid-cols-3">
          {partners.map((partner) => (
            <PartnerCard key={partner.id} partner={partner} />
          ))}
        </ul>
      </div>
    </section>
  );
}
