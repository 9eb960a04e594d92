import type { CaseStudyId, CaseStudyMetric } from '@/content/case-studies';

/** What a client story says in words (its facts, company name, pictures, dates and link, are content/case-studies.ts's). */
export interface CaseStudyWords {
  /** The company's name in the genitive ("Elujõu"; in English the possessive, "Elujõud’s"), before "lugu" / "story". */
  companyGenitive: string;
  /** What the screenshots show ("Elujõu e-poe avaleht"). */
  subject: string;
  /** Alt texts of the full before and after screenshots. */
  beforeAlt: string;
  afterAlt: string;
  industry: string;
  /** The result in one line ("3 korda suurem müügitulu kahe kuuga"). */
  improvement: string;
  description: string;
}

/**
 * The client stories (content/case-studies.ts joins these words to their facts by id), the results table's words,
 * and #why-us (components/home/CaseStudies.tsx), where the stories are told with before and after screenshots.
 */
export interface HomeCaseStudiesMessages {
  stories: Readonly<Record<CaseStudyId, CaseStudyWords>>;
  stats: {
    /** The results table's rows, by metric. */
    metrics: Readonly<Record<CaseStudyMetric, string>>;
    /** A speed score of 0–100 ("32%" as the specification writes it in Estonian; "32/100" in English). */
    score: (score: number) => string;
    /** A visit's length ("1 min 24 s", "17 s"). */
    duration: (minutes: number, seconds: number) => string;
    /** Whose numbers the table shows ("Elujõu e-pood"). */
    owner: string;
    /** The table's caption: the two periods compared, and that the client approved the figures. */
    caption: (p: { owner: string; measured: string; compared: string }) => string;
  };
  section: {
    eyebrow: string;
    title: string;
    lead: string;
    /** After a screenshot's alt text, in the name of its frame. */
    fullPage: string;
    /** The badges on the two screenshots. */
    before: string;
    after: string;
    /** The story's button, and the rest of its name read after it ("Mis juhtus? Elujõu lugu"). */
    whatHappened: string;
    story: (companyGenitive: string) => string;
  };
}
