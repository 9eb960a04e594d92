/**
 * The labels of the site's calls to action: one label per destination, one destination per label (lib/actions.ts,
 * docs/editing.md "Button labels"). The same words always lead to the same place.
 */
export interface LayoutActionsMessages {
  /** The contact form, `/kontakt` (from the calculator with the choice prefilled in the message). */
  readonly quote: string;
  /** The free audit form, `/#audit` (or the audit form on the same page). */
  readonly audit: string;
  /** The website tester's page, `/seo-veebilehe-test`. */
  readonly tester: string;
  /** The home page's problem list, `#checklist` (the hero's button: the specification fixes its target, not its label). */
  readonly checklist: string;
  /** The contact call to action at the foot of the same page, `#contact-cta` (the tester's next steps). */
  readonly talk: string;
  /** The portfolio, `/tehtud-tood`. */
  readonly portfolio: string;
}
