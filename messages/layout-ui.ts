/** The words of the shared blocks of components/ui/ that say something of their own. */
export interface LayoutUiMessages {
  /** A numbered list of steps (NumberedSteps): "Samm 2", written above a step or read before its title. */
  steps: { step: (n: number) => string };
  /** A case study's results table (ResultsTable): its column headings. */
  resultsTable: { metric: string; before: string; after: string };
}
