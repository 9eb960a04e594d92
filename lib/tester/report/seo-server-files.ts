/**
 * The SEO section's card on the two files that lead Google to the pages: robots.txt and sitemap.xml.
 */
import { gradeServerFiles } from '@/lib/tester/report/grading';
import { sentence, WHY } from '@/lib/tester/report/seo-common';
import type { TestResult } from '@/lib/tester/state/schema';
import { defineCard } from '@/lib/tester/report/cards';

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

