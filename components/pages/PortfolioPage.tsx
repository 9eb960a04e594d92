import { ContactCta } from '@/components/layout/ContactCta';
import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { PortfolioSection } from '@/components/portfolio/PortfolioSection';
import { ClientRows } from '@/components/ui/ClientRows';
import { FaqAccordion } from '@/components/ui/FaqAccordion';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageIntro } from '@/components/ui/PageIntro';
import { StaticRuns } from '@/components/ui/StaticHtml';
import { portfolioFaq } from '@/content/faq/portfolio';
import { projects } from '@/content/portfolio';
import { PAGES, ROUTES } from '@/lib/routes';
import { routeMetadata } from '@/lib/seo/pages';
import { portfolioPageJsonLd } from '@/lib/seo/portfolio';
import { site } from '@/lib/site';

/** The page's texts: its title and description in search results and link previews, and its headings. */
const TEXTS = process.env.SITE_LOCALE === 'en'
  ? {
      head: {
        title: `Our work – websites and online shops | ${site.brand}`,
        description:
          'See the websites and online shops we have built: WordPress, custom-built and Shopify sites for small businesses in Estonia. Filter by platform, type and design.',
      },
      eyebrow: 'Portfolio',
      intro:
        'Websites and online shops we have built for small businesses in Estonia. Choose a platform, a type or a design and see what would suit your business.',
      faqTitle: 'Questions about our work',
      faqDescription: 'What clients ask most often before we start working together.',
    }
  : {
      head: {
        title: `Tehtud tööd – kodulehed ja e-poed | ${site.brand}`,
        description:
          'Vaata meie tehtud kodulehti ja e-poode: WordPress, eritellimusel ja Shopify lahendused Eesti väikeettevõtetele. Filtreeri platvormi, tüübi ja kujunduse järgi.',
      },
      eyebrow: 'Portfoolio',
      intro:
        'Kodulehed ja e-poed, mille oleme Eesti väikeettevõtetele valmis teinud. Vali platvorm, tüüp või kujundus ja vaata, mis sinu ettevõttele sobiks.',
      faqTitle: 'Küsimused meie tööde kohta',
      faqDescription: 'Mida kliendid enne koostööd kõige sagedamini küsivad.',
    };
const head = TEXTS.head;

export const metadata = routeMetadata('portfolio', head);

export default function PortfolioPage() {
  return (
    <StaticRuns>
      <PageJsonLd path={ROUTES.portfolio} />
      <JsonLd id="portfolio-jsonld" data={portfolioPageJsonLd(projects, head.description)} />
      <PageIntro eyebrow={TEXTS.eyebrow} title={PAGES.portfolio.name}>
        {TEXTS.intro}
      </PageIntro>
      <PortfolioSection />
      <FaqAccordion
        items={portfolioFaq}
        title={TEXTS.faqTitle}
        description={TEXTS.faqDescription}
        schemaId="faq-portfolio"
        pagePath={ROUTES.portfolio}
        id="kkk"
      />
      <ClientRows id="portfolio-clients" />
      <ContactCta />
    </StaticRuns>
  );
}
