import { PrivacyNote } from '@/components/forms/PrivacyNote';
import { ContactCta } from '@/components/layout/ContactCta';
import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { TesterApp } from '@/components/tester/TesterApp';
import { TesterBenefits } from '@/components/tester/TesterBenefits';
import { TesterNextSteps } from '@/components/tester/TesterNextSteps';
import { FaqAccordion } from '@/components/ui/FaqAccordion';
import { PageIntro } from '@/components/ui/PageIntro';
import { testerFaq } from '@/content/faq/tester';
import { testerNote } from '@/lib/privacy/notes';
import { PAGES, ROUTES } from '@/lib/routes';
import { routeMetadata } from '@/lib/seo/pages';
import { site } from '@/lib/site';

/** The page's title and description in search results and link previews. */
const head = {
  title: `SEO Veebilehe testija: kiirus, SEO, turvalisus | ${site.brand}`,
  description:
    'Testi tasuta oma veebilehe kiirust, SEO-d, ligipääsetavust, HTML-vigu ja turvalisust. Tulemused ja selged parandusettepanekud minutiga.',
};

export const metadata = routeMetadata('tester', head);

export default function TesterPage() {
  return (
    <>
      <PageJsonLd path={ROUTES.tester} />
      <PageIntro eyebrow="Tasuta tööriist" title={PAGES.tester.name}>
        Kontrolli minutiga oma veebilehe kiirust, SEO-d, ligipääsetavust ja turvalisust. Iga tulemuse juures selgitame
        lihtsas keeles, mida see sinu ärile tähendab.
      </PageIntro>
      <section aria-label="Veebilehe test" className="pb-16 sm:pb-20">
        <div className="container-page relative z-10 -mt-8 sm:-mt-10">
          <TesterApp />
          <PrivacyNote text={testerNote()} className="mt-4 px-1" />
        </div>
      </section>
      <TesterBenefits />
      <TesterNextSteps />
      <FaqAccordion
        items={testerFaq}
        title="Kiirus, SEO ja mobiil"
        description="Vastused küsimustele, mida ettevõtjad veebilehe testi kohta kõige sagedamini küsivad."
        schemaId="faq-tester"
        pagePath={ROUTES.tester}
      />
      <ContactCta />
    </>
  );
}
