import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PortfolioGallery } from '@/components/portfolio/PortfolioGallery';
import { ProjectCard } from '@/components/portfolio/ProjectCard';
import { caseStudies } from '@/content/case-studies';
import { portfolioFaq } from '@/content/faq/portfolio';
import { projects } from '@/content/portfolio';
import { DELIVERY } from '@/lib/pricing';
import { FREE_CHANGE_TEXT } from '@/lib/upkeep';
import { FILTER_GROUPS, optionLabel, shownCountText, withStories } from '@/lib/portfolio';
import { expectEnglish, readableText } from '@/tests/language';

/** The filter options' labels come from lib/offer.ts, which another module translates. */
const OPTION_LABELS = FILTER_GROUPS.flatMap((g) => g.options.map((o) => o.label));
const cards = withStories(projects, caseStudies);

describe('the portfolio filters in English', () => {
  it('name their groups Platform, Type and Design', () => {
    expect(FILTER_GROUPS.map((g) => g.label)).toEqual(['Platform', 'Type', 'Design']);
  });

  it('count what they show', () => {
    expect(shownCountText(12, 12)).toBe('Showing all 12 projects');
    expect(shownCountText(3, 12)).toBe('Showing 3 of 12 projects');
    expect(shownCountText(1, 12)).toBe('Showing 1 of 12 projects');
    expect(shownCountText(0, 12)).toBe('Showing 0 of 12 projects');
  });

  it('the gallery: clear-all button, list name and count, all English', () => {
    const html = renderToStaticMarkup(<PortfolioGallery projects={cards} />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Clear all filters<\/button>/);
    expect(html).toContain('aria-label="Projects"');
    expect(html).toContain(`>${shownCountText(projects.length, projects.length)}</p>`);
    expectEnglish(readableText(html), { allowed: OPTION_LABELS });
  });
});

describe('the project cards in English', () => {
  it('describe the screenshot and the project, and name the design', () => {
    const html = renderToStaticMarkup(<ProjectCard project={cards[0]} />);
    expect(html).toContain(`alt="${projects[0].title}: screenshot of the finished site"`);
    expect(html).toContain('aria-label="Project details"');
    expect(html).toContain(`>${optionLabel('theme', cards[0].theme)} design</li>`);
  });

  it('link a client story as "Read the … story"', () => {
    const elujoud = cards.find((p) => p.caseStudy === 'elujoud')!;
    expect(elujoud.story?.label).toBe('Read the Elujõud story');
    const html = renderToStaticMarkup(<ProjectCard project={elujoud} />);
    expect(html).toContain('Read the Elujõud story');
  });

  it('every description is English', () => {
    expect(projects.find((p) => p.id === 7)!.description).toMatch(/^A WooCommerce shop for food supplements/);
    for (const project of projects) expectEnglish(project.description);
  });
});

describe('the portfolio FAQ in English', () => {
  it('answers how long a site takes with the delivery facts', () => {
    const answer = portfolioFaq.find((item) => item.id === 'valmimise-aeg')!.answer;
    expect(answer).toMatch(new RegExp(`^Usually ${DELIVERY.typicalWeeks} weeks\\. A simple website takes about ${DELIVERY.simpleSiteDays} days`));
  });

  it('keeps the item ids (anchors) and has no Estonian of its own', () => {
    expect(portfolioFaq.map((item) => item.id)).toEqual(['platvormi-valik', 'valmimise-aeg', 'sarnane-leht', 'parast-valmimist']);
    for (const item of portfolioFaq) {
      expectEnglish(item.question);
      expectEnglish(item.answer, { allowed: [FREE_CHANGE_TEXT] });
    }
  });
});
