/**
 * The SEO section's cards on what a search result shows of the page: its title, description, main heading and
 * metadata overall.
 */
import { countLabel } from '@/lib/plural';
import {
  gradeDescriptionLength,
  gradeH1Count,
  gradeMetadata,
  gradeTitleLength,
  THRESHOLDS,
  type Grade,
} from '@/lib/tester/report/grading';
import { sentence, unread, WHY } from '@/lib/tester/report/seo-common';
import type { TestResult } from '@/lib/tester/state/schema';
import { type CardBuilder, defineCard } from '@/lib/tester/report/cards';

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
