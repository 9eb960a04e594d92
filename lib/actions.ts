/**
 * The site's two main actions, each with one wording wherever the specification does not fix a label (README,
 * "Button labels"). Buttons and button-like links read their label from here.
 */
export const ACTIONS = {
  /** Asking for a quote: leads to the contact form (or the contact call to action). */
  quote: 'Küsi pakkumist',
  /** Checking your own site: the free audit or the website tester. */
  check: 'Kontrolli mu veebilehte',
} as const;
