import { ContactCta } from '@/components/layout/ContactCta';
import { PageJsonLd } from '@/components/layout/PageJsonLd';
import { PortfolioSection } from '@/components/portfolio/PortfolioSection';
import { ClientRows } from '@/components/ui/ClientRows';
import { FaqAccordion } from '@/components/ui/FaqAccordion';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageIntro } from '@/components/ui/PageIntro';
import { portfolioFaq } from '@/content/faq/portfolio';
import { projects } from '@/content/portfolio';
import { PAGES, ROUTES } from '@/lib/routes';
import { routeMetadata } from '@/lib/seo/pages';
import { portfolioPageJsonLd } from '@/lib/seo/portfolio';
import { site } from '@/lib/site';

/** The page's title and description in search results and link previews. */
const head = {
  title: `Tehtud tööd – kodulehed ja e-poed | ${site.brand}`,
  description:
    'Vaata meie tehtud kodulehti ja e-poode: WordPress, eritellimusel ja Shopify lahendused Eesti väikeettevõtetele. Filtreeri platvormi, tüübi ja kujunduse järgi.',
};

export const metadata = routeMetadata('portfolio', head);

export default function PortfolioPage() {
  return (
    <>
      <PageJsonLd path={ROUTES.portfolio} />
      <JsonLd id="portfolio-jsonld" data={portfolioPageJsonLd(projects, head.description)} />
      <PageIntro eyebrow="Portfoolio" title={PAGES.portfolio.name}>
        Kodulehed ja e-poed, mille oleme Eesti väikeettevõtetele valmis teinud. Vali platvorm, tüüp või kujundus ja
        vaata, mis sinu ettevõttele sobiks.
      </PageIntro>
      <PortfolioSection />
      <FaqAccordion
        items={portfolioFaq}
        title="Küsimused meie tööde kohta"
        description="Mida kliendid enne koostööd kõige sagedamini küsivad."
        schemaId="faq-portfolio"
        pagePath={ROUTES.portfolio}
        id="kkk"
      />
      <ClientRows id="portfolio-clients" />
      <ContactCta />
    </>
  );
}
