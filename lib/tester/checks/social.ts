/**
 * Social sharing preview: reading the Open Graph and Twitter (X) card tags and the icon links of the head.
 * - Open Graph tags are read from property="og:..." (ogp.me), and also from name="og:...", as many CMS
 *   themes write them.
 * - X reads twitter:* from name (falling back to property) and, when a twitter:title, twitter:description or
 *   twitter:image is missing, uses og:title, og:description and og:image instead (X's card markup docs).
 *   So a page with complete Open Graph and only twitter:card has a complete card.
 * The scores from these tags are in social-score.ts.
 */
import { attr, headMeta, inHead, tokens, type PageTree } from '@/lib/tester/page/html-tree';
import type { SocialTags } from '@/lib/tester/checks/social-score';

/** rel tokens that declare a site icon. */
const ICON_RELS = ['icon', 'apple-touch-icon', 'apple-touch-icon-precomposed', 'mask-icon'];

export function hasIconLink(tree: PageTree): boolean {
  return inHead(tree, 'link').some((link) => tokens(link, 'rel').some((rel) => ICON_RELS.includes(rel)) && Boolean(attr(link, 'href')?.trim()));
}

export function readSocialTags(tree: PageTree): SocialTags {
  const og = (key: string) => Boolean(headMeta(tree, `og:${key}`, ['property', 'name']));
  const twitter = (key: string) => Boolean(headMeta(tree, `twitter:${key}`, ['name', 'property']));
  const openGraph = { hasTitle: og('title'), hasDescription: og('description'), hasImage: og('image'), hasUrl: og('url') };
  return {
    openGraph,
    twitterCard: {
      hasCard: twitter('card'),
      hasTitle: twitter('title') || openGraph.hasTitle,
      hasDescription: twitter('description') || openGraph.hasDescription,
      hasImage: twitter('image') || openGraph.hasImage,
    },
    hasIconLink: hasIconLink(tree),
  };
}
