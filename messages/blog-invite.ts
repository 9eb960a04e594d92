/**
 * The section under the blog's cards (components/blog/BlogInvite.tsx): two ways to find out what to fix on your own
 * site. The tester's eyebrow is its page name and the buttons are the site's shared actions, so neither is here.
 */
export interface BlogInviteMessages {
  eyebrow: string;
  title: string;
  intro: string;
  /** The free audit; `turnaround` is when it comes ("kahe tööpäeva jooksul"). */
  audit: { eyebrow: string; title: string; text: (turnaround: string) => string; points: readonly string[] };
  /** The website tester. */
  tester: { title: string; text: string; points: readonly string[] };
}
