/**
 * The labels of the site's calls to action: one label per destination, one destination per label (docs/editing.md,
 * "Button labels"). Wherever the specification does not fix a label, a button or button-like link that leads to
 * one of these places reads its label from here, so the same words always lead to the same place, on both sites.
 * The specification's own fixed labels stay where they are written (the audit form's 'Kontrolli mu veebilehte',
 * the menu's 'Tasuta audit', the articles' 'Mida minu lehel muuta?', …); tests/e2e/labels.spec.ts checks every page
 * of both exports.
 */
export const ACTIONS: {
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
} =
  process.env.SITE_LOCALE === 'en'
    ? {
        quote: 'Get a quote',
        audit: 'Get a free audit',
        tester: 'Test your site',
        checklist: 'See what drives customers away',
        talk: 'Talk to us',
        portfolio: 'See our work',
      }
    : {
        quote: 'Küsi pakkumist',
        audit: 'Telli tasuta audit',
        tester: 'Testi oma lehte',
        checklist: 'Vaata, mis kliente peletab',
        talk: 'Räägi meiega',
        portfolio: 'Vaata tehtud töid',
      };
