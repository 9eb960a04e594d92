import { AboutUs } from '@/components/home/AboutUs';
import { AuditSection } from '@/components/home/AuditSection';
import { CaseStudies } from '@/components/home/CaseStudies';
import { Checklist } from '@/components/home/Checklist';
import { Hero } from '@/components/home/Hero';
import { Partners } from '@/components/home/Partners';
import { PricingSection } from '@/components/home/PricingSection';
import { Reviews } from '@/components/home/Reviews';
import { ContactCta } from '@/components/layout/ContactCta';
import { ClientRows } from '@/components/ui/ClientRows';
import { StaticRuns } from '@/components/ui/StaticHtml';
import { FaqAccordion } from '@/components/ui/FaqAccordion';
import { homeFaq } from '@/content/faq/home';
import { HOME_FAQ_SCHEMA_ID } from '@/lib/seo/home';
import { ROUTES, HOME_SECTIONS } from '@/lib/routes';
import { HOME_FAQ } from '@messages/home-faq';

/**
 * The home page's sections in the spec's order. Also rendered for unknown paths (404.html). The sections with nothing
 * interactive inside are static HTML that React does not walk in the browser (components/ui/StaticHtml.tsx); those
 * with a client component (the review carousel, the calculator, the forms, client-side links) stay React's.
 */
export function HomeScreen() {
  return (
    <StaticRuns>
      <Hero />
      <Checklist />
      <Reviews />
      <AboutUs />
      <CaseStudies />
      <AuditSection />
      <PricingSection />
      <Partners />
      <FaqAccordion
        id={HOME_SECTIONS.faq}
        items={homeFaq}
        title={HOME_FAQ.title}
        description={HOME_FAQ.description}
        schemaId={HOME_FAQ_SCHEMA_ID}
        pagePath={ROUTES.home}
      />
      <ClientRows id="clients" />
      <ContactCta />
    </StaticRuns>
  );
}
