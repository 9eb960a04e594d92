import { ArrowIcon } from '@/components/home/ArrowIcon';
import { PartnerLogo } from '@/components/ui/PartnerLogo';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { partners, type Partner } from '@/content/partners';
import { HOME_SECTIONS } from '@/lib/routes';

/** The English build (written in place, so the minifier keeps one language: lib/i18n/locale.ts). */
const EN = process.env.SITE_LOCALE === 'en';

function PartnerCard({ partner }: { partner: Partner }) {
  const offer = partner.specialOffer;
  return (
    <li className="card flex flex-col p-5 sm:p-6">
      {/* The logo is the heading: its alt text is the partner's name. */}
      <h3 className="flex h-12 items-center">
        <PartnerLogo partner={partner} width={160} height={48} className="h-12 w-auto" />
      </h3>
      <p className="mt-4 flex-1 leading-relaxed text-slate-600">{partner.description}</p>
      {offer ? (
        <div className="mt-5 rounded-xl border border-amber-200 bg-amber-50 p-4">
          <p className="font-bold text-amber-900">{offer.highlight}</p>
          <p className="mt-1 text-sm leading-relaxed text-amber-900">{offer.text}</p>
        </div>
      ) : null}
      <a
        href={offer?.promoUrl ?? partner.url}
        rel={offer?.promoUrl ? 'sponsored noopener' : 'noopener'}
        className="btn-ghost mt-4 -ml-5 self-start"
      >
        {offer?.promoUrl ? (EN ? 'Use the offer' : 'Kasuta pakkumist') : EN ? 'Learn more' : 'Tutvu lähemalt'}
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
        {EN ? (
          <SectionHeading id="partners-title" eyebrow="Partners" title="Trusted partners and special offers">
            Hosting, payments and email marketing that we recommend to our clients. Through us you get special offers from
            several partners. Some of the offers pay us a commission; your price stays the same.
          </SectionHeading>
        ) : (
          <SectionHeading id="partners-title" eyebrow="Koostööpartnerid" title="Usaldusväärsed partnerid ja soodustused">
            Majutus, maksed ja e-posti turundus, mida soovitame oma klientidele. Meie kaudu saad mitmelt partnerilt
            sooduspakkumise. Osa pakkumisi annab meile vahendustasu; sinu hind sellest ei muutu.
          </SectionHeading>
        )}
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {partners.map((partner) => (
            <PartnerCard key={partner.id} partner={partner} />
          ))}
        </ul>
      </div>
    </section>
  );
}
