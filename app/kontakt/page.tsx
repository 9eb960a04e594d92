import { CompanySection } from '@/components/contact/CompanySection';
import { ContactFormSection } from '@/components/contact/ContactFormSection';
import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { ClientRows } from '@/components/ui/ClientRows';
import { FaqAccordion } from '@/components/ui/FaqAccordion';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageIntro } from '@/components/ui/PageIntro';
import { contactFaq } from '@/content/faq/contact';
import { PAGES, ROUTES } from '@/lib/routes';
import { contactPageJsonLd } from '@/lib/seo/contact';
import { routeMetadata } from '@/lib/seo/pages';
import { site } from '@/lib/site';

/** The page's title and description in search results and link previews. */
const head = {
  title: `Kontakt – küsi pakkumist | ${site.brand}`,
  description: `Kirjuta või helista: ${site.phone}, ${site.email}. Vastame tööpäeviti sama päeva jooksul, esimene konsultatsioon on tasuta.`,
};

export const metadata = routeMetadata('contact', head);

export default function ContactPage() {
  return (
    <>
      <PageJsonLd path={ROUTES.contact} />
      <JsonLd id="contact-page-jsonld" data={contactPageJsonLd(head.description)} />
      <PageIntro eyebrow="Võta ühendust" title={PAGES.contact.name}>
        Räägi meile oma plaanist. Esimene konsultatsioon on tasuta ja vastame tööpäeviti sama päeva jooksul.
      </PageIntro>
      <ContactFormSection />
      <FaqAccordion
        items={contactFaq}
        title="Enne kui kirjutad"
        description="Kõige sagedasemad küsimused, mida meilt enne koostöö algust küsitakse."
        schemaId="faq-contact"
        pagePath={ROUTES.contact}
        id="kkk"
      />
      <CompanySection />
      <ClientRows id="contact-clients" rows={1} />
    </>
  );
}
