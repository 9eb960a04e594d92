/**
 * What the results view shows, as plain data: the summary and one card per check. Each card says what was
 * found, its grade and, in one sentence, why it matters to a business. Pure, so every word is testable.
 */
import {
  gradeBounceRate,
  gradeDescriptionLength,
  gradeH1Count,
  gradeHtmlErrors,
  gradeMetadata,
  gradePagesPerVisit,
  gradeScore,
  gradeServerFiles,
  gradeSpeed,
  gradeTitleLength,
  gradeVisitDuration,
  performsWell,
  THRESHOLDS,
  type Grade,
} from '@/lib/tester/grading';
import type { TestResult } from '@/lib/tester/schema';

/** A card's grade; "unknown" when the check could not be done. */
export type CardGrade = Grade | 'unknown';

export const GRADE_LABELS: Record<CardGrade, string> = {
  good: 'Hea',
  warning: 'Keskmine',
  bad: 'Nõrk',
  unknown: 'Ei õnnestunud kontrollida',
};

export const SSL_IN_PROGRESS = 'Kontrollitakse...';

export interface ResultCard {
  id: string;
  title: string;
  /** The headline value, e.g. "92/100" or "Kehtiv". */
  value: string;
  grade: CardGrade;
  /** Short word for the grade shown on the badge (a metadata or server-file grade word where the spec has one). */
  gradeLabel: string;
  /** What was found, in plain words. Values from the tested site are plain text. */
  found: string;
  /** One sentence: why this matters. */
  why: string;
  /** The technical error text, when the check failed. */
  technical?: string;
}

export interface ResultSection {
  id: string;
  title: string;
  intro: string;
  cards: ResultCard[];
}

export interface StatsCard {
  id: string;
  title: string;
  value: string;
  grade: Grade;
}

export interface ResultSummary {
  title: string;
  text: string;
  performsWell: boolean | null;
  counts: Record<CardGrade, number>;
}

export interface TestReport {
  summary: ResultSummary;
  sections: ResultSection[];
  stats: StatsCard[];
}

const card = (c: Omit<ResultCard, 'gradeLabel'> & { gradeLabel?: string }): ResultCard => ({
  ...c,
  gradeLabel: c.gradeLabel ?? GRADE_LABELS[c.grade],
});

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function speedSection(r: TestResult): ResultSection {
  const lh = r.lighthouse;
  const measured = !lh.error;
  const scoreCard = (id: string, title: string, value: number, grade: Grade, found: string, why: string) =>
    card({
      id,
      title,
      value: measured ? `${value}/100` : '–',
      grade: measured ? grade : 'unknown',
      found: measured ? found : 'Google PageSpeed Insights ei andnud seekord tulemust.',
      why,
      technical: lh.error ?? undefined,
    });
  return {
    id: 'speed',
    title: 'Kiirus ja kvaliteet',
    intro: 'Google PageSpeed Insightsi mõõtmine mobiiltelefoni vaates, hinne 0–100.',
    cards: [
      scoreCard(
        'performance',
        'Kiirus mobiilis',
        lh.performance,
        gradeSpeed(lh.performance),
        `Google hindab lehe kiirust telefonis ${lh.performance} punktiga sajast.`,
        '40% külastajatest lahkub, kui leht laeb kauem kui 3 sekundit, nii et aeglane leht kaotab kliente enne, kui nad midagi näevad.',
      ),
      scoreCard(
        'seo',
        'SEO',
        lh.seo,
        gradeScore(lh.seo),
        `Google'i SEO-kontroll andis ${lh.seo} punkti sajast.`,
        'Mida paremini Google su lehest aru saab, seda kõrgemal see otsingus on ja seda rohkem uusi kliente su üles leiab.',
      ),
      scoreCard(
        'accessibility',
        'Ligipääsetavus',
        lh.accessibility,
        gradeScore(lh.accessibility),
        `Ligipääsetavuse kontroll andis ${lh.accessibility} punkti sajast.`,
        'Loetav tekst, piisav kontrast ja selged nupud aitavad iga külastaja päringu või ostuni, ka väikesel ekraanil.',
      ),
      scoreCard(
        'best-practices',
        'Parimad praktikad',
        lh.bestPractices,
        gradeScore(lh.bestPractices),
        `Tehniliste standardite kontroll andis ${lh.bestPractices} punkti sajast.`,
        'Tänapäevased tehnilised standardid hoiavad lehe töökindla ja väldivad brauseri hoiatusi, mis külastajaid hirmutavad.',
      ),
    ],
  };
}

function sslCard(r: TestResult): ResultCard {
  const why = 'Ilma HTTPS-ita näitab brauser hoiatust „Pole turvaline“ ja paljud külastajad lahkuvad kohe.';
  const base = { id: 'ssl', title: 'Turvaline ühendus (SSL)', why };
  if (r.ssl.status === 'IN_PROGRESS') {
    return card({ ...base, value: SSL_IN_PROGRESS, grade: 'warning', found: 'HTTPS-ühendus ei vastanud 5 sekundi jooksul, tulemus selgub hiljem.' });
  }
  if (r.ssl.valid) {
    return card({ ...base, value: 'Kehtiv', grade: 'good', found: `Leht avaneb turvalise https-ühendusega (${r.ssl.issuedTo ?? r.displayUrl}).` });
  }
  if (r.ssl.error && r.httpStatus.status === 0) {
    return card({ ...base, value: '–', grade: 'unknown', found: 'Leht ei vastanud, seega ei saanud turvalist ühendust kontrollida.', technical: r.ssl.error });
  }
  return card({ ...base, value: 'Puudub', grade: 'bad', found: 'Leht ei avane turvalise https-ühendusega.', technical: r.ssl.error ?? undefined });
}

function httpStatusCard(r: TestResult): ResultCard {
  const { status, statusText, error } = r.httpStatus;
  const why = 'Kui server vastab veaga, ei näe lehte ei külastaja ega Google.';
  if (status === 0) {
    return card({ id: 'http-status', title: 'Serveri vastus', value: 'Vastust pole', grade: 'bad', found: 'Server ei vastanud päringule.', why, technical: error ?? undefined });
  }
  const grade: Grade = status < 300 ? 'good' : status < 400 ? 'warning' : 'bad';
  const found =
    grade === 'good'
      ? 'Server vastab korrektselt ja leht avaneb.'
      : grade === 'warning'
        ? 'Server suunab päringu edasi teisele aadressile.'
        : 'Server vastab veateatega, leht ei avane korralikult.';
  return card({ id: 'http-status', title: 'Serveri vastus', value: `${status}${statusText ? ` ${statusText}` : ''}`, grade, found, why, technical: error ?? undefined });
}

function htmlErrorsCard(r: TestResult): ResultCard {
  const { errors, warnings, error } = r.w3c;
  const why = 'Vigane kood võib lehe mõnes brauseris katki näidata ja teeb Google’ile lehe lugemise raskemaks.';
  if (error) {
    return card({ id: 'html-errors', title: 'HTML vead', value: '–', grade: 'unknown', found: error, why });
  }
  return card({
    id: 'html-errors',
    title: 'HTML vead',
    value: plural(errors, 'viga', 'viga'),
    grade: gradeHtmlErrors(errors),
    found: `W3C validaator leidis ${plural(errors, 'vea', 'viga')} ja ${plural(warnings, 'hoiatuse', 'hoiatust')}.`,
    why,
  });
}

function securityCard(r: TestResult): ResultCard {
  return card({
    id: 'security',
    title: 'Turvaskoor',
    value: `${r.security.score}/100`,
    grade: gradeScore(r.security.score),
    found: 'Esialgne hinnang. Serveri ja tarkvara turvaseadeid kontrollime lähemalt tasuta auditis.',
    why: 'Uuendamata tarkvara ja puuduvad turvaseaded on kõige sagedasem põhjus, miks väikeettevõtte veebileht häkitakse.',
  });
}

function technicalSection(r: TestResult): ResultSection {
  return {
    id: 'technical',
    title: 'Turvalisus ja tehnika',
    intro: 'Kas leht avaneb turvaliselt, vastab korrektselt ja on kirjutatud veatu koodiga.',
    cards: [sslCard(r), httpStatusCard(r), htmlErrorsCard(r), securityCard(r)],
  };
}

function seoSection(r: TestResult): ResultSection {
  const html = r.htmlAnalysis;
  const pageRead = !html.error;
  const notRead = (id: string, title: string, why: string, technical?: string): ResultCard =>
    card({ id, title, value: '–', grade: 'unknown', found: 'Lehe sisu ei õnnestunud lugeda.', why, technical });

  const whyTitle = 'Pealkiri on esimene asi, mida inimene Google’i otsingutulemustes näeb, ja hea pealkiri toob rohkem klikke.';
  const whyDescription = 'Kirjeldus on otsingutulemuses pealkirja all olev tekst, mis veenab inimest just sinu lehele tulema.';
  const whyH1 = 'Üks selge põhipealkiri ütleb nii külastajale kui Google’ile kohe, millest leht räägib.';
  const whyMeta = 'Korras metaandmed aitavad Google’il lehte õigesti näidata ja õigele keelele pakkuda.';
  const whyImages = 'Alt-tekst kirjeldab pilti ekraanilugejale ja Google’i pildiotsingule, ilma selleta jääb osa sisust nähtamatuks.';
  const whyStructured = 'Struktureeritud andmetega saab Google näidata otsingus ettevõtte infot, hindu või hinnanguid, mis toovad rohkem klikke.';
  const whySocial = 'Kui keegi jagab su lehte Facebookis või LinkedInis, otsustavad pilt ja pealkiri, kas sellele klikitakse.';
  const whyFiles = 'Need failid juhatavad Google’i su lehtedeni, ja vale robots.txt võib terve saidi otsingust peita.';

  const cards: ResultCard[] = [];
  if (!pageRead) {
    cards.push(
      notRead('title', 'Lehe pealkiri', whyTitle, html.error ?? undefined),
      notRead('description', 'Metakirjeldus', whyDescription, html.error ?? undefined),
      notRead('h1', 'Põhipealkiri (H1)', whyH1, html.error ?? undefined),
      notRead('metadata', 'Metaandmed kokku', whyMeta, html.error ?? undefined),
    );
  } else {
    const { min: tMin, max: tMax } = THRESHOLDS.title;
    const { min: dMin, max: dMax } = THRESHOLDS.description;
    cards.push(
      card({
        id: 'title',
        title: 'Lehe pealkiri',
        value: html.title ? plural(html.titleLength, 'märk', 'märki') : 'Puudub',
        grade: gradeTitleLength(html.titleLength),
        found: html.title ? `„${html.title}“ (soovitus ${tMin}–${tMax} märki)` : 'Lehel puudub pealkiri (title).',
        why: whyTitle,
      }),
      card({
        id: 'description',
        title: 'Metakirjeldus',
        value: html.metaDescription ? plural(html.metaDescriptionLength, 'märk', 'märki') : 'Puudub',
        grade: gradeDescriptionLength(html.metaDescriptionLength),
        found: html.metaDescription
          ? `„${html.metaDescription}“ (soovitus ${dMin}–${dMax} märki)`
          : 'Lehel puudub metakirjeldus, Google valib otsingusse ise suvalise lõigu.',
        why: whyDescription,
      }),
      card({
        id: 'h1',
        title: 'Põhipealkiri (H1)',
        value: String(html.h1Count),
        grade: gradeH1Count(html.h1Count),
        found:
          html.h1Count === 1
            ? 'Lehel on täpselt üks põhipealkiri, nagu peab.'
            : html.h1Count === 0
              ? 'Lehel pole ühtegi põhipealkirja (H1).'
              : `Lehel on ${html.h1Count} põhipealkirja, soovitus on üks.`,
        why: whyH1,
      }),
    );
    const meta = gradeMetadata(html);
    cards.push(
      card({
        id: 'metadata',
        title: 'Metaandmed kokku',
        value: meta.label,
        grade: meta.grade,
        gradeLabel: meta.label,
        found: `Keel: ${html.langAttribute ?? 'määramata'} · kanooniline aadress: ${html.canonicalUrl ? 'olemas' : 'puudub'} · ${plural(meta.shortcomings, 'puudujääk', 'puudujääki')}.`,
        why: whyMeta,
      }),
    );
  }

  const img = r.imageAnalysis;
  if (img.error || !pageRead) {
    cards.push(notRead('images', 'Piltide alt-tekstid', whyImages, img.error));
  } else {
    const missing = img.imagesWithoutAlt + img.imagesWithEmptyAlt;
    cards.push(
      card({
        id: 'images',
        title: 'Piltide alt-tekstid',
        value: `${img.altCoverage}%`,
        grade: gradeScore(img.altCoverage),
        found:
          img.totalImages === 0
            ? 'Lehel pole pilte, seega pole ka alt-tekste vaja.'
            : missing === 0
              ? img.totalImages === 1
                ? 'Lehel on 1 pilt ja sellel on kirjeldus (alt-tekst).'
                : `Lehel on ${img.totalImages} pilti ja kõigil on kirjeldus (alt-tekst).`
              : `${plural(img.totalImages, 'pilt', 'pilti')}, neist ${missing} ilma kirjelduseta (${img.imagesWithoutAlt} ilma alt-tekstita, ${img.imagesWithEmptyAlt} tühja alt-tekstiga).`,
        why: whyImages,
      }),
    );
  }

  const sd = r.structuredData;
  if (sd.error || !pageRead) {
    cards.push(notRead('structured-data', 'Struktureeritud andmed', whyStructured, sd.error));
  } else {
    const has = sd.hasJsonLd || sd.hasMicrodata;
    const parts = [sd.hasJsonLd ? `${sd.jsonLdCount} JSON-LD plokki` : '', sd.hasMicrodata ? `${sd.microdataCount} mikroandmete elementi` : ''].filter(Boolean);
    cards.push(
      card({
        id: 'structured-data',
        title: 'Struktureeritud andmed',
        value: has ? 'Olemas' : 'Puudub',
        grade: has ? 'good' : 'warning',
        found: has
          ? `${parts.join(' ja ')}${sd.types.length ? `, tüübid: ${sd.types.join(', ')}` : ''}.`
          : 'Lehel pole struktureeritud andmeid (JSON-LD ega mikroandmeid).',
        why: whyStructured,
      }),
    );
  }

  const sm = r.socialMeta;
  if (sm.error || !pageRead) {
    cards.push(notRead('social', 'Jagamine sotsiaalmeedias', whySocial, sm.error));
  } else {
    cards.push(
      card({
        id: 'social',
        title: 'Jagamine sotsiaalmeedias',
        value: `${sm.overallScore}%`,
        grade: gradeScore(sm.overallScore),
        found: `Open Graph ${sm.openGraph.coverage}%, Twitteri kaart ${sm.twitterCard.coverage}%, favicon ${sm.hasFavicon ? 'olemas' : 'puudub'}.`,
        why: whySocial,
      }),
    );
  }

  const files = gradeServerFiles(r.robotsTxt, r.sitemapXml);
  const filesFailed = Boolean(r.robotsTxt.error && r.sitemapXml.error);
  const robotsText = r.robotsTxt.error
    ? 'ei õnnestunud kontrollida'
    : r.robotsTxt.exists
      ? r.robotsTxt.blocksAll
        ? 'keelab kogu saidi otsingumootoritele'
        : 'olemas'
      : 'puudub';
  const sitemapText = r.sitemapXml.error ? 'ei õnnestunud kontrollida' : r.sitemapXml.exists ? 'olemas' : 'puudub';
  cards.push(
    card({
      id: 'server-files',
      title: 'robots.txt ja sitemap.xml',
      value: filesFailed ? '–' : files.label,
      grade: filesFailed ? 'unknown' : files.grade,
      gradeLabel: filesFailed ? undefined : files.label,
      found: `robots.txt: ${robotsText} · sitemap.xml: ${sitemapText}.`,
      why: whyFiles,
      technical: [r.robotsTxt.error, r.sitemapXml.error].filter(Boolean).join(', ') || undefined,
    }),
  );

  return {
    id: 'seo',
    title: 'SEO põhitõed',
    intro: 'Mida Google ja sotsiaalmeedia su avalehelt välja loevad.',
    cards,
  };
}

function statsCards(r: TestResult): StatsCard[] {
  const s = r.stats;
  return [
    { id: 'bounce-rate', title: 'Põrkemäär', value: `${s.bounceRate}%`, grade: gradeBounceRate(s.bounceRate) },
    { id: 'visit-duration', title: 'Keskmine külastuse aeg', value: s.avgVisitDuration, grade: gradeVisitDuration(s.avgVisitDuration) },
    { id: 'pages-per-visit', title: 'Lehti külastuse kohta', value: s.pagesPerVisit.toFixed(1).replace('.', ','), grade: gradePagesPerVisit(s.pagesPerVisit) },
    { id: 'monthly-visitors', title: 'Külastajaid kuus', value: s.monthlyVisitors.toLocaleString('et-EE'), grade: 'good' },
  ];
}

function summaryOf(r: TestResult, sections: ResultSection[]): ResultSummary {
  const counts: Record<CardGrade, number> = { good: 0, warning: 0, bad: 0, unknown: 0 };
  for (const section of sections) for (const c of section.cards) counts[c.grade]++;
  const speedKnown = !r.lighthouse.error;
  const well = speedKnown ? performsWell(r.lighthouse.performance) : null;
  const site = r.displayUrl;
  const title =
    well === true ? `${site} toimib hästi` : well === false ? `${site} vajab parandamist` : `${site} analüüs on valmis`;
  const issues = counts.bad + counts.warning;
  const lead =
    well === true
      ? `Leht on kiire (${r.lighthouse.performance}/100).`
      : well === false
        ? `Leht on telefonis aeglane (${r.lighthouse.performance}/100) ja see peletab külastajaid.`
        : 'Kiirust ei õnnestunud seekord mõõta.';
  const rest =
    issues === 0
      ? 'Kõik kontrollitud näitajad on korras.'
      : `Leidsime ${plural(issues, 'koha', 'kohta')}, mida tasub parandada: ${counts.bad} olulist ja ${counts.warning} väiksemat.`;
  return { title, text: `${lead} ${rest}`, performsWell: well, counts };
}

export function buildReport(result: TestResult): TestReport {
  const sections = [speedSection(result), technicalSection(result), seoSection(result)];
  return { summary: summaryOf(result, sections), sections, stats: statsCards(result) };
}
