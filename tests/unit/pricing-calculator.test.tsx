// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The calculator never contradicts itself (issue 22, item 5): the real component, clicked through every
 * combination it can produce (2 website platforms × 5 page choices + 3 shop platforms × 5 page choices × 4 product
 * choices = 70), shows the texts of this table. The table is written out here, independently of lib/pricing.
 */
vi.mock('next/link', () => ({ default: ({ href, children, ...rest }: { href: string; children: ReactNode }) => <a href={href} {...rest}>{children}</a> }));
vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: vi.fn() }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NBSP = '\u00a0';
const euro = (n: number) => `${n}${NBSP}€`;
const VAT = 'Hinnad ei sisalda käibemaksu (24%).';

type Type = 'website' | 'ecommerce';
interface PlatformRow {
  type: Type;
  index: number;
  label: string;
  base: number;
  /** The costs line: domain, hosting (or Shopify's plan) and, only where there is an upkeep fee, upkeep. */
  extraCosts: string;
  upkeep: string;
  delivery: string;
}

const DOMAIN = `domeen (umbes 10${NBSP}€ aastas)`;
const FREE_CHANGE = 'üks väike muudatus kuus tasuta (kuni 1 tund tööd, ei kandu üle)';
const WHILE_PAID = `${FREE_CHANGE}, hooldustasu sees`;
const WORDPRESS_UPKEEP = `Hooldus 12,50${NBSP}€ kuus ehk 150${NBSP}€ aastas, esimesed 3 kuud tasuta`;

const PLATFORMS: PlatformRow[] = [
  { type: 'website', index: 0, label: 'Koduleht, WordPress', base: 495, extraCosts: `Ühekordne hind. Lisanduvad ${DOMAIN}, majutus ja hooldus.`, upkeep: WORDPRESS_UPKEEP, delivery: 'Valmis tavaliselt 1–2 nädalaga, lihtne koduleht umbes 5 päevaga' },
  { type: 'website', index: 1, label: 'Koduleht, Eritellimus', base: 595, extraCosts: `Ühekordne hind. Lisanduvad ${DOMAIN} ja majutus.`, upkeep: `Hooldustasu pole, ${FREE_CHANGE} esimesed 12 kuud pärast valmimist`, delivery: 'Valmis tavaliselt 1–2 nädalaga, eritellimusel leht umbes nädalaga' },
  { type: 'ecommerce', index: 0, label: 'E-pood, WordPress', base: 995, extraCosts: `Ühekordne hind. Lisanduvad ${DOMAIN}, majutus ja hooldus.`, upkeep: WORDPRESS_UPKEEP, delivery: 'Valmis tavaliselt 1–2 nädalaga' },
  { type: 'ecommerce', index: 1, label: 'E-pood, Eritellimus', base: 1445, extraCosts: `Ühekordne hind. Lisanduvad ${DOMAIN}, majutus ja hooldus.`, upkeep: `Hooldus 20${NBSP}€ kuus ehk 240${NBSP}€ aastas, ${WHILE_PAID}`, delivery: 'Valmis tavaliselt 1–2 nädalaga' },
  { type: 'ecommerce', index: 2, label: 'E-pood, Shopify', base: 995, extraCosts: `Ühekordne hind. Lisanduvad ${DOMAIN}, Shopify enda kuutasu ja hooldus.`, upkeep: `Hooldus 25${NBSP}€ kuus ehk 300${NBSP}€ aastas, ${WHILE_PAID}`, delivery: 'Valmis tavaliselt 1–2 nädalaga' },
];
/** [index in the page group or null for none chosen, row label, extra]. */
const PAGES: [number | null, string, number, string | null][] = [
  [null, 'Lehtede arv valimata', 0, null],
  [0, '1 leht', 0, '1'],
  [1, 'Kuni 3 lehte', 150, '3'],
  [2, 'Kuni 7 lehte', 350, '7'],
  [3, 'Kuni 15 lehte', 750, '15'],
];
const PRODUCTS: [number, string, number, string][] = [
  [0, 'Kuni 10 toodet', 0, '10'],
  [1, 'Kuni 25 toodet', 250, '25'],
  [2, 'Kuni 100 toodet', 500, '100'],
  [3, 'Üle 100 toote', 1000, '100+'],
];

interface Case {
  name: string;
  platform: PlatformRow;
  page: (typeof PAGES)[number];
  product: (typeof PRODUCTS)[number] | null;
  total: number;
}
const CASES: Case[] = PLATFORMS.flatMap((platform) =>
  PAGES.flatMap((page) =>
    (platform.type === 'ecommerce' ? PRODUCTS : [null]).map((product) => ({
      name: `${platform.label}, ${page[1]}${product ? `, ${product[1]}` : ''}`,
      platform,
      page,
      product,
      total: platform.base + page[2] + (product ? product[2] : 0),
    })),
  ),
);

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

function render() {
  host = document.createElement('div');
  document.body.append(host);
  const created = createRoot(host);
  root = created;
  act(() => created.render(<PricingCalculator>Sissejuhatus</PricingCalculator>));
}

describe('the calculator, every combination', () => {
  it('has 70 combinations', () => {
    expect(CASES).toHaveLength(70);
  });

  it.each(CASES)('$name: $total €', ({ platform, page, product, total }) => {
    render();
    click(radios('type')[platform.type === 'website' ? 0 : 1]);
    click(radios('platform')[platform.index]);
    if (page[0] !== null) click(radios('pages')[page[0]]);
    if (product) click(radios('products')[product[0]]);

    const gross = (Math.round(total * 124) / 100).toFixed(2).replace('.', ',');
    expect(text('h2')).toBe(platform.type === 'website' ? 'Arvuta oma kodulehe hind' : 'Arvuta oma e-poe hind');
    expect(text('[data-testid="price-total"]')).toBe(euro(total));
    expect(text('[data-price-announcement] .sr-only')).toBe(`Hinnanguline hind ${euro(total)}, ilma käibemaksuta`);
    expect([...q('[data-price-bar]').children].map((c) => c.textContent!.trim()).join(' | ')).toBe(`Hinnanguline hind | ${euro(total)} + km`);
    expect(text('[data-vat]')).toBe(`${VAT} Koos käibemaksuga ${gross}${NBSP}€.`);
    expect(text('[data-extra-costs]')).toBe(platform.extraCosts);
    expect(text('[data-upkeep]')).toBe(platform.upkeep);
    expect(text('[data-delivery]')).toBe(platform.delivery);
    const rows = [...host.querySelectorAll('[aria-labelledby$="-total-title"] dl > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
    expect(rows).toEqual([
      [platform.label, euro(platform.base)],
      [page[1], `+${euro(page[2])}`],
      ...(product ? [[product[1], `+${euro(product[2])}`]] : []),
    ]);

    // One consistent story: upkeep is named among the extra costs exactly when there is an upkeep fee.
    expect(/ja hooldus\.$/.test(platform.extraCosts)).toBe(!platform.upkeep.startsWith('Hooldustasu pole'));
    // Shopify's own plan replaces hosting.
    expect(text('[data-extra-costs]').includes('majutus')).toBe(platform.label !== 'E-pood, Shopify');

    // "Küsi pakkumist" carries exactly this choice to the contact form.
    const link = new URL(host.querySelector<HTMLAnchorElement>('[aria-labelledby$="-total-title"] a[href^="/kontakt"]')!.getAttribute('href')!, 'https://veebiselge.ee');
    expect(link.pathname).toBe('/kontakt');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      tuup: platform.type,
      platvorm: ['wordpress', 'custom', 'shopify'][platform.index],
      ...(page[3] ? { lehti: page[3] } : {}),
      ...(product ? { tooteid: product[3] } : {}),
    });
  });
});
