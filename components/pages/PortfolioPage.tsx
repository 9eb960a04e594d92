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
import { PORTFOLIO_PAGE } from '@messages/portfolio-page';

/** The page's title and description in search results and link previews. */
const head = { title: PORTFOLIO_PAGE.head.title(site.brand), description: PORTFOLIO_PAGE.head.description };

export const metadata = routeMetadata('portfolio', head);

export default function PortfolioPage() {
  return (
    <StaticRuns>
      <PageJsonLd path={ROUTES.portfolio} />
      <JsonLd id="portfolio-jsonld" data={portfolioPageJsonLd(projects, head.description)} />
      <PageIntro eyebrow={PORTFOLIO_PAGE.eyebrow} title={PAGES.portfolio.name}>
        {PORTFOLIO_PAGE.intro}
      </PageIntro>
      <PortfolioSection />
      <FaqAccordion
        items={portfolioFaq}
        title={PORTFOLIO_PAGE.faqTitle}
        description={PORTFOLIO_PAGE.faqDescription}
        schemaId="faq-portfolio"
        pagePath={ROUTES.portfolio}
        id="kkk"
      />
      <ClientRows id="portfolio-clients" />
      <ContactCta />
    </StaticRuns>
  );
}
