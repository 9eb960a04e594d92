/**
 * Images and alt texts. Departs from the spec's formula (alt coverage = images with non-empty alt / total) on
 * purpose: an empty alt (alt="") marks a decorative picture that screen readers skip, which is what WCAG asks
 * for such a picture (technique H67) and what Lighthouse's image-alt audit passes. So a picture is missing its
 * text when it has no alt attribute, or an alt of only spaces or non-breaking spaces (alt=" ", alt="&nbsp;": axe,
 * and so Lighthouse, fail those; only alt="" marks a picture decorative), and no other accessible name nor
 * role="presentation". The coverage is the share of pictures described or marked decorative (100 when none).
 * Only images of the page count: a copy inside <noscript> (a lazy-load fallback, the Facebook pixel) is
 * text to a browser with scripting on and to a search engine, so it never lowers the grade.
 */
import { attr, type HtmlElement, type PageTree } from '@/lib/tester/page/html-tree';
import { shorten } from '@/lib/tester/engine/http';
import type { ImageAnalysis } from '@/lib/tester/state/schema';

/** How many pictures without an alt attribute the report names. */
export const MISSING_ALT_NAMED = 10;
/** The longest file name kept (characters). */
const FILE_NAME_CHARS = 80;

export function altCoverage(total: number, handled: number): number {
  return total === 0 ? 100 : Math.round((handled / total) * 100);
}

const PRESENTATIONAL_ROLES = ['presentation', 'none'];

/** A picture without alt that still has a name (aria-label, aria-labelledby, title) or is marked presentational. */
function namedOtherwise(img: HtmlElement): boolean {
  const role = (attr(img, 'role') ?? '').trim().toLowerCase();
  if (PRESENTATIONAL_ROLES.includes(role)) return true;
  return ['aria-label', 'aria-labelledby', 'title'].some((name) => (attr(img, name) ?? '').trim() !== '');
}

/** The name of a picture without an address. */
const NO_ADDRESS = process.env.SITE_LOCALE === 'en' ? 'image without an address' : 'aadressita pilt';

/**
 * The picture's file name as plain text: the last path segment of its src (or of the first srcset candidate),
 * without the query, percent-decoded where that is valid. Never markup: the report prints it as text.
 */
export function imageFileName(img: HtmlElement): string {
  const source = (attr(img, 'src') ?? '').trim() || ((attr(img, 'srcset') ?? '').trim().split(/[\s,]+/)[0] ?? '');
  if (!source) return NO_ADDRESS;
  if (/^data:/i.test(source)) return process.env.SITE_LOCALE === 'en' ? 'image inside the page (data address)' : 'pilt lehe sees (data-aadress)';
  let path = source;
  for (const stop of ['?', '#']) {
    const at = path.indexOf(stop);
    if (at >= 0) path = path.slice(0, at);
  }
  const segments = path.split('/').filter(Boolean);
  let name = segments.at(-1) ?? source;
  try {
    name = decodeURIComponent(name);
  } catch {
    /* keep it as written */
  }
  return shorten(name, FILE_NAME_CHARS) || NO_ADDRESS;
}

export function analyzeImages(tree: PageTree): ImageAnalysis {
  const images = tree.byTag.img;
  let imagesWithoutAlt = 0;
  let imagesWithEmptyAlt = 0;
  const missingAltFiles: string[] = [];
  for (const img of images) {
    const alt = attr(img, 'alt');
    if (alt === '') imagesWithEmptyAlt++;
    // No alt, or one of only white space (trim() also strips U+00A0): not decorative, and no text either.
    else if (alt === null || !alt.trim()) {
      if (namedOtherwise(img)) continue;
      imagesWithoutAlt++;
      if (missingAltFiles.length < MISSING_ALT_NAMED) missingAltFiles.push(imageFileName(img));
    }
  }
  const total = images.length;
  return {
    totalImages: total,
    imagesWithoutAlt,
    imagesWithEmptyAlt,
    altCoverage: altCoverage(total, total - imagesWithoutAlt),
    missingAltFiles,
  };
}
