/**
 * The calls to action an article can end with (its frontmatter's `cta`; lib/blog/cta.ts gives each button its
 * target). The buttons' labels that are the site's shared actions (lib/actions.ts) are not repeated here.
 */
export interface BlogCtaMessages {
  /** 'case-study': to the free audit and to the prices. */
  caseStudy: { title: string; text: string; audit: string; prices: string };
  /** 'wordpress-comparison': to the contact page. */
  wordpressComparison: { title: string; text: string; quote: string };
  /** 'default': to the contact page (the shared "ask for a quote"). */
  default: { title: string; text: string };
  /** 'speed-optimization': to the tester and the contact page (shared labels). */
  speedOptimization: { title: string; text: string };
  /** 'ux-analysis': to the free audit and the portfolio (shared labels). */
  uxAnalysis: { title: string; text: string };
  /** 'audit': the audit form under a heading and a text; `turnaround` is when the audit comes ("kahe tööpäeva jooksul"). */
  audit: { title: string; text: (turnaround: string) => string };
}
