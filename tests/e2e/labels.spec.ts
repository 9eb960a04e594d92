import { test, expect } from './fixtures';
import { exportedRoutes } from './exported-pages';
import { readLabels } from './labels';

/**
 * One label per destination, one destination per label (issue 47, item 2), over every page of the Estonian export:
 * the same accessible name never leads to two different places, and no control shares its name with anything else
 * on its page (tests/e2e/labels.ts says how a destination is read). Before, "Kontrolli mu veebilehte" led to the
 * checklist, the audit form, the tester and the audit's step 2, and "Küsi pakkumist" to /kontakt and #contact-cta.
 */

/** The specification's fixed labels that name two things, each with its reason. */
const FIXED = [
  // The header card's 'Saada sõnum' button leads to /kontakt (spec, "Header"); on /kontakt the contact form's send
  // button has the same words (docs/editing.md, "Button labels"). The card is closed while the form is in use.
  'Saada sõnum',
];

test('no label leads to two destinations on the Estonian site', async ({ page }) => {
  test.setTimeout(120_000);
  const { read, conflicts, onOnePage } = await readLabels(page, exportedRoutes(), FIXED);
  expect(read, 'links and buttons were read').toBeGreaterThan(60);
  expect(conflicts).toEqual([]);
  expect(onOnePage).toEqual([]);
});
