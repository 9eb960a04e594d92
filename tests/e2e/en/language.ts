/**
 * The texts a visitor reads or hears on a page (the rendered text, the title and description, alt texts, labels,
 * placeholders and titles), minus any element marked with another language (the language switch names the other
 * language in that language). The specs check them with tests/language.ts: estonianLeft on an English page,
 * englishLeft on an Estonian one.
 */
import type { Page } from '@playwright/test';

export interface PageWords {
  /** The page's own language (html lang). */
  lang: string;
  /** Every text of the page in its own language, one entry per element or attribute. */
  texts: string[];
}

/** The texts of the page as the visitor gets them (after its scripts ran), without other-language elements. */
export async function pageTexts(page: Page): Promise<PageWords> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const texts: string[] = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
    const foreign = (el: Element) => {
      const marked = el.closest('[lang]');
      return marked !== null && marked.getAttribute('lang') !== lang;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || foreign(parent) || parent.closest('script, style, noscript, template')) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const el of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder], [aria-description]')) {
      if (foreign(el)) continue;
      for (const name of ['alt', 'aria-label', 'title', 'placeholder', 'aria-description']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return { lang, texts };
  });
}
