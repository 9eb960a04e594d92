/** Types of scripts/test/byte-budget.mjs (plain JavaScript, run by `npm test` without a build step). */
type Kind = 'js' | 'css' | 'font';
export type MeasuredPages = Record<string, Record<Kind, Record<string, number>>>;
export interface Budget {
  margin: Record<Kind, number>;
  pages: Record<string, Record<Kind, { bytes: number; files: Record<string, number> }>>;
}
export const BUDGET_FILE: string;
export const MARGIN: Record<Kind, number>;
export function pageFiles(html: string): Record<Kind, string[]>;
export function measureExport(outDir: string): MeasuredPages;
export function budgetFrom(measured: MeasuredPages): Budget;
export function overBudget(budget: Budget, measured: MeasuredPages): string[];
