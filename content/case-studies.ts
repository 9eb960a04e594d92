import { z } from 'zod';
import { formatLongDate, formatDateOn } from '@/lib/blog/dates';
import { contentList } from '@/lib/content';
import { formatNumber } from '@/lib/format';
import { LOCALE, type Locale } from '@/lib/i18n/locale';
import { blogArticlePath, ROUTES } from '@/lib/routes';
import type { CaseStudyWords } from '@/messages/home-case-studies';
import { HOME_CASE_STUDIES } from '@messages/home-case-studies';

/**
 * The client stories: their facts here (company names stay in every language), their words in each language's
 * messages (messages/<language>/home-case-studies.ts, by the story's id), joined below.
 */
const WORDS = HOME_CASE_STUDIES;

/**
 * Slugs of the two case-study articles on each site (the blog's MDX files use the same slugs: content/blog for
 * Estonian, content/blog-en for the English adaptations).
 */
const ARTICLE_SLUGS: Record<Locale, { readonly supplements: string; readonly mopeds: string }> = {
  et: {
    supplements: 'kahe-kuuga-3x-muugitulu-kuidas-veebilehe-optimeerimine-e-poe-muuki-tostab',
    mopeds: 'mopeediosade-e-pood-uus-veebileht-ja-kaks-korda-rohkem-tellimusi',
  },
  en: {
    supplements: 'online-shop-tripled-sales-in-two-months',
    mopeds: 'moped-parts-online-shop-twice-as-many-orders',
  },
};
/** The built site's slugs of the two case-study articles. */
export const CASE_STUDY_SLUGS = ARTICLE_SLUGS[LOCALE];

const statSchema = z.object({ metric: z.string(), before: z.string(), after: z.string() });
export type CaseStudyStat = z.infer<typeof statSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A client story's dates, stated here once: the articles quote them with <Fact name="{id}.{field}" /> and the
 * results table's caption names the measured period. tests/unit/stories.test.ts checks that they are in order,
 * that the story's article is published on `published`, and that no article cites a story published after it.
 */
const timelineSchema = z.object({
  /** The work began (the free audit or the first meeting). */
  projectStart: isoDate,
  /** The changes went live. */
  launch: isoDate,
  /** The period the results were measured in, after the launch. */
  measuredFrom: isoDate,
  measuredTo: isoDate,
  /**
   * The period they are compared with: like with like, the same weeks a year earlier (or the same length just before
   * the work began), and never overlapping the work (tests/unit/stories.test.ts); it may be before the agency existed.
   */
  comparedFrom: isoDate,
  comparedTo: isoDate,
  /** The client checked the figures and agreed to their publication. */
  approved: isoDate,
  /** The story's article appeared on the blog. */
  published: isoDate,
});
export type CaseStudyTimeline = z.infer<typeof timelineSchema>;

/** "17. märts – 16. mai 2025" (the year once when both days are in one year; in English "17 March – 16 May 2025"). */
export function formatPeriod(from: string, to: string): string {
  const start = formatLongDate(from);
  return `${from.slice(0, 4) === to.slice(0, 4) ? start.replace(/ \d{4}$/, '') : start} – ${formatLongDate(to)}`;
}

/**
 * A figure of the results table: a speed score (0–100, PageSpeed Insights), a count, a percentage or a duration in
 * seconds. The specification writes the scores as percentages ("32% to 88%"), as the Estonian table shows them; in
 * English a score is a score ("32/100") and thousands are grouped ("2,100"): the same numbers in each language's form.
 */
type Figure = { score: number } | { count: number } | { percent: number } | { seconds: number };

function formatFigure(figure: Figure): string {
  if ('score' in figure) return WORDS.stats.score(figure.score);
  if ('count' in figure) return formatNumber(figure.count);
  if ('percent' in figure) return `${figure.percent}%`;
  return WORDS.stats.duration(Math.floor(figure.seconds / 60), figure.seconds % 60);
}

/** The results, before and after, by metric (the specification's stats table); its rows' names are each language's. */
const STATS = {
  mobileSpeed: [{ score: 32 }, { score: 88 }],
  desktopSpeed: [{ score: 71 }, { score: 92 }],
  visitors: [{ count: 900 }, { count: 2100 }],
  pageViews: [{ count: 3400 }, { count: 8500 }],
  visitLength: [{ seconds: 17 }, { seconds: 84 }],
  bounceRate: [{ percent: 75 }, { percent: 32 }],
} satisfies Record<string, readonly [Figure, Figure]>;
export type CaseStudyMetric = keyof typeof STATS;

/** The case-study results table: metric, before, after (the specification's stats table). */
export const caseStudyStats: readonly CaseStudyStat[] = contentList(statSchema, 'metric', 'content/case-studies.ts').parse(
  (Object.entries(STATS) as [CaseStudyMetric, readonly [Figure, Figure]][]).map(([metric, [before, after]]) => ({
    metric: WORDS.stats.metrics[metric],
    before: formatFigure(before),
    after: formatFigure(after),
  })),
);

const caseStudySchema = z.object({
  id: z.string(),
  company: z.string(),
  /** The company name in the genitive ("Elujõu lugu"; in English the possessive, "Elujõud’s story"). */
  companyGenitive: z.string(),
  /** What the screenshots show, e.g. "Elujõu e-poe avaleht" (the before/after slider's label). */
  subject: z.string(),
  /** Alt texts of the full before and after screenshots. */
  beforeAlt: z.string(),
  afterAlt: z.string(),
  industry: z.string(),
  improvement: z.string(),
  description: z.string(),
  /** Card image (the "after" screenshot). */
  image: z.string().startsWith('/images/'),
  beforeImage: z.string().startsWith('/images/'),
  afterImage: z.string().startsWith('/images/'),
  /** Intrinsic size of the screenshots, for width/height attributes. */
  imageWidth: z.number().int().positive(),
  imageHeight: z.number().int().positive(),
  /** The top of each screenshot (what the 4:5 before/after slider shows), so the slider loads less. */
  sliderBefore: z.string().startsWith('/images/'),
  sliderAfter: z.string().startsWith('/images/'),
  link: z.string().startsWith(`${ROUTES.blog}/`),
  timeline: timelineSchema,
});

export type CaseStudy = z.infer<typeof caseStudySchema>;

/** Size of the slider crops (sliderBefore/sliderAfter): the top 640×800 of the screenshots. */
export const SLIDER_IMAGE_SIZE = { width: 640, height: 800 } as const;

/** A story's facts: everything but its id and its words (messages/home-case-studies.ts). */
type CaseStudyFacts = Omit<CaseStudy, 'id' | keyof CaseStudyWords>;

/** The two client stories, by id: the food-supplement shop (optimised: 3 times the revenue) and the moped-parts shop (a new shop). */
const STORIES = {
  elujoud: {
    company: 'Elujõud',
    image: '/images/case-studies/elujoud-after.webp',
    beforeImage: '/images/case-studies/elujoud-before.webp',
    afterImage: '/images/case-studies/elujoud-after.webp',
    sliderBefore: '/images/case-studies/elujoud-before-top.webp',
    sliderAfter: '/images/case-studies/elujoud-after-top.webp',
    imageWidth: 640,
    imageHeight: 1400,
    link: blogArticlePath(CASE_STUDY_SLUGS.supplements),
    timeline: {
      projectStart: '2025-03-03',
      launch: '2025-03-17',
      measuredFrom: '2025-03-17',
      measuredTo: '2025-05-16',
      comparedFrom: '2024-03-18',
      comparedTo: '2024-05-17',
      approved: '2025-05-22',
      published: '2025-05-26',
    },
  },
  mopeedikoda: {
    company: 'Mopeedikoda',
    image: '/images/case-studies/mopeedikoda-after.webp',
    beforeImage: '/images/case-studies/mopeedikoda-before.webp',
    afterImage: '/images/case-studies/mopeedikoda-after.webp',
    sliderBefore: '/images/case-studies/mopeedikoda-before-top.webp',
    sliderAfter: '/images/case-studies/mopeedikoda-after-top.webp',
    imageWidth: 640,
    imageHeight: 1400,
    link: blogArticlePath(CASE_STUDY_SLUGS.mopeds),
    timeline: {
      projectStart: '2025-01-13',
      launch: '2025-02-03',
      measuredFrom: '2025-02-03',
      measuredTo: '2025-03-16',
      comparedFrom: '2024-02-05',
      comparedTo: '2024-03-17',
      approved: '2025-03-20',
      published: '2025-03-25',
    },
  },
} satisfies Record<string, CaseStudyFacts>;
export type CaseStudyId = keyof typeof STORIES;

/** The stories, each with its words in the built language. */
export const caseStudies: readonly CaseStudy[] = contentList(caseStudySchema, 'id', 'content/case-studies.ts').parse(
  (Object.entries(STORIES) as [CaseStudyId, CaseStudyFacts][]).map(([id, facts]) => ({ id, ...facts, ...WORDS.stories[id] })),
);

/** Whose numbers the results table shows: the food-supplement shop, two months after its optimisation. */
export const CASE_STUDY_STATS_OWNER = WORDS.stats.owner;
const statsStudy = caseStudies.find((s) => s.id === 'elujoud')!;
const measuredPeriod = formatPeriod(statsStudy.timeline.measuredFrom, statsStudy.timeline.measuredTo);
const comparedPeriod = formatPeriod(statsStudy.timeline.comparedFrom, statsStudy.timeline.comparedTo);
/**
 * The table's caption: the two periods compared (the same weeks a year apart) and that the client approved the
 * figures, quoted from the story's timeline (the articles say where each figure comes from).
 */
export const CASE_STUDY_STATS_CAPTION = WORDS.stats.caption({ owner: CASE_STUDY_STATS_OWNER, measured: measuredPeriod, compared: comparedPeriod });

/** Facts of the stories for the articles: "elujoud.launch" -> "17. märtsil 2025" (a day in a sentence), "elujoud.measured" -> a period. */
export function caseStudyFacts(): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const study of caseStudies) {
    const t = study.timeline;
    for (const key of ['projectStart', 'launch', 'approved', 'published'] as const) facts[`${study.id}.${key}`] = formatDateOn(t[key]);
    facts[`${study.id}.measured`] = formatPeriod(t.measuredFrom, t.measuredTo);
    facts[`${study.id}.compared`] = formatPeriod(t.comparedFrom, t.comparedTo);
  }
  return facts;
}
