import { PortfolioGallery } from '@/components/portfolio/PortfolioGallery';
import { caseStudies } from '@/content/case-studies';
import { projects } from '@/content/portfolio';
import { withStories } from '@/lib/portfolio';
import { PORTFOLIO_PAGE } from '@messages/portfolio-page';

/** The gallery section of the portfolio page (/tehtud-tood): heading, filters and the 12 projects. */
export function PortfolioSection() {
  return (
    <section aria-labelledby="projects-title" className="section bg-white pt-10 sm:pt-12 lg:pt-14">
      <div className="container-page">
        <h2 id="projects-title" className="sr-only">
          {PORTFOLIO_PAGE.projects}
        </h2>
        <PortfolioGallery projects={withStories(projects, caseStudies)} />
      </div>
    </section>
  );
}
