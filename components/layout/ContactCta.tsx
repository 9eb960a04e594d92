import Link from 'next/link';
import { DarkPanel } from '@/components/ui/DarkPanel';
import { ACTIONS } from '@/lib/actions';
import { ROUTES, HOME_SECTIONS } from '@/lib/routes';
import { site } from '@/lib/site';

/** The contact call to action (#contact-cta) shown above the footer. */
export function ContactCta() {
  return (
    <section id={HOME_SECTIONS.contactCta} aria-labelledby="contact-cta-title" className="section bg-white">
      <div className="container-page">
        <DarkPanel glows={['topRight', 'bottomLeft']} className="px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2 id="contact-cta-title" className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Räägime sinu projektist
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">
            Kirjuta paar lauset oma ettevõttest ja sellest, mida veebilt ootad. Saad selge hinnapakkumise ja
            ajakava, esimene konsultatsioon on tasuta.
          </p>
          <div className="relative mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link href={ROUTES.contact} className="btn w-full bg-white text-brand-800 shadow-sm hover:bg-brand-50 sm:w-auto">
              {ACTIONS.quote}
            </Link>
            <a
              href={`tel:${site.phoneHref}`}
              className="btn w-full border border-white/40 text-white hover:bg-white/10 sm:w-auto"
            >
              Helista {site.phone}
            </a>
          </div>
          <p className="relative mt-6 text-sm text-brand-100">
            Või kirjuta:{' '}
            <a href={`mailto:${site.email}`} className="font-semibold text-white underline underline-offset-4">
              {site.email}
            </a>
          </p>
        </DarkPanel>
      </div>
    </section>
  );
}
