import { DarkPanel } from '@/components/ui/DarkPanel';
import { StaticLink } from '@/components/ui/StaticLink';
import { ACTIONS } from '@/lib/actions';
import { ROUTES, HOME_SECTIONS } from '@/lib/routes';
import { site } from '@/lib/site';

export const CONTACT_CTA_TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: "Let’s talk about your project",
        body: "Write a few lines about your business and what you need from your website. You’ll get a clear quote and timeline, and the first consultation is free.",
        call: 'Call ',
        orWrite: 'Or email us:',
      }
    : {
        title: 'Räägime sinu projektist',
        body: 'Kirjuta paar lauset oma ettevõttest ja sellest, mida veebilt ootad. Saad selge hinnapakkumise ja ajakava, esimene konsultatsioon on tasuta.',
        call: 'Helista ',
        orWrite: 'Või kirjuta:',
      };

/** The contact call to action (#contact-cta) shown above the footer. */
export function ContactCta() {
  return (
    <section id={HOME_SECTIONS.contactCta} aria-labelledby="contact-cta-title" className="section bg-white">
      <div className="container-page">
        <DarkPanel glows={['topRight', 'bottomLeft']} className="px-5 py-8 text-center sm:px-12 sm:py-16">
          <h2 id="contact-cta-title" className="relative text-2xl leading-[1.875rem] font-bold tracking-tight text-white sm:text-4xl">
            {CONTACT_CTA_TEXTS.title}
          </h2>
          <p className="relative mx-auto mt-3 max-w-2xl text-[0.9375rem] leading-6 text-brand-50 sm:mt-4 sm:text-lg sm:leading-relaxed">
            {CONTACT_CTA_TEXTS.body}
          </p>
          <div className="relative mt-6 flex flex-col items-center justify-center gap-3 sm:mt-8 sm:flex-row">
            <StaticLink href={ROUTES.contact} className="btn w-full bg-white text-brand-800 shadow-sm hover:bg-brand-50 sm:w-auto">
              {ACTIONS.quote}
            </StaticLink>
            <a
              href={`tel:${site.phoneHref}`}
              className="btn w-full border border-white/40 text-white hover:bg-white/10 sm:w-auto"
            >
              {CONTACT_CTA_TEXTS.call}
              {site.phone}
            </a>
          </div>
          <p className="relative mt-5 text-sm text-brand-100 sm:mt-6">
            {CONTACT_CTA_TEXTS.orWrite}{' '}
            <a href={`mailto:${site.email}`} className="font-semibold text-white underline underline-offset-4">
              {site.email}
            </a>
          </p>
        </DarkPanel>
      </div>
    </section>
  );
}
