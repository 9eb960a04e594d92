/**
 * The page's links as a search engine reads them, two checks of the registry that match Lighthouse 12.8.2's SEO
 * audits (docs/tester.md, "The SEO part and Lighthouse's SEO audits", maps each to its card):
 * - `linkText` (Lighthouse `link-text`): links whose text says nothing about where they lead ("loe edasi",
 *   "click here"; the words by language in link-words.ts, the page's language deciding which list, all lists when
 *   it is not known). Links without an address, with rel="nofollow", to javascript: or mailto:, or to the page itself
 *   do not count.
 * - `crawlableLinks` (Lighthouse `crawlable-anchors`): links a crawler cannot follow: no href but a click handler
 *   (an onclick attribute on the link or around it: the static page shows no other listeners), an empty or
 *   `javascript:void(0)` address, a `file:` address, or one that is not a valid URL. A link with a role, a name, a
 *   mailto: address, or an id and an empty href is left alone, as Lighthouse leaves it.
 * - `hreflang` (Lighthouse `hreflang`): the head's <link rel="alternate" hreflang> whose language code is not one
 *   (x-default aside; the primary subtag is checked against the languages the browser's Intl knows, where
 *   Lighthouse uses axe's ISO 639 list) or whose address is not a full http(s) address.
 * Read from the parsed tree in one walk; each link's text is read from at most TEXT_NODES nodes, so a page of nested
 * SVG links costs linear time. Nothing of the page runs; the examples are plain text, shortened.
 */
import * as z from 'zod/mini';
import { attr, collapseWhitespace, inHead, type HtmlElement, type PageTree } from '@/lib/tester/page/html-tree';
import { shorten } from '@/lib/tester/engine/http';
import { defineCheck } from '@/lib/tester/checks/define';
import { GENERIC_LINK_TEXTS } from '@/lib/tester/checks/link-words';

/** Links named in the report, per check. */
export const LINK_EXAMPLES = 10;
/** Nodes read for one link's text: a generic text is a few words, and a nested link cannot make the walk quadratic. */
const TEXT_NODES = 200;

const count = z.int().check(z.minimum(0));
export const linkCheckSchema = z.object({
  /** Links looked at. */
  checked: count,
  /** Links that fail the check. */
  count,
  /** The first few of them: the link's text and its address as written (plain text). */
  examples: z.array(z.object({ text: z.string(), href: z.string() })).check(z.maxLength(LINK_EXAMPLES)),
  /** Why the check could not run ('notRead': the page was not read), else null. */
  error: z.nullable(z.string()),
});
export type LinkCheck = z.infer<typeof linkCheckSchema>;

export interface LinkFacts {
  linkText: LinkCheck;
  crawlableLinks: LinkCheck;
  hreflang: LinkCheck;
}

/** One link as the two audits see it (Lighthouse's AnchorElements artifact, read from the static page). */
export interface AnchorFacts {
  /** The href attribute as written ('' when absent). */
  rawHref: string;
  /** The address resolved against the page's base ('' when absent or not a URL). */
  href: string;
  role: string;
  name: string;
  id: string;
  attributeNames: string[];
  /** A click handler on the link or an element around it (onclick attributes). */
  hasListener: boolean;
  text: string;
  /** The language of the link's text: the page's single lang, else the nearest lang around the link. */
  textLang: string | null;
  rel: string;
}

/** Attributes that belong to a link's address (HTML: they must be left out when href is). */
const HREF_ATTRIBUTES = ['target', 'download', 'ping', 'rel', 'hreflang', 'type', 'referrerpolicy'];
const JAVASCRIPT_VOID = /javascript:void(\(|)0(\)|)/;

/** Whether a crawler cannot follow the link (Lighthouse's crawlable-anchors, with onclick attributes as listeners). */
export function isUncrawlable(anchor: AnchorFacts, pageUrl: string): boolean {
  const rawHref = anchor.rawHref.replace(/\s/g, '');
  if (anchor.role.trim().length > 0) return false;
  if (rawHref.startsWith('mailto:')) return false;
  if (rawHref === '' && anchor.id) return false;
  if (rawHref.startsWith('file:')) return true;
  if (anchor.name.trim().length > 0) return false;
  if (!anchor.attributeNames.includes('href') && HREF_ATTRIBUTES.every((name) => !anchor.attributeNames.includes(name))) return anchor.hasListener;
  if (anchor.href === '') return true;
  if (JAVASCRIPT_VOID.test(rawHref)) return true;
  try {
    new URL(rawHref, pageUrl);
    return false;
  } catch {
    return true;
  }
}

/** The address without its fragment. */
const withoutFragment = (url: string) => url.split('#')[0];

/** Whether the link's text says nothing about where it leads (Lighthouse's link-text, with Estonian words). */
export function hasGenericText(anchor: AnchorFacts, pageUrl: string): boolean {
  if (!anchor.href || anchor.rel.toLowerCase().split(/\s+/).includes('nofollow')) return false;
  const href = anchor.href.toLowerCase();
  if (href.startsWith('javascript:') || href.startsWith('mailto:') || withoutFragment(anchor.href) === withoutFragment(pageUrl)) return false;
  const text = anchor.text.trim().toLowerCase();
  if (!text) return false;
  const lang = anchor.textLang?.split('-')[0].toLowerCase();
  if (lang) return GENERIC_LINK_TEXTS[lang]?.has(text) ?? false;
  return Object.values(GENERIC_LINK_TEXTS).some((texts) => texts.has(text));
}

type Node = HtmlElement['childNodes'][number];
const isElement = (node: Node | HtmlElement): node is HtmlElement => 'tagName' in node;

/** The text of a link as a reader sees it, from at most TEXT_NODES nodes, whitespace collapsed. */
function linkText(anchor: HtmlElement): string {
  let out = '';
  let budget = TEXT_NODES;
  const stack: Node[] = [...anchor.childNodes].reverse();
  while (stack.length && budget-- > 0 && out.length < 200) {
    const node = stack.pop()!;
    if (node.nodeName === '#text') out += (node as { value: string }).value;
    else if (isElement(node) && node.tagName !== 'script' && node.tagName !== 'style') for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
  }
  return collapseWhitespace(out);
}

/** The address links are resolved against: the first <base href>, else the page's own. */
function baseOf(tree: PageTree, pageUrl: string): string {
  const base = tree.byTag.base.find((el) => attr(el, 'href') !== null);
  try {
    return base ? new URL((attr(base, 'href') ?? '').trim(), pageUrl).href : pageUrl;
  } catch {
    return pageUrl;
  }
}

/** Every link of the page (HTML and SVG <a>) with what the two checks read, in one walk of the document. */
export function anchorsOf(tree: PageTree, pageUrl: string): AnchorFacts[] {
  const base = baseOf(tree, pageUrl);
  const found: { el: HtmlElement; lang: string | null; listener: boolean }[] = [];
  const langs: HtmlElement[] = [];
  const stack: { node: Node; lang: string | null; listener: boolean }[] = [...tree.document.childNodes].reverse().map((node) => ({ node, lang: null, listener: false }));
  while (stack.length) {
    const { node, lang: around, listener: clickAround } = stack.pop()!;
    if (!isElement(node)) continue;
    const own = attr(node, 'lang');
    if (own !== null) langs.push(node);
    const lang = own ?? around;
    const listener = clickAround || (attr(node, 'onclick') ?? '').trim() !== '';
    if (node.tagName === 'a') found.push({ el: node, lang, listener });
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push({ node: node.childNodes[i], lang, listener });
  }
  const single = langs.length === 1 && ['html', 'body'].includes(langs[0].tagName) ? attr(langs[0], 'lang') : null;
  return found.map(({ el, lang, listener }) => {
    // An SVG link may carry its address as xlink:href.
    const written = attr(el, 'href') ?? el.attrs.find((a) => a.prefix === 'xlink' && a.name === 'href')?.value ?? null;
    const rawHref = written ?? '';
    let href = '';
    if (written !== null) {
      try {
        href = new URL(rawHref.trim(), base).href;
      } catch {
        href = rawHref; // a browser's a.href is the attribute as written when it is not a URL
      }
    }
    return {
      rawHref,
      href,
      role: attr(el, 'role') ?? '',
      name: attr(el, 'name') ?? '',
      id: attr(el, 'id') ?? '',
      attributeNames: el.attrs.map((a) => (a.prefix ? `${a.prefix}:${a.name}` : a.name)),
      hasListener: listener,
      text: linkText(el),
      textLang: single ?? lang,
      rel: attr(el, 'rel') ?? '',
    };
  });
}

const example = (anchor: AnchorFacts) => ({ text: shorten(anchor.text, 60), href: shorten(anchor.rawHref.trim(), 100) });

function checkOf(anchors: AnchorFacts[], fails: (anchor: AnchorFacts) => boolean): LinkCheck {
  const failing = anchors.filter(fails);
  return { checked: anchors.length, count: failing.length, examples: failing.slice(0, LINK_EXAMPLES).map(example), error: null };
}

let languageNames: Intl.DisplayNames | null | undefined;

/** Whether an hreflang value names a language (its primary subtag), or is x-default. */
export function isLanguageCode(hreflang: string): boolean {
  if (hreflang.toLowerCase() === 'x-default') return true;
  const lang = hreflang.split('-')[0].toLowerCase();
  if (!/^[a-z]{2,3}$/.test(lang)) return false;
  try {
    languageNames ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  } catch {
    languageNames = null;
  }
  return languageNames ? languageNames.of(lang) !== undefined : true;
}

/** The head's language alternates (rel="alternate" with an hreflang), as text and address. */
export function hreflangLinks(tree: PageTree): { text: string; href: string }[] {
  return inHead(tree, 'link')
    .filter((link) => (attr(link, 'rel') ?? '').trim().toLowerCase() === 'alternate' && (attr(link, 'hreflang') ?? '') !== '')
    .map((link) => ({ text: attr(link, 'hreflang') ?? '', href: attr(link, 'href') ?? '' }));
}

/** Every check of the page's links. */
export function analyzeLinks(tree: PageTree, pageUrl: string): LinkFacts {
  const anchors = anchorsOf(tree, pageUrl);
  const alternates = hreflangLinks(tree);
  const badAlternates = alternates.filter(({ text, href }) => !isLanguageCode(text) || !/^https?:/i.test(href));
  return {
    linkText: checkOf(anchors, (a) => hasGenericText(a, pageUrl)),
    crawlableLinks: checkOf(anchors, (a) => isUncrawlable(a, pageUrl)),
    hreflang: {
      checked: alternates.length,
      count: badAlternates.length,
      examples: badAlternates.slice(0, LINK_EXAMPLES).map(({ text, href }) => ({ text: shorten(text, 40), href: shorten(href, 100) })),
      error: null,
    },
  };
}

/** The result of a check when the page was not read. */
export const linksNotRead = (): LinkCheck => ({ checked: 0, count: 0, examples: [], error: 'notRead' });

/** Optional in the result: a result saved before these checks still loads (its cards say they were not checked). */
const schema = z.optional(linkCheckSchema);

export const LINK_TEXT_CHECK = defineCheck({
  key: 'linkText',
  schema,
  run: async (_target, deps) => (await deps.pageFacts)?.links?.linkText ?? linksNotRead(),
});

export const HREFLANG_CHECK = defineCheck({
  key: 'hreflang',
  schema,
  run: async (_target, deps) => (await deps.pageFacts)?.links?.hreflang ?? linksNotRead(),
});

export const CRAWLABLE_LINKS_CHECK = defineCheck({
  key: 'crawlableLinks',
  schema,
  run: async (_target, deps) => (await deps.pageFacts)?.links?.crawlableLinks ?? linksNotRead(),
});
