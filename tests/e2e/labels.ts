/**
 * "One label per destination, one destination per label" (issue 47, item 2; accessibility review 2, N2): what every
 * link and button of a page is called, and where it leads. Shared by tests/e2e/labels.spec.ts (the Estonian export)
 * and tests/e2e/en/labels.spec.ts (the English one).
 *
 * - A link leads to its address (origin, path and fragment; a query only prefills the page it opens). Fragments are
 *   sections: "#audit" on the tester's page and "/#audit" elsewhere both open an audit form, so a fragment that names
 *   a section of the page it is on, or of the home page, counts as that section. A language-switch link (hreflang)
 *   leads to "this page in the other language".
 * - A submit button leads to its form's sending; any other button is a control of its own page (a filter, a
 *   disclosure, a carousel's arrow).
 * The rule: across every page of an export, one name never leads to two destinations; on one page, a control never
 * shares its name with anything else. The specification's fixed labels are the only exceptions, each listed with
 * its reason by the spec that calls `labelConflicts`.
 */
import type { Page } from '@playwright/test';
import { HOME_SECTIONS } from '@/lib/routes';
import { visit } from './fixtures';

export interface Labelled {
  name: string;
  /** Where it leads: a URL, `section:#id`, `other-language`, `submit:<form>` or `control:<kind>`. */
  destination: string;
  /** Links and submit buttons lead somewhere; controls act on their own page. */
  navigates: boolean;
}

/** The links and buttons of the page as it is now, with their accessible names (the subset of accname the site uses). */
export function labelledOn(page: Page, homeSections: readonly string[]): Promise<Labelled[]> {
  return page.evaluate((sections) => {
    const hidden = (el: Element) => el.getAttribute('aria-hidden') === 'true';
    const text = (node: Node | null): string => {
      if (!node) return '';
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element) || hidden(node) || node.matches('script, style, svg')) return '';
      if (node instanceof HTMLImageElement) return node.alt;
      const label = node.getAttribute('aria-label');
      if (label) return label;
      return [...node.childNodes].map(text).join('');
    };
    const nameOf = (el: Element) => {
      const by = el.getAttribute('aria-labelledby');
      const name = by
        ? by.split(/\s+/).map((id) => text(document.getElementById(id))).join(' ')
        : (el.getAttribute('aria-label') ?? text(el));
      return name.replace(/\s+/g, ' ').trim();
    };
    const here = new URL(location.href);
    const destinationOf = (el: HTMLAnchorElement | HTMLButtonElement): { destination: string; navigates: boolean } => {
      if (el instanceof HTMLAnchorElement) {
        if (el.hasAttribute('hreflang')) return { destination: 'other-language', navigates: true };
        const url = new URL(el.href);
        const id = decodeURIComponent(url.hash.slice(1));
        const samePage = url.origin === here.origin && url.pathname === here.pathname;
        const home = url.origin === here.origin && url.pathname === '/';
        if (id && ((samePage && document.getElementById(id)) || (home && sections.includes(id)))) {
          return { destination: `section:#${id}`, navigates: true };
        }
        return { destination: url.protocol.startsWith('http') ? url.origin + url.pathname + url.hash : url.href, navigates: true };
      }
      if (el.type === 'submit' && el.form) {
        return { destination: `submit:${el.form.getAttribute('aria-label') ?? el.form.id ?? el.form.name}`, navigates: true };
      }
      const kind = el.hasAttribute('aria-pressed') ? 'toggle' : el.hasAttribute('aria-expanded') ? `disclosure:${el.getAttribute('aria-controls') ?? ''}` : 'action';
      return { destination: `control:${kind}`, navigates: false };
    };
    return [...document.querySelectorAll<HTMLAnchorElement | HTMLButtonElement>('a[href], button')]
      .map((el) => ({ name: nameOf(el), ...destinationOf(el) }))
      .filter((item) => item.name !== '');
  }, homeSections);
}

/**
 * The page's links and buttons, with each of the header's hover menus ('Muud', 'Kontaktid') opened in turn: their
 * links are written only when they open.
 */
export async function labelledWithMenus(page: Page, homeSections: readonly string[]): Promise<Labelled[]> {
  const found = await labelledOn(page, homeSections);
  const menus = page.getByRole('banner').locator('button[aria-expanded][aria-controls]:visible');
  for (let i = 0; i < (await menus.count()); i++) {
    const button = menus.nth(i);
    await button.click();
    await page.locator(`[id="${await button.getAttribute('aria-controls')}"]`).getByRole('link').first().waitFor();
    found.push(...(await labelledOn(page, homeSections)));
    await page.keyboard.press('Escape');
  }
  return found;
}

/** name -> destination -> the pages where that name leads there. */
export type LabelMap = Map<string, Map<string, Set<string>>>;

export function addToMap(map: LabelMap, path: string, items: readonly Labelled[]) {
  for (const { name, destination } of items) {
    const key = name.toLocaleLowerCase();
    if (!map.has(key)) map.set(key, new Map());
    const destinations = map.get(key)!;
    if (!destinations.has(destination)) destinations.set(destination, new Set());
    destinations.get(destination)!.add(path);
  }
}

/** The names that lead to more than one destination, except the fixed ones, as readable lines. */
export function labelConflicts(map: LabelMap, fixed: readonly string[]): string[] {
  const allowed = new Set(fixed.map((name) => name.toLocaleLowerCase()));
  return [...map]
    .filter(([name, destinations]) => destinations.size > 1 && !allowed.has(name))
    .map(([name, destinations]) => `"${name}": ${[...destinations].map(([to, pages]) => `${to} (${[...pages].join(', ')})`).join(' | ')}`);
}

/** On one page, a control's name is not the name of any other link, button or control that does something else. */
export function pageConflicts(items: readonly Labelled[], fixed: readonly string[]): string[] {
  const allowed = new Set(fixed.map((name) => name.toLocaleLowerCase()));
  const byName = new Map<string, Set<string>>();
  for (const { name, destination } of items) {
    const key = name.toLocaleLowerCase();
    byName.set(key, (byName.get(key) ?? new Set()).add(destination));
  }
  return items
    .filter((item) => !item.navigates && byName.get(item.name.toLocaleLowerCase())!.size > 1 && !allowed.has(item.name.toLocaleLowerCase()))
    .map((item) => `"${item.name}": ${[...byName.get(item.name.toLocaleLowerCase())!].join(' | ')}`);
}

/**
 * Reads every page of an export and returns what breaks the rule: names that lead to two destinations across the
 * pages, and controls that share their name with something else on their page. `read` is how many names it saw.
 */
export async function readLabels(page: Page, paths: readonly string[], fixed: readonly string[]) {
  const everywhere: LabelMap = new Map();
  const onOnePage = new Set<string>();
  for (const path of paths) {
    await visit(page, path);
    const items = await labelledWithMenus(page, Object.values(HOME_SECTIONS));
    addToMap(everywhere, path, items.filter((item) => item.navigates));
    for (const line of pageConflicts(items, fixed)) onOnePage.add(`${path}: ${line}`);
  }
  return { read: everywhere.size, conflicts: labelConflicts(everywhere, fixed), onOnePage: [...onOnePage] };
}
