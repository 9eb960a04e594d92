import { DarkPanel } from '@/components/ui/DarkPanel';
import { StaticLink } from '@/components/ui/StaticLink';
import { ACTIONS } from '@/lib/actions';
import { ROUTES, HOME_SECTIONS } from '@/lib/routes';
import { site } from '@/lib/site';
import { LAYOUT_CONTACT_CTA } from '@messages/layout-contact-cta';

/** The contact call to action (#contact-cta) shown above the footer. */
export function ContactCta() {
  return (
    <section id={HOME_SECTIONS.contactCta} aria-labelledby="contact-cta-title" className="section bg-white">
      <div className="container-page">
        <DarkPanel glows={['topRight', 'bottomLeft']} className="px-5 py-8 text-center sm:px-12 sm:py-16">
          <h2 id="contact-cta-title" className="relative text-2xl leading-[1.875rem] font-bold tracking-tight text-white sm:text-4xl">
            {LAYOUT_CONTACT_CTA.title}
          </h2>
          <p className="relative mx-auto mt-3 max-w-2xl text-[0.9375rem] leading-6 text-brand-50 sm:mt-4 sm:text-lg sm:leading-relaxed">
            {LAYOUT_CONTACT_CTA.body}
          </p>
          <div className="relative mt-6 flex flex-col items-center justify-center gap-3 sm:mt-8 sm:flex-row">
            <StaticLink href={ROUTES.contact} className="btn w-full bg-white text-brand-800 shadow-sm hover:bg-brand-50 sm:w-auto">
              {ACTIONS.quote}
            </StaticLink>
            <a
              href={`tel:${site.phoneHref}`}
              className="btn w-full border border-white/40 text-white hover:bg-white/10 sm:w-auto"
            >
              {LAYOUT_CONTACT_CTA.call(site.phone)}
            </a>
          </div>
          <p className="relative mt-5 text-sm text-brand-100 sm:mt-6">
            {LAYOUT_CONTACT_CTA.orWrite}{' '}
            <a href={`mailto:${site.email}`} className="font-semibold text-white underline underline-offset-4">
              {site.email}
            </a>
          </p>
        </DarkPanel>
      </div>
    </section>
  );
}
