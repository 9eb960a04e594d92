// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Reviews } from '@/components/home/Reviews';
import { caseStudies } from '@/content/case-studies';
import { reviews } from '@/content/reviews';
import { HERO_IMAGE } from '@/lib/hero-image.mjs';
import { site } from '@/lib/site';

/**
 * Trust details that sample data can carry (issue 47, item 6; visual review 2, defect 3): each review says where and
 * when it was given, and the dates fit the stories they speak of.
 */
describe('the reviews', () => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Reviews />);
  const cards = [...host.querySelectorAll('figure')];

  it('each says where and when it was given, under its reviewer: „Google’i arvustus · märts 2025“', () => {
    expect(cards).toHaveLength(reviews.length);
    const lines = cards.map((card) => card.querySelector('[data-review-source]')!.textContent!.replace(/\s+/g, ' ').trim());
    expect(lines).toEqual(['Google’i arvustus · juuni 2025', 'Google’i arvustus · märts 2025', 'Facebooki soovitus · august 2025', 'Google’i arvustus · oktoober 2025']);
    for (const [index, card] of cards.entries()) {
      expect(card.querySelector('time')!.getAttribute('dateTime')).toBe(reviews[index].date);
      expect(card.textContent).toContain(reviews[index].name);
    }
  });

  it('are dated after the agency was founded, and a client story’s review after the weeks it measured', () => {
    for (const review of reviews) {
      expect(Number(review.date.slice(0, 4)), review.id).toBeGreaterThanOrEqual(site.organisation.foundingYear);
      const story = caseStudies.find((study) => study.company === review.company);
      if (story) expect(review.date > story.timeline.measuredTo, `${review.id} after ${story.timeline.measuredTo}`).toBe(true);
    }
    expect(caseStudies.filter((study) => reviews.some((r) => r.company === study.company))).toHaveLength(2);
  });

  it('the hero picture’s shop names its owner as her review is signed (visual review 2: "Kadri Tamm" against "Kadri Haavel")', () => {
    const story = caseStudies.find((study) => study.id === HERO_IMAGE.caseStudy)!;
    const review = reviews.find((r) => r.company === story.company)!;
    // The picture is rendered from these mock-ups (scripts/assets/hero/render.mjs): what they say is what it shows.
    const scene = readFileSync(join(process.cwd(), 'scripts/assets/hero/scene.html'), 'utf8');
    const pages = [...scene.matchAll(/<iframe src="([^"]+)"/g)].map((m) => readFileSync(join(process.cwd(), 'scripts/assets/hero', m[1]), 'utf8'));
    const owners = pages.flatMap((html) => [...html.matchAll(/taga on ([A-ZÕÄÖÜ][a-zõäöü]+ [A-ZÕÄÖÜ][a-zõäöü]+)/g)].map((m) => m[1]));
    expect(owners).toEqual([review.name]);
  });
});
