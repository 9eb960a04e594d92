/** #audit (components/home/AuditSection.tsx): the words around the free audit's form (the form's own are forms-*). */
export interface HomeAuditMessages {
  eyebrow: string;
  title: string;
  /** The lead; `turnaround`: when the results arrive ("kahe tööpäeva jooksul", lib/pricing.ts). */
  lead: (turnaround: string) => string;
  /** What the audit looks at, beside check marks. */
  checks: readonly string[];
  /** Over the form. */
  steps: string;
}
