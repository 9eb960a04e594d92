/** #checklist (components/home/Checklist.tsx): the problems a business owner recognises, and what we do about them. */
export interface HomeChecklistMessages {
  eyebrow: string;
  title: string;
  lead: string;
  /**
   * The problems, each with its heading and the sentence under it. `seconds`: how long a page may take before
   * shoppers leave, as `speedStudy` (the survey's sentence, lib/claims.ts) says; `agencyFrom`: what an agency asks.
   */
  problems: (f: { seconds: number; speedStudy: string; agencyFrom: string }) => readonly { title: string; text: string }[];
  /** The panel under the list: our solution, with the lowest price (with the VAT rule) and the usual delivery time. */
  solutionTitle: string;
  solution: (p: { onePageFrom: string; weeks: string }) => string;
}
