import { z } from 'zod';
import { contentList } from '@/lib/content';
import { blogArticlePath } from '@/lib/routes';

/** Slugs of the two case-study articles (the blog's MDX files use the same slugs). */
export const CASE_STUDY_SLUGS = {
  supplements: 'kahe-kuuga-3x-muugitulu-kuidas-veebilehe-optimeerimine-e-poe-muuki-tostab',
  mopeds: 'mopeediosade-e-pood-uus-veebileht-ja-kaks-korda-rohkem-tellimusi',
} as const;

const statSchema = z.object({ metric: z.string(), before: z.string(), after: z.string() });
export type CaseStudyStat = z.infer<typeof statSchema>;

/** The case-study results table (spec section 3): metric, before, after. */
export const caseStudyStats: readonly CaseStudyStat[] = contentList(statSchema, 'metric', 'content/case-studies.ts').parse([
  { metric: 'Kiirus mobiilis', before: '32%', after: '88%' },
  { metric: 'Kiirus arvutis', before: '71%', after: '92%' },
  { metric: 'Külastajaid kuus', before: '900', after: '2100' },
  { metric: 'Lehevaatamisi kuus', before: '3400', after: '8500' },
  { metric: 'Keskmine külastuse aeg', before: '17s', after: '1min 24s' },
  { metric: 'Põrkemäär', before: '75%', after: '32%' },
]);

const caseStudySchema = z.object({
  id: z.string(),
  company: z.string(),
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
  link: z.string().startsWith('/blogi/'),
});

export type CaseStudy = z.infer<typeof caseStudySchema>;

/** Size of the slider crops (sliderBefore/sliderAfter): the top 640×800 of the screenshots. */
export const SLIDER_IMAGE_SIZE = { width: 640, height: 800 } as const;

/** The two client stories: the food-supplement shop (3x revenue) and the moped-parts shop. */
export const caseStudies: readonly CaseStudy[] = contentList(caseStudySchema, 'id', 'content/case-studies.ts').parse([
  {
    id: 'elujoud',
    company: 'Elujõud',
    industry: 'Toidulisandite e-pood',
    improvement: '3x müügitulu kahe kuuga',
    description:
      'Aeglane ja segane e-pood kaotas külastajaid juba esimestel sekunditel. Kiirem leht, selgem tootevalik ja lihtsam ostukorv tõid kahe kuuga kolm korda rohkem müüki.',
    image: '/images/case-studies/elujoud-after.webp',
    beforeImage: '/images/case-studies/elujoud-before.webp',
    afterImage: '/images/case-studies/elujoud-after.webp',
    sliderBefore: '/images/case-studies/elujoud-before-top.webp',
    sliderAfter: '/images/case-studies/elujoud-after-top.webp',
    imageWidth: 640,
    imageHeight: 1400,
    link: blogArticlePath(CASE_STUDY_SLUGS.supplements),
  },
  {
    id: 'mopeedikoda',
    company: 'Mopeedikoda',
    industry: 'Mopeediosade e-pood',
    improvement: '2x rohkem tellimusi',
    description:
      'Tuhanded varuosad olid peidus vananenud tabelites. Uus e-pood mudelipõhise otsingu ja selgete tootekaartidega aitab kliendil õige osa minutiga üles leida.',
    image: '/images/case-studies/mopeedikoda-after.webp',
    beforeImage: '/images/case-studies/mopeedikoda-before.webp',
    afterImage: '/images/case-studies/mopeedikoda-after.webp',
    sliderBefore: '/images/case-studies/mopeedikoda-before-top.webp',
    sliderAfter: '/images/case-studies/mopeedikoda-after-top.webp',
    imageWidth: 640,
    imageHeight: 1400,
    link: blogArticlePath(CASE_STUDY_SLUGS.mopeds),
  },
]);
