/**
 * The report's section "SEO põhitõed" ("SEO basics"): what Google and social media read from the home page. Each
 * card's words are in the site's language (process.env.SITE_LOCALE, compared in place); the grading is shared.
 */
import { countLabel } from '@/lib/plural';
import { explainFailure } from '@/lib/tester/report/explain';
import {
  gradeDescriptionLength,
  gradeH1Count,
  gradeMetadata,
  gradeScore,
  gradeServerFiles,
  gradeTitleLength,
  THRESHOLDS,
  type Grade,
} from '@/lib/tester/report/grading';
import type { TestResult } from '@/lib/tester/state/schema';
import { type CardBuilder, defineCard } from '@/lib/tester/report/cards';

const WHY = process.env.SITE_LOCALE === 'en' ? {
  title: 'The title is the first thing people see in Google’s results, and a good title brings more clicks.',
  description: 'The description is the text under the title in search results, and it persuades people to choose your page.',
  h1: 'One clear main heading tells visitors and Google straight away what the page is about.',
  metadata: 'Metadata in order helps Google show the page correctly and offer it to people searching in the right language.',
  images: 'Alt text describes an image to screen readers and to Google Images; without it, part of your content stays invisible.',
  structuredData: 'Structured data lets Google show your business details, prices or ratings in search results, which brings more clicks.',
  social: 'When someone shares your page on Facebook, LinkedIn or X, the picture and the title decide whether people click it.',
  serverFiles: 'These files lead Google to your pages, and a wrong robots.txt can hide the whole site from search.',
} : {
  title: 'Pealkiri on esimene asi, mida inimene Google’i otsingutulemustes näeb, ja hea pealkiri toob rohkem klõpse.',
  description: 'Kirjeldus on otsingutulemuses pealkirja all olev tekst, mis veenab inimest just sinu lehele tulema.',
  h1: 'Üks selge põhipealkiri ütleb nii külastajale kui ka Google’ile kohe, millest leht räägib.',
  metadata: 'Korras metaandmed aitavad Google’il lehte õigesti näidata ja õige keelega otsijatele pakkuda.',
  images: 'Alt-tekst kirjeldab pilti ekraanilugejale ja Google’i pildiotsingule, ilma selleta jääb osa sisust nähtamatuks.',
  structuredData: 'Struktureeritud andmetega saab Google näidata otsingus ettevõtte infot, hindu või hinnanguid, mis toovad rohkem klõpse.',
  social: 'Kui keegi jagab su lehte Facebookis, LinkedInis või X-is, otsustavad pilt ja pealkiri, kas sellele klõpsatakse.',
  serverFiles: 'Need failid juhatavad Google’i su lehtedeni ja vale robots.txt võib terve saidi otsingust peita.',
};

/** The finding for a page that could not be read: the reason in the site's language. */
const unread = (error: string | null | undefined) => explainFailure(error ?? '');

type LengthFacts = { text: string; length: number; reason: string };

/** "58 characters" (the English site's count of characters). */
const CHARACTERS = { one: 'character', other: 'characters' };

function lengthCard(
  id: string,
  title: string,
  why: string,
  read: (r: TestResult) => { text: string | null; length: number },
  gradeFn: (length: number) => Grade,
  limits: { min: number; max: number },
  missing: string,
  fix: Record<'missing' | 'short' | 'long', string>,
): CardBuilder {
  const { min, max } = limits;
  return defineCard<'notRead' | 'missing' | 'good' | 'short' | 'long', LengthFacts>({
    id,
    title,
    why,
    assess: (r) => {
      const { text, length } = read(r);
      const facts = { text: text ?? '', length, reason: unread(r.htmlAnalysis.error) };
      if (r.htmlAnalysis.error) return { outcome: 'notRead', grade: 'unknown', facts };
      if (!text) return { outcome: 'missing', grade: 'bad', facts };
      const grade = gradeFn(length);
      return { outcome: grade === 'good' ? 'good' : length < min ? 'short' : 'long', grade, facts };
    },
    say: process.env.SITE_LOCALE === 'en' ? {
      notRead: { value: '–', found: ({ reason }) => reason },
      missing: { value: 'Missing', found: missing, fix: fix.missing },
      good: { value: ({ length }) => countLabel(length, CHARACTERS), found: ({ text }) => `“${text}” (recommended: ${min}–${max} characters)` },
      short: {
        value: ({ length }) => countLabel(length, CHARACTERS),
        found: ({ text }) => `“${text}” (recommended: ${min}–${max} characters; this one is shorter)`,
        fix: fix.short,
      },
      long: {
        value: ({ length }) => countLabel(length, CHARACTERS),
        found: ({ text }) => `“${text}” (recommended: ${min}–${max} characters; this one is longer)`,
        fix: fix.long,
      },
    } : {
      notRead: { value: '–', found: ({ reason }) => reason },
      missing: { value: 'Puudub', found: missing, fix: fix.missing },
      good: { value: ({ length }) => countLabel(length, { one: 'märk', other: 'märki' }), found: ({ text }) => `„${text}“ (soovitus ${min}–${max} märki)` },
      short: {
        value: ({ length }) => countLabel(length, { one: 'märk', other: 'märki' }),
        found: ({ text }) => `„${text}“ (soovitus ${min}–${max} märki, see on lühem)`,
        fix: fix.short,
      },
      long: {
        value: ({ length }) => countLabel(length, { one: 'märk', other: 'märki' }),
        found: ({ text }) => `„${text}“ (soovitus ${min}–${max} märki, see on pikem)`,
        fix: fix.long,
      },
    },
  });
}

export const TITLE_CARD = lengthCard(
  'title',
  process.env.SITE_LOCALE === 'en' ? 'Page title' : 'Lehe pealkiri',
  WHY.title,
  (r) => ({ text: r.htmlAnalysis.title, length: r.htmlAnalysis.titleLength }),
  gradeTitleLength,
  THRESHOLDS.title,
  process.env.SITE_LOCALE === 'en' ? 'The page has no title (the title tag).' : 'Lehel puudub pealkiri (title).',
  process.env.SITE_LOCALE === 'en' ? {
    missing: `Add a title of ${THRESHOLDS.title.min}–${THRESHOLDS.title.max} characters to the home page: what you offer and where (in WordPress, the “SEO title” field of Yoast or Rank Math).`,
    short: `Lengthen the title to ${THRESHOLDS.title.min}–${THRESHOLDS.title.max} characters: next to your business name, say what you offer and where.`,
    long: `Shorten the title to ${THRESHOLDS.title.max} characters and put the most important words first, or Google will cut it off in search results.`,
  } : {
    missing: `Lisa avalehele ${THRESHOLDS.title.min}–${THRESHOLDS.title.max} märgi pikkune pealkiri: mida pakud ja kus (WordPressis Yoasti või Rank Mathi väli „SEO pealkiri“).`,
    short: `Pikenda pealkirja ${THRESHOLDS.title.min}–${THRESHOLDS.title.max} märgini: lisa ettevõtte nime kõrvale, mida pakud ja kus.`,
    long: `Lühenda pealkirja ${THRESHOLDS.title.max} märgini ja pane tähtsaimad sõnad ette, muidu kärbib Google selle otsingutulemuses.`,
  },
);

export const DESCRIPTION_CARD = lengthCard(
  'description',
  process.env.SITE_LOCALE === 'en' ? 'Meta description' : 'Metakirjeldus',
  WHY.description,
  (r) => ({ text: r.htmlAnalysis.metaDescription, length: r.htmlAnalysis.metaDescriptionLength }),
  gradeDescriptionLength,
  THRESHOLDS.description,
  process.env.SITE_LOCALE === 'en'
    ? 'The page has no meta description, so Google picks any passage of the page for its results.'
    : 'Lehel puudub metakirjeldus, Google valib otsingusse ise mõne lõigu lehe tekstist.',
  process.env.SITE_LOCALE === 'en' ? {
    missing: `Add a description of ${THRESHOLDS.description.min}–${THRESHOLDS.description.max} characters to the home page (in WordPress, the “Meta description” field of Yoast or Rank Math).`,
    short: `Lengthen the description to ${THRESHOLDS.description.min}–${THRESHOLDS.description.max} characters: say what you offer and why people should choose you.`,
    long: `Shorten the description to ${THRESHOLDS.description.max} characters, or Google will cut it off in search results.`,
  } : {
    missing: `Lisa avalehele ${THRESHOLDS.description.min}–${THRESHOLDS.description.max} märgi pikkune kirjeldus (WordPressis Yoasti või Rank Mathi väli „Metakirjeldus“).`,
    short: `Pikenda kirjeldust ${THRESHOLDS.description.min}–${THRESHOLDS.description.max} märgini: ütle, mida pakud ja miks just sinu juurde tulla.`,
    long: `Lühenda kirjeldust ${THRESHOLDS.description.max} märgini, muidu kärbib Google selle otsingutulemuses.`,
  },
);

export const H1_CARD = defineCard<'notRead' | 'one' | 'none' | 'several', { count: number; reason: string }>({
  id: 'h1',
  title: process.env.SITE_LOCALE === 'en' ? 'Main heading (H1)' : 'Põhipealkiri (H1)',
  why: WHY.h1,
  assess: ({ htmlAnalysis: html }) => {
    const facts = { count: html.h1Count, reason: unread(html.error) };
    if (html.error) return { outcome: 'notRead', grade: 'unknown', facts };
    const grade = gradeH1Count(html.h1Count);
    return { outcome: html.h1Count === 1 ? 'one' : html.h1Count === 0 ? 'none' : 'several', grade, facts };
  },
  say: process.env.SITE_LOCALE === 'en' ? {
    notRead: { value: '–', found: ({ reason }) => reason },
    one: { value: '1', found: 'The page has exactly one main heading, as it should.' },
    none: {
      value: '0',
      found: 'The page has no main heading (H1).',
      fix: 'Make the page’s main title an H1 (in the WordPress block editor, set the heading block to level H1).',
    },
    several: {
      value: ({ count }) => String(count),
      found: ({ count }) => `The page has ${count} main headings. Google says several are fine; one clear main heading still makes the topic plainer.`,
      fix: 'If you like, keep level H1 for the page’s main title only and change the others to H2.',
    },
  } : {
    notRead: { value: '–', found: ({ reason }) => reason },
    one: { value: '1', found: 'Lehel on täpselt üks põhipealkiri, nagu peab.' },
    none: {
      value: '0',
      found: 'Lehel pole ühtegi põhipealkirja (H1).',
      fix: 'Tee lehe peamisest pealkirjast H1 (WordPressi plokiredaktoris pealkirjaploki tase H1).',
    },
    several: {
      value: ({ count }) => String(count),
      found: ({ count }) => `Lehel on ${count} põhipealkirja. Google’i sõnul on mitu lubatud; üks selge põhipealkiri teeb lehe teema siiski selgemaks.`,
      fix: 'Soovi korral jäta tase H1 ainult lehe peamisele pealkirjale ja muuda teised H2-ks.',
    },
  },
});

type MetadataFacts = { label: string; lang: string | null; canonical: boolean; shortcomings: number; steps: string[]; reason: string };

/** "paranda pealkiri ja kirjeldus, lisa keele märge …": what the metadata's shortcomings need, in order. */
function metadataSteps(html: TestResult['htmlAnalysis']): string[] {
  if (process.env.SITE_LOCALE === 'en') {
    const fixTexts = [
      gradeTitleLength(html.titleLength) === 'good' ? '' : 'title',
      gradeDescriptionLength(html.metaDescriptionLength) === 'good' ? '' : 'description',
      gradeH1Count(html.h1Count) === 'good' ? '' : 'H1',
    ].filter(Boolean);
    return [
      fixTexts.length ? `fix the ${fixTexts.length > 1 ? `${fixTexts.slice(0, -1).join(', ')} and ${fixTexts.at(-1)}` : fixTexts[0]} (see the cards above)` : '',
      html.langAttribute ? '' : 'state the page’s language in its code, e.g. <html lang="en">',
      html.canonicalUrl ? '' : 'add a canonical address (<link rel="canonical">; in WordPress, Yoast or Rank Math adds it)',
    ].filter(Boolean);
  }
  const fixTexts = [
    gradeTitleLength(html.titleLength) === 'good' ? '' : 'pealkiri',
    gradeDescriptionLength(html.metaDescriptionLength) === 'good' ? '' : 'kirjeldus',
    gradeH1Count(html.h1Count) === 'good' ? '' : 'H1',
  ].filter(Boolean);
  return [
    fixTexts.length ? `paranda ${fixTexts.length > 1 ? `${fixTexts.slice(0, -1).join(', ')} ja ${fixTexts.at(-1)}` : fixTexts[0]} (vaata kaarte ülal)` : '',
    html.langAttribute ? '' : 'lisa lehe keele märge <html lang="et">',
    html.canonicalUrl ? '' : 'lisa kanooniline aadress (<link rel="canonical">, WordPressis lisab selle Yoast või Rank Math)',
  ].filter(Boolean);
}

/** Advice parts as one sentence: "Lisa …; paranda …." (empty when there is nothing to do). */
const sentence = (parts: string[]) => {
  const text = parts.join('; ');
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : '';
};

export const METADATA_CARD = defineCard<'notRead' | 'read', MetadataFacts>({
  id: 'metadata',
  title: process.env.SITE_LOCALE === 'en' ? 'Metadata overall' : 'Metaandmed kokku',
  why: WHY.metadata,
  assess: ({ htmlAnalysis: html }) => {
    if (html.error) return { outcome: 'notRead', grade: 'unknown', facts: { label: '', lang: null, canonical: false, shortcomings: 0, steps: [], reason: unread(html.error) } };
    const meta = gradeMetadata(html);
    return {
      outcome: 'read',
      grade: meta.grade,
      facts: { label: meta.label, lang: html.langAttribute, canonical: Boolean(html.canonicalUrl), shortcomings: meta.shortcomings, steps: metadataSteps(html), reason: '' },
    };
  },
  say: {
    notRead: { value: '–', found: ({ reason }) => reason },
    read: {
      value: ({ label }) => label,
      badge: ({ label }) => label,
      found: ({ lang, canonical, shortcomings }) =>
        process.env.SITE_LOCALE === 'en'
          ? `Language: ${lang ?? 'not set'} · canonical address: ${canonical ? 'present' : 'missing'} · ${countLabel(shortcomings, { one: 'shortcoming', other: 'shortcomings' })}.`
          : `Keel: ${lang ?? 'määramata'} · kanooniline aadress: ${canonical ? 'olemas' : 'puudub'} · ${countLabel(shortcomings, { one: 'puudujääk', other: 'puudujääki' })}.`,
      fix: ({ steps }) => sentence(steps),
    },
  },
});

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

/** What robots.txt says, in words. */
function robotsInWords({ robotsTxt: robots }: TestResult): string {
  if (process.env.SITE_LOCALE === 'en') {
    if (robots.error) return 'could not be checked';
    if (!robots.exists) return 'missing';
    if (robots.blocksAll && robots.blocksGooglebot) return 'blocks the whole site for all search engines';
    if (robots.blocksGooglebot) return 'blocks the whole site for Google’s crawler (Googlebot)';
    if (robots.blocksAll) return 'blocks the whole site for search engines, but lets Google’s crawler (Googlebot) in';
    return 'present';
  }
  if (robots.error) return 'ei õnnestunud kontrollida';
  if (!robots.exists) return 'puudub';
  if (robots.blocksAll && robots.blocksGooglebot) return 'keelab kogu saidi kõigile otsingumootoritele';
  if (robots.blocksGooglebot) return 'keelab kogu saidi Google’i robotile (Googlebot)';
  if (robots.blocksAll) return 'keelab kogu saidi otsingumootoritele, Google’i robotile (Googlebot) on see lubatud';
  return 'olemas';
}

/** What the two files need: a block lifted first (it hides the whole site), then what is missing. */
function serverFilesSteps(robots: TestResult['robotsTxt'], sitemap: { exists: boolean; error: string | null }): string[] {
  if (process.env.SITE_LOCALE === 'en') {
    if (robots.exists && (robots.blocksAll || robots.blocksGooglebot)) {
      return ['remove the line “Disallow: /” that blocks the whole site from robots.txt (in WordPress: Settings → Reading → untick “Discourage search engines from indexing this site”)'];
    }
    return [
      robots.exists || robots.error ? '' : 'add a robots.txt file to the root folder of the site that allows indexing and names your sitemap.xml on a “Sitemap:” line',
      sitemap.exists || sitemap.error ? '' : 'add a sitemap.xml (in WordPress, Yoast or Rank Math makes one, or WordPress itself at /wp-sitemap.xml) and name it in robots.txt',
    ].filter(Boolean);
  }
  if (robots.exists && (robots.blocksAll || robots.blocksGooglebot)) {
    return ['eemalda robots.txt-st rida „Disallow: /“, mis keelab kogu saidi (WordPressis: Seaded → Lugemine → võta ära linnuke „Keela otsingumootoritel seda saiti indekseerida“, inglise keeles „Discourage search engines from indexing this site“)'];
  }
  return [
    robots.exists || robots.error ? '' : 'lisa saidi juurkausta fail robots.txt, mis lubab saidi indekseerida ja nimetab reaga „Sitemap:“ sinu sitemap.xml-i',
    sitemap.exists || sitemap.error ? '' : 'lisa sitemap.xml (WordPressis teeb selle Yoast, Rank Math või WordPress ise aadressil /wp-sitemap.xml) ja nimeta see robots.txt-s',
  ].filter(Boolean);
}

/** What was found of the sitemap, in words: where Google finds it, or why not. */
function sitemapInWords(sitemapXml: TestResult['sitemapXml'], elsewhere: string | null): string {
  if (process.env.SITE_LOCALE === 'en') return elsewhere ? `present at ${elsewhere}` : sitemapXml.error ? 'could not be checked' : sitemapXml.exists ? 'present' : 'missing';
  return elsewhere
    ? `olemas aadressil ${elsewhere}`
    : sitemapXml.error
      ? 'ei õnnestunud kontrollida'
      : sitemapXml.exists
        ? 'olemas'
        : 'puudub';
}

export const SERVER_FILES_CARD = defineCard<'notChecked' | 'graded', { label: string; robots: string; sitemap: string; steps: string[] }>({
  id: 'server-files',
  title: process.env.SITE_LOCALE === 'en' ? 'robots.txt and sitemap.xml' : 'robots.txt ja sitemap.xml',
  why: WHY.serverFiles,
  assess: (r) => {
    // A sitemap found elsewhere (robots.txt's Sitemap: line, /sitemap_index.xml) counts as the sitemap: "puudub"
    // is said only when there is none anywhere Google looks.
    const elsewhere = !r.sitemapXml.exists && (r.sitemaps?.files.length ?? 0) > 0 ? r.sitemaps.files[0] : null;
    const sitemap = elsewhere ? { exists: true, error: null } : r.sitemapXml;
    const facts = {
      label: '',
      robots: robotsInWords(r),
      sitemap: sitemapInWords(r.sitemapXml, elsewhere),
      steps: serverFilesSteps(r.robotsTxt, sitemap),
    };
    if (r.robotsTxt.error && sitemap.error) return { outcome: 'notChecked', grade: 'unknown', facts };
    const files = gradeServerFiles(r.robotsTxt, sitemap);
    return { outcome: 'graded', grade: files.grade, facts: { ...facts, label: files.label } };
  },
  say: {
    notChecked: { value: '–', found: ({ robots, sitemap }) => `robots.txt: ${robots} · sitemap.xml: ${sitemap}.` },
    graded: {
      value: ({ label }) => label,
      badge: ({ label }) => label,
      found: ({ robots, sitemap }) => `robots.txt: ${robots} · sitemap.xml: ${sitemap}.`,
      fix: ({ steps }) => sentence(steps),
    },
  },
});

/** The section's cards, in the order shown. */
export const SEO_CARDS: CardBuilder[] = [
  TITLE_CARD,
  DESCRIPTION_CARD,
  H1_CARD,
  METADATA_CARD,
  IMAGES_CARD,
  STRUCTURED_DATA_CARD,
  SOCIAL_CARD,
  SERVER_FILES_CARD,
];
