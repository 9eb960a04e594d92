import { ResultsTable } from '@/components/ui/ResultsTable';
import { CASE_STUDY_STATS_CAPTION, caseStudyStats } from '@/content/case-studies';

/** The case-study results table (metric, before, after) of the Elujõud shop, rendered from content/case-studies.ts. */
export function CaseStudyStats({ caption = CASE_STUDY_STATS_CAPTION }: { caption?: string }) {
  return <ResultsTable look="article" caption={caption} rows={caseStudyStats} />;
}
