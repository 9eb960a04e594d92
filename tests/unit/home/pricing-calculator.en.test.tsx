// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatEuro } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { estonianIn } from '@/tests/language';

/**
 * The calculator on the English site, as a visitor sees and hears it: the real component, clicked like the
 * Estonian table test (tests/unit/pricing-calculator.test.tsx) does, with English labels, the same totals and the
 * same choice carried to the contact form.
 */
vi.mock('next/link', () => ({ default: ({ href, children, ...rest }: { href: string; children: ReactNode }) => <a href={href} {...rest}>{children}</a> }));
vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: vi.fn() }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root | undefined;
let PricingCalculator: typeof import('@/components/home/PricingCalculator').PricingCalculator;

beforeAll(async () => {
  ({ PricingCalculator } = await import('@/components/home/PricingCalculator'));
});

afterEach(() => {
  const current = root;
  root = undefined;
  if (!current) return;
  act(() => current.unmount());
  host.remove();
});

const q = (selector: string) => host.querySelector(selector)!;
const text = (selector: string) => q(selector).textContent!.replace(/[ \t\n\r]+/g, ' ').trim();
const radios = (group: string) => [...host.querySelectorAll<HTMLInputElement>(`input[type=radio][name$="-${group}"]`)];
const click = (input: HTMLInputElement) => act(() => input.click());
const labelOf = (input: HTMLInputElement) => input.closest('label')!.textContent!.replace(/[ \t\n\r]+/g, ' ').trim();

function render() {
  host = document.createElement('div');
  document.body.append(host);
  const created = createRoot(host);
  root = created;
  act(() => created.render(<PricingCalculator>A simple website from 495 €.</PricingCalculator>));
}

/** Everything a visitor reads or hears: the text and the accessible names. */
function everything(): string {
  const names = [...host.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
  return [host.textContent, ...names].join(' ');
}

describe('the calculator in English', () => {
  it('asks its questions and names its options in English', () => {
    render();
    expect(q('form').getAttribute('aria-label')).toBe('Price calculator');
    expect([...host.querySelectorAll('legend')].map((l) => l.textContent)).toEqual(['What do you need?', 'Platform', 'How many pages do you need?']);
    expect(radios('type').map(labelOf)).toEqual(['Website', 'Online shop']);
    expect(radios('platform').map(labelOf)).toEqual([`WordPress${formatEuro(495)}`, `Custom-built${formatEuro(595)}`]);
    expect(radios('pages').map(labelOf)).toEqual([
      `1 page+${formatEuro(0)}`,
      `Up to 3 pages+${formatEuro(150)}`,
      `Up to 7 pages+${formatEuro(350)}`,
      `Up to 15 pages+${formatEuro(750)}`,
    ]);
    expect(text('h2')).toBe('Work out the price of your website');
    expect(text('[data-testid="price-total"]')).toBe(formatEuro(495));
    expect(text('[data-price-announcement] .sr-only')).toBe(`Estimated price ${formatEuro(495)}, excluding VAT`);
    expect(text('[aria-labelledby$="-total-title"]')).toContain('The first consultation is free');
    expect(estonianIn(everything())).toEqual([]);
  });

  it('adds up a shop on Shopify with 7 pages and over 100 products, in English', () => {
    render();
    click(radios('type')[1]);
    expect(text('h2')).toBe('Work out the price of your online shop');
    expect(host.querySelectorAll('legend')[3].textContent).toBe('How many products will the shop have?');
    click(radios('platform')[2]);
    click(radios('pages')[2]);
    click(radios('products')[3]);

    expect(text('[data-testid="price-total"]')).toBe(formatEuro(2345));
    expect([...q('[data-price-bar]').children].map((c) => c.textContent!.trim()).join(' | ')).toBe(`Estimated price | ${formatEuro(2345)} + VAT`);
    expect(text('[data-vat]')).toBe(
      `Prices exclude Estonian VAT (24%). With Estonian VAT: ${formatEuro(2907.8)}. A business in another EU country with a VAT number is invoiced without Estonian VAT, under the reverse charge.`,
    );
    expect(text('[data-extra-costs]')).toBe(`One-time price. Plus a domain (about ${formatEuro(10)} a year), Shopify’s own monthly plan and upkeep.`);
    expect(text('[data-upkeep]')).toMatch(/^Upkeep .+ a month or .+ a year, one small change a month free of charge/);
    expect(text('[data-delivery]')).toBe('Usually ready in 1–2 weeks');
    const rows = [...host.querySelectorAll('[aria-labelledby$="-total-title"] dl > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
    expect(rows).toEqual([
      ['Online shop, Shopify', formatEuro(995)],
      ['Up to 7 pages', `+${formatEuro(350)}`],
      ['Over 100 products', `+${formatEuro(1000)}`],
    ]);
    expect(estonianIn(everything())).toEqual([]);

    // "Get a quote" carries the choice to the English contact page, its query in English.
    const quote = [...host.querySelectorAll<HTMLAnchorElement>('[aria-labelledby$="-total-title"] a')].find((a) => a.textContent === 'Get a quote')!;
    const link = new URL(quote.getAttribute('href')!, 'https://example.com');
    expect(link.pathname).toBe(ROUTES.contact);
    expect(Object.fromEntries(link.searchParams)).toEqual({ type: 'ecommerce', platform: 'shopify', pages: '7', products: '100+' });
    expect([...host.querySelectorAll('[aria-labelledby$="-total-title"] a')].map((a) => a.textContent)).toEqual(['Get a quote', 'Get a free audit']);
  });

  it('says the delivery time of a custom-built website in English', () => {
    render();
    click(radios('platform')[1]);
    expect(text('[data-delivery]')).toBe('Usually ready in 1–2 weeks, a custom-built site in about a week');
    expect(text('[data-extra-costs]')).toBe(`One-time price. Plus a domain (about ${formatEuro(10)} a year) and hosting.`);
    expect(text('[data-upkeep]')).toBe(
      'No upkeep fee, one small change a month free of charge (up to 1 hour of work; unused time does not carry over) for the first 12 months after launch',
    );
  });
});

describe('the choice in the English contact address', () => {
  it('is read from English keys only: an Estonian key is no choice on the English site', async () => {
    const { parseQuoteQuery } = await import('@/lib/pricing');
    expect(parseQuoteQuery('?type=ecommerce&platform=shopify&pages=7&products=25')).toEqual({ type: 'ecommerce', platform: 'shopify', pages: 7, products: '25' });
    expect(parseQuoteQuery('?tuup=website&platvorm=wordpress')).toBeNull();
  });
});
