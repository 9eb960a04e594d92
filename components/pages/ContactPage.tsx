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
import { REPLY } from '@messages/reply';
import { site } from '@/lib/site';

/** The page's texts: its title and description in search results and link previews, and its headings. */
const TEXTS = process.env.SITE_LOCALE === 'en'
  ? {
      head: {
        title: `Contact – ask for a quote | ${site.brand}`,
        description: `Write or call: ${site.phone}, ${site.email}. ${REPLY.promise} The first consultation is free.`,
      },
      eyebrow: 'Get in touch',
      intro: `Tell us about your plans. The first consultation is free. ${REPLY.promise}`,
      faqTitle: 'Before you write',
      faqDescription: 'The questions we are asked most often before we start working together.',
    }
  : {
      head: {
        title: `Kontakt – küsi pakkumist | ${site.brand}`,
        description: `Kirjuta või helista: ${site.phone}, ${site.email}. ${REPLY.promise} Esimene konsultatsioon on tasuta.`,
      },
      eyebrow: 'Võta ühendust',
      intro: `Räägi meile oma plaanist. Esimene konsultatsioon on tasuta. ${REPLY.promise}`,
      faqTitle: 'Enne kui kirjutad',
      faqDescription: 'Kõige sagedasemad küsimused, mida meilt enne koostöö algust küsitakse.',
    };
const head = TEXTS.head;

export const metadata = routeMetadata('contact', head);

export default function ContactPage() {
  return (
    <StaticRuns>
      <PageJsonLd path={ROUTES.contact} />
      <JsonLd id="contact-page-jsonld" data={contactPageJsonLd(head.description)} />
      <PageIntro eyebrow={TEXTS.eyebrow} title={PAGES.contact.name}>
        {TEXTS.intro}
      </PageIntro>
      <ContactFormSection />
      <FaqAccordion
        items={contactFaq}
        title={TEXTS.faqTitle}
        description={TEXTS.faqDescription}
        schemaId="faq-contact"
        pagePath={ROUTES.contact}
        id="kkk"
      />
      <CompanySection />
      <ClientRows id="contact-clients" rows={1} />
    </StaticRuns>
  );
}
