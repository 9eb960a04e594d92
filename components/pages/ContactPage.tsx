import { CompanySection } from '@/components/contact/CompanySection';
import { ContactFormSection } from '@/components/contact/ContactFormSection';
import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { ClientRows } from '@/components/ui/ClientRows';
import { FaqAccordion } from '@/components/ui/FaqAccordion';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageIntro } from '@/components/ui/PageIntro';
import { StaticRuns } from '@/components/ui/StaticHtml';
import { contactFaq } from '@/content/faq/contact';
import { PAGES, ROUTES } from '@/lib/routes';
import { contactPageJsonLd } from '@/lib/seo/contact';
import { routeMetadata } from '@/lib/seo/pages';
import { site } from '@/lib/site';
import { CONTACT_PAGE } from '@messages/contact-page';
import { REPLY } from '@messages/reply';

/** The page's title and description in search results and link previews. */
const head = {
  title: CONTACT_PAGE.head.title(site.brand),
  description: CONTACT_PAGE.head.description({ phone: site.phone, email: site.email, promise: REPLY.promise }),
};

export const metadata = routeMetadata('contact', head);

export default function ContactPage() {
  return (
    <StaticRuns>
      <PageJsonLd path={ROUTES.contact} />
      <JsonLd id="contact-page-jsonld" data={contactPageJsonLd(head.description)} />
      <PageIntro eyebrow={CONTACT_PAGE.eyebrow} title={PAGES.contact.name}>
        {CONTACT_PAGE.intro(REPLY.promise)}
      </PageIntro>
      <ContactFormSection />
      <FaqAccordion
        items={contactFaq}
        title={CONTACT_PAGE.faqTitle}
        description={CONTACT_PAGE.faqDescription}
        schemaId="faq-contact"
        pagePath={ROUTES.contact}
        id="kkk"
      />
      <CompanySection />
      <ClientRows id="contact-clients" rows={1} />
    </StaticRuns>
  );
}
