import { PrivacyNote } from '@/components/forms/PrivacyNote';
import { ContactCta } from '@/components/layout/ContactCta';
import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { TesterApp } from '@/components/tester/TesterApp';
import { TesterBenefits } from '@/components/tester/TesterBenefits';
import { TesterNextSteps } from '@/components/tester/TesterNextSteps';
import { FaqAccordion } from '@/components/ui/FaqAccordion';
import { PageIntro } from '@/components/ui/PageIntro';
import { StaticRuns } from '@/components/ui/StaticHtml';
import { testerFaq } from '@/content/faq/tester';
import { testerNote } from '@/lib/privacy/notes';
import { PAGES, ROUTES } from '@/lib/routes';
import { routeMetadata } from '@/lib/seo/pages';
import { site } from '@/lib/site';

/** The page's texts: its title and description in search results and link previews, and its headings. */
const TEXTS = process.env.SITE_LOCALE === 'en'
  ? {
      head: {
        title: `SEO Website Tester: speed, SEO, security | ${site.brand}`,
        description:
          'Test your website’s speed, SEO, accessibility, HTML errors and security for free. Results and clear fixes in a minute.',
      },
      eyebrow: 'Free tool',
      intro:
        'Check your website’s speed, SEO, accessibility and security in a minute. For every result we explain in plain words what it means for your business.',
      section: 'Website test',
      faqTitle: 'Speed, SEO and mobile',
      faqDescription: 'Answers to the questions business owners ask most often about the website test.',
    }
  : {
      head: {
        title: `SEO Veebilehe testija: kiirus, SEO, turvalisus | ${site.brand}`,
        description:
          'Testi tasuta oma veebilehe kiirust, SEO-d, ligipääsetavust, HTML-vigu ja turvalisust. Tulemused ja selged parandusettepanekud minutiga.',
      },
      eyebrow: 'Tasuta tööriist',
      intro:
        'Kontrolli minutiga oma veebilehe kiirust, SEO-d, ligipääsetavust ja turvalisust. Iga tulemuse juures selgitame lihtsas keeles, mida see sinu ärile tähendab.',
      section: 'Veebilehe test',
      faqTitle: 'Kiirus, SEO ja mobiil',
      faqDescription: 'Vastused küsimustele, mida ettevõtjad veebilehe testi kohta kõige sagedamini küsivad.',
    };
const head = TEXTS.head;

export const metadata = routeMetadata('tester', head);

export default function TesterPage() {
  return (
    <StaticRuns>
      <PageJsonLd path={ROUTES.tester} />
      <PageIntro eyebrow={TEXTS.eyebrow} title={PAGES.tester.name}>
        {TEXTS.intro}
      </PageIntro>
      <section aria-label={TEXTS.section} className="pb-16 sm:pb-20">
        <div className="container-page relative z-10 -mt-8 sm:-mt-10">
          <TesterApp />
          <PrivacyNote text={testerNote()} className="mt-4 px-1" />
        </div>
      </section>
      <TesterBenefits />
      <TesterNextSteps />
      <FaqAccordion
        items={testerFaq}
        title={TEXTS.faqTitle}
        description={TEXTS.faqDescription}
        schemaId="faq-tester"
        pagePath={ROUTES.tester}
      />
      <ContactCta />
    </StaticRuns>
  );
}
