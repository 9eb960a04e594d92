/**
 * The SEO section's cards on what the page offers beyond its text: image alt texts, structured data and the tags
 * for sharing on social media.
 */
import { countLabel } from '@/lib/plural';
import { gradeScore } from '@/lib/tester/report/grading';
import { sentence, unread, WHY } from '@/lib/tester/report/seo-common';
import { defineCard } from '@/lib/tester/report/cards';

type ImageFacts = { total: number; withoutAlt: number; decorative: number; coverage: number; files: string[]; reason: string };

/** " 2 neist on kaunistused, märgitud tühja alt-tekstiga, nagu peab." */
const decorativeNote = ({ decorative, total }: ImageFacts) =>
  process.env.SITE_LOCALE === 'en'
    ? decorative
      ? ` ${total === 1 ? 'It is decorative and marked' : decorative === 1 ? 'One of them is decorative and marked' : `${decorative} of them are decorative and marked`} with an empty alt text (alt=""), as it should be.`
      : ''
    : decorative ? ` ${decorative === 1 ? 'Üks neist on kaunistus, märgitud' : `${decorative} neist on kaunistused, märgitud`} tühja alt-tekstiga (alt=""), nagu peab.` : '';

/** "pood.jpg, logo.png ja veel 3" */
const namedFiles = ({ files, withoutAlt }: ImageFacts) => {
  const more = withoutAlt - files.length;
  if (process.env.SITE_LOCALE === 'en') return `${files.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  return `${files.join(', ')}${more > 0 ? ` ja veel ${more}` : ''}`;
};

export const IMAGES_CARD = defineCard<'notRead' | 'none' | 'allDescribed' | 'someMissing', ImageFacts>({
  id: 'images',
  title: process.env.SITE_LOCALE === 'en' ? 'Image alt texts' : 'Piltide alt-tekstid',
  why: WHY.images,
  assess: ({ imageAnalysis: img, htmlAnalysis: html }) => {
    const facts = {
      total: img.totalImages,
      withoutAlt: img.imagesWithoutAlt,
      decorative: img.imagesWithEmptyAlt,
      coverage: img.altCoverage,
      files: img.missingAltFiles ?? [],
      reason: unread(html.error ?? img.error),
    };
    if (img.error || html.error) return { outcome: 'notRead', grade: 'unknown', facts };
    const grade = gradeScore(img.altCoverage);
    if (img.totalImages === 0) return { outcome: 'none', grade, facts };
    return { outcome: img.imagesWithoutAlt === 0 ? 'allDescribed' : 'someMissing', grade, facts };
  },
  say: process.env.SITE_LOCALE === 'en' ? {
    notRead: { value: '–', found: ({ reason }) => reason },
    none: { value: '100%', found: 'The page has no images, so no alt texts are needed.' },
    allDescribed: {
      value: ({ coverage }) => `${coverage}%`,
      found: (f) =>
        `The page has ${countLabel(f.total, { one: 'image', other: 'images' })} and ${f.total === 1 ? 'it has' : 'all of them have'} alt text.${decorativeNote(f)}`,
    },
    someMissing: {
      value: ({ coverage }) => `${coverage}%`,
      found: (f) =>
        `The page has ${countLabel(f.total, { one: 'image', other: 'images' })}, ${f.withoutAlt} of them without alt text: ${namedFiles(f)}.${decorativeNote(f)}`,
      fix: 'Give every meaningful image a short description (alt text; in WordPress, the image’s “Alternative Text” field); leave alt="" empty on decorative images (empty, not a space).',
    },
  } : {
    notRead: { value: '–', found: ({ reason }) => reason },
    none: { value: '100%', found: 'Lehel pole pilte, seega pole ka alt-tekste vaja.' },
    allDescribed: {
      value: ({ coverage }) => `${coverage}%`,
      found: (f) =>
        `Lehel on ${countLabel(f.total, { one: 'pilt', other: 'pilti' })} ja ${f.total === 1 ? 'sellel' : 'kõigil'} on alt-tekst.${decorativeNote(f)}`,
    },
    someMissing: {
      value: ({ coverage }) => `${coverage}%`,
      found: (f) =>
        `Lehel on ${countLabel(f.total, { one: 'pilt', other: 'pilti' })}, neist ${f.withoutAlt} ilma alt-tekstita: ${namedFiles(f)}.${decorativeNote(f)}`,
      fix: 'Lisa igale sisulisele pildile lühike kirjeldus (alt-tekst, WordPressis pildi väli „Alternatiivtekst“); kaunistavale pildile jäta alt="" tühjaks (ilma tühikuta).',
    },
  },
});

type StructuredFacts = { jsonLd: number; invalid: number; microdata: number; types: string[]; reason: string };

/** "2 JSON-LD-plokki ja 1 mikroandmete element, tüübid: Organization, WebSite" */
const structuredParts = ({ jsonLd, microdata, types }: StructuredFacts) => {
  if (process.env.SITE_LOCALE === 'en') {
    const parts = [
      jsonLd ? countLabel(jsonLd, { one: 'JSON-LD block', other: 'JSON-LD blocks' }) : '',
      microdata ? countLabel(microdata, { one: 'microdata item', other: 'microdata items' }) : '',
    ].filter(Boolean);
    return `${parts.join(' and ')}${types.length ? `, types: ${types.join(', ')}` : ''}`;
  }
  const parts = [
    jsonLd ? countLabel(jsonLd, { one: 'JSON-LD-plokk', other: 'JSON-LD-plokki' }) : '',
    microdata ? countLabel(microdata, { one: 'mikroandmete element', other: 'mikroandmete elementi' }) : '',
  ].filter(Boolean);
  return `${parts.join(' ja ')}${types.length ? `, tüübid: ${types.join(', ')}` : ''}`;
};

const invalidBlocks = ({ invalid }: StructuredFacts) =>
  process.env.SITE_LOCALE === 'en'
    ? `${countLabel(invalid, { one: 'JSON-LD block', other: 'JSON-LD blocks' })} ${invalid === 1 ? 'is' : 'are'} invalid (for example a comma after the last value, an empty block or an HTML comment around the block), so search engines skip ${invalid === 1 ? 'it' : 'them'}.`
    : `${countLabel(invalid, { one: 'JSON-LD-plokk', other: 'JSON-LD-plokki' })} on ${invalid === 1 ? 'vigane' : 'vigased'} (näiteks koma viimase väärtuse järel, tühi plokk või HTML-kommentaar ploki ümber), nii et otsingumootorid jätavad ${invalid === 1 ? 'selle' : 'need'} vahele.`;

const STRUCTURED_FIX = process.env.SITE_LOCALE === 'en' ? {
  invalid: 'Fix the invalid JSON-LD blocks or remove them: Google’s Rich Results Test (search.google.com/test/rich-results) shows what is wrong.',
  none: 'Add a JSON-LD block with your business details to the home page (type Organization or LocalBusiness; in WordPress, Yoast or Rank Math does this).',
} : {
  invalid: 'Paranda vigased JSON-LD-plokid või eemalda need: Google’i Rich Results Test (search.google.com/test/rich-results) näitab, mis on valesti.',
  none: 'Lisa avalehele JSON-LD-plokk ettevõtte andmetega (tüüp Organization või LocalBusiness; WordPressis teeb seda Yoast või Rank Math).',
};

export const STRUCTURED_DATA_CARD = defineCard<'notRead' | 'valid' | 'validAndInvalid' | 'onlyInvalid' | 'none', StructuredFacts>({
  id: 'structured-data',
  title: process.env.SITE_LOCALE === 'en' ? 'Structured data' : 'Struktureeritud andmed',
  why: WHY.structuredData,
  assess: ({ structuredData: sd, htmlAnalysis: html }) => {
    const facts = { jsonLd: sd.jsonLdCount, invalid: sd.invalidJsonLdCount, microdata: sd.microdataCount, types: sd.types, reason: unread(html.error ?? sd.error) };
    if (sd.error || html.error) return { outcome: 'notRead', grade: 'unknown', facts };
    const has = sd.hasJsonLd || sd.hasMicrodata;
    if (has) return sd.invalidJsonLdCount ? { outcome: 'validAndInvalid', grade: 'warning', facts } : { outcome: 'valid', grade: 'good', facts };
    return { outcome: sd.invalidJsonLdCount ? 'onlyInvalid' : 'none', grade: 'warning', facts };
  },
  say: process.env.SITE_LOCALE === 'en' ? {
    notRead: { value: '–', found: ({ reason }) => reason },
    valid: { value: 'Present', found: (f) => `${structuredParts(f)}.` },
    validAndInvalid: { value: 'Partly invalid', found: (f) => `${structuredParts(f)}. ${invalidBlocks(f)}`, fix: STRUCTURED_FIX.invalid },
    onlyInvalid: { value: 'Invalid', found: (f) => invalidBlocks(f), fix: STRUCTURED_FIX.invalid },
    none: { value: 'Missing', found: 'The page has no structured data (neither JSON-LD nor microdata).', fix: STRUCTURED_FIX.none },
  } : {
    notRead: { value: '–', found: ({ reason }) => reason },
    valid: { value: 'Olemas', found: (f) => `${structuredParts(f)}.` },
    validAndInvalid: { value: 'Osaliselt vigane', found: (f) => `${structuredParts(f)}. ${invalidBlocks(f)}`, fix: STRUCTURED_FIX.invalid },
    onlyInvalid: { value: 'Vigane', found: (f) => invalidBlocks(f), fix: STRUCTURED_FIX.invalid },
    none: { value: 'Puudub', found: 'Lehel pole struktureeritud andmeid (JSON-LD ega mikroandmeid).', fix: STRUCTURED_FIX.none },
  },
});

export const SOCIAL_CARD = defineCard<'notRead' | 'read', { score: number; og: number; twitter: number; favicon: boolean; reason: string }>({
  id: 'social',
  title: process.env.SITE_LOCALE === 'en' ? 'Sharing on social media' : 'Jagamine sotsiaalmeedias',
  why: WHY.social,
  assess: ({ socialMeta: sm, htmlAnalysis: html }) => {
    const facts = { score: sm.overallScore, og: sm.openGraph.coverage, twitter: sm.twitterCard.coverage, favicon: sm.hasFavicon, reason: unread(html.error ?? sm.error) };
    if (sm.error || html.error) return { outcome: 'notRead', grade: 'unknown', facts };
    return { outcome: 'read', grade: gradeScore(sm.overallScore), facts };
  },
  say: process.env.SITE_LOCALE === 'en' ? {
    notRead: { value: '–', found: ({ reason }) => reason },
    read: {
      value: ({ score }) => `${score}%`,
      found: ({ og, twitter, favicon }) =>
        `Open Graph ${og}%, X (Twitter) card ${twitter}%, favicon ${favicon ? 'present' : 'missing'}.${
          twitter < 100 && og === 100 ? ' Where X’s own tags are missing, X uses the Open Graph data instead, so this is a minor gap.' : ''
        }`,
      fix: ({ og, twitter, favicon }) =>
        sentence(
          [
            og < 100 ? 'add the Open Graph tags og:title, og:description, og:image and og:url (in WordPress, Yoast or Rank Math does this)' : '',
            favicon ? '' : 'add a favicon',
            twitter < 100 ? 'if you like, add the tag twitter:card with the value summary_large_image' : '',
          ].filter(Boolean),
        ),
    },
  } : {
    notRead: { value: '–', found: ({ reason }) => reason },
    read: {
      value: ({ score }) => `${score}%`,
      found: ({ og, twitter, favicon }) =>
        `Open Graph ${og}%, X-i (Twitteri) kaart ${twitter}%, lemmikikoon (favicon) ${favicon ? 'olemas' : 'puudub'}.${
          twitter < 100 && og === 100 ? ' X kasutab puuduvate X-i märgendite asemel Open Graphi andmeid, seega on see väike puudus.' : ''
        }`,
      fix: ({ og, twitter, favicon }) =>
        sentence(
          [
            og < 100 ? 'lisa Open Graphi märgendid og:title, og:description, og:image ja og:url (WordPressis teeb seda Yoast või Rank Math)' : '',
            favicon ? '' : 'lisa lemmikikoon (favicon)',
            twitter < 100 ? 'soovi korral lisa märgend twitter:card väärtusega summary_large_image' : '',
          ].filter(Boolean),
        ),
    },
  },
});
