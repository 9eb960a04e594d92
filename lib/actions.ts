/**
 * The site's two main actions, each with one wording wherever the specification does not fix a label (docs/editing.md,
 * "Button labels"). Buttons and button-like links read their label from here.
 */
export const ACTIONS: { readonly quote: string; readonly check: string } =
  process.env.SITE_LOCALE === 'en'
    ? {
        /** Asking for a quote: leads to the contact form (or the contact call to action). */
        quote: 'Get a quote',
        /** Checking your own site: the free audit or the website tester. */
        check: 'Check my website',
      }
    : {
        quote: 'Küsi pakkumist',
        check: 'Kontrolli mu veebilehte',
      };
