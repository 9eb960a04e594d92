// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatPeriod, caseStudies } from '@/content/case-studies';
import { homeFaq } from '@/content/faq/home';
import { formatEuro } from '@/lib/format';
import { site } from '@/lib/site';
import { estonianIn } from '@/tests/language';

/**
 * The home page's sections on the English site, rendered as the static export renders them (server HTML), read
 * the way a visitor and a screen reader meet them: text, alt texts and accessible names.
 */
vi.mock('next/link', () => ({
  default: ({ href, children, prefetch: _prefetch, ...rest }: { href: string; prefetch?: boolean; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: vi.fn() }) }));

type Components = typeof import('@/components/home/Hero') &
  typeof import('@/components/home/Checklist') &
  typeof import('@/components/home/Reviews') &
  typeof import('@/components/home/AboutUs') &
  typeof import('@/components/home/CaseStudies') &
  typeof import('@/components/home/PricingSection') &
  typeof import('@/components/home/Partners') &
  typeof import('@/components/ui/FaqAccordion') &
  typeof import('@/components/ui/ClientRows') &
  typeof import('@/components/ui/NumberedSteps');
let c: Components;

beforeAll(async () => {
  c = Object.assign(
    {},
    ...(await Promise.all([
      import('@/components/home/Hero'),
      import('@/components/home/Checklist'),
      import('@/components/home/Reviews'),
      import('@/components/home/AboutUs'),
      import('@/components/home/CaseStudies'),
      import('@/components/home/PricingSection'),
      import('@/components/home/Partners'),
      import('@/components/ui/FaqAccordion'),
      import('@/components/ui/ClientRows'),
      import('@/components/ui/NumberedSteps'),
    ])),
  );
});

function mount(node: ReactNode): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(node);
  return host;
}

const clean = (s: string | null | undefined) => (s ?? '').replace(/[ \t\n\r]+/g, ' ').trim();

/** Texts of lib/site.ts and lib/blog/dates.ts that the lead's site-wide change puts in English; left out here. */
function withoutSiteTexts(text: string): string {
  const t = caseStudies.find((s) => s.id === 'elujoud')!.timeline;
  const outside = [site.tagline, site.director.jobTitle, site.organisation.contactHours.label, formatPeriod(t.measuredFrom, t.measuredTo)];
  return outside.reduce((rest, value) => rest.split(value).join(' '), text);
}

/** What a visitor reads and hears: the text, alt texts, accessible names and role descriptions. */
function everything(host: HTMLElement): string {
  const attributes = [...host.querySelectorAll('[alt], [aria-label], [aria-roledescription]')].flatMap((e) =>
    ['alt', 'aria-label', 'aria-roledescription'].map((name) => e.getAttribute(name) ?? ''),
  );
  return withoutSiteTexts([host.textContent, ...attributes].join(' | '));
}

describe('the home page’s sections in English', () => {
  it('opens with an English promise, prices from the price list and the story link', () => {
    const hero = mount(<c.Hero />);
    expect(clean(hero.querySelector('h1')!.textContent)).toBe('Websites and online shops that bring you new customers');
    const lead = clean(hero.querySelector('.lead')!.textContent);
    expect(lead).toContain(`a website from ${formatEuro(495)} + VAT or an online shop from ${formatEuro(995)} + VAT`);
    expect(lead).toContain('for businesses in Estonia and Estonian companies selling abroad');
    expect(hero.querySelector('[data-testid="hero-image"]')!.getAttribute('alt')).toBe(
      'Elujõud’s online shop home page on a laptop and a phone: one of the projects we have delivered',
    );
    expect([...hero.querySelectorAll('a')].map((a) => clean(a.textContent))).toEqual(['See what drives customers away', 'Work out your price', 'Read Elujõud’s story']);
    expect(estonianIn(everything(hero))).toEqual([]);
  });

  it('lists the problems in English', () => {
    const checklist = mount(<c.Checklist />);
    expect(clean(checklist.querySelector('h2')!.textContent)).toBe('Is your website driving customers away?');
    expect([...checklist.querySelectorAll('li h3')].map((h) => h.textContent)[0]).toBe('Your site takes more than 3 seconds to load');
    expect(estonianIn(everything(checklist))).toEqual([]);
  });

  it('quotes the reviews in English, with English controls', () => {
    const reviews = mount(<c.Reviews />);
    expect(clean(reviews.querySelector('h2')!.textContent)).toBe('What our clients say');
    expect(clean(reviews.querySelector('blockquote')!.textContent)).toMatch(/^“Our online shop was so slow .+ as promised\.”$/);
    expect(reviews.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('Rated 5 out of 5');
    expect(reviews.querySelector('[role="region"]')!.getAttribute('aria-roledescription')).toBe('carousel');
    const names = [...reviews.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Previous review',
      'Show review 1: Kadri Haavel',
      'Show review 2: Andres Vahtra',
      'Show review 3: Maarja Randoja',
      'Show review 4: Tõnu Kiviloo',
      'Next review',
      'Pause the automatic rotation of reviews',
    ]);
    // Where and when each was given, in English.
    expect([...reviews.querySelectorAll('[data-review-source]')].map((el) => clean(el.textContent))).toEqual([
      'Google review · June 2025',
      'Google review · March 2025',
      'Facebook recommendation · August 2025',
      'Google review · October 2025',
    ]);
    expect(estonianIn(everything(reviews))).toEqual([]);
  });

  it('introduces the director in English', () => {
    const about = mount(<c.AboutUs />);
    expect(clean(about.querySelector('h2')!.textContent)).toBe('Hi! I’m Kristjan, and I don’t make things complicated');
    expect(clean(about.querySelector('a[href^="tel:"]')!.textContent)).toBe(`Call me: ${site.phone}`);
    expect(estonianIn(everything(about))).toEqual([]);
  });

  it('shows the stories and the results table in English', () => {
    const stories = mount(<c.CaseStudies />);
    expect([...stories.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Metric', 'Before', 'After']);
    expect(clean(stories.querySelector('article a')!.textContent)).toBe('What happened? Elujõud’s story');
    expect(stories.querySelector('article [role="img"]')!.getAttribute('aria-label')).toBe('Elujõud’s online shop home page before the optimisation: full-page screenshot');
    expect(estonianIn(everything(stories))).toEqual([]);
  });

  it('introduces the calculator and the partners in English', () => {
    const pricing = mount(<c.PricingSection />);
    expect(clean(pricing.querySelector('.lead')!.textContent)).toMatch(/^A simple website from .+ Prices exclude Estonian VAT \(24%\)\.$/);
    expect(estonianIn(everything(pricing))).toEqual([]);
    const partners = mount(<c.Partners />);
    expect(clean(partners.querySelector('h2')!.textContent)).toBe('Trusted partners and special offers');
    expect(clean(partners.querySelector('a[rel~="sponsored"]')!.textContent)).toBe('Use the offer: Pilvemaja');
    expect(estonianIn(everything(partners))).toEqual([]);
  });

  it('shows the FAQ, the client rows and numbered steps in English', () => {
    const faq = mount(<c.FaqAccordion items={homeFaq} title="Frequently asked questions" schemaId="faq-home" pagePath="/" />);
    expect(estonianIn(everything(faq))).toEqual([]);
    const clients = mount(<c.ClientRows id="clients" />);
    expect(clean(clients.querySelector('h2')!.textContent)).toBe('Past clients');
    expect(clean(clients.querySelector('input[type="checkbox"]')!.closest('label')!.textContent)).toBe('Pause the moving logos');
    expect(estonianIn(everything(clients))).toEqual([]);
    const steps = mount(<c.NumberedSteps steps={[{ title: 'Call us', text: 'We answer.' }]} look="labelled" className="" />);
    expect(clean(steps.querySelector('li > p')!.textContent)).toBe('Step 1');
  });
});
