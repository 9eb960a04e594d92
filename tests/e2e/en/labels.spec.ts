import { test, expect } from '../fixtures';
import { exportedRoutes } from '../exported-pages';
import { readLabels } from '../labels';

/**
 * One label per destination, one destination per label (issue 47, item 2), over every page of the English export
 * (tests/e2e/labels.spec.ts does the Estonian one). Before, "Check my website" led to the checklist, the audit form,
 * the tester and the audit's step 2, and "Get a quote" to /contact and #contact-cta.
 */

/** The fixed labels that name two things, each with its reason (as on the Estonian site). */
const FIXED = [
  // The header card's button to /contact, the specification's 'Saada sõnum' (spec, "Header"), and the contact form's
  // send button with the same words on /contact, where the card is closed while the form is in use.
  'Send a message',
];

test('no label leads to two destinations on the English site', async ({ page }) => {
  test.setTimeout(120_000);
  const { read, conflicts, onOnePage } = await readLabels(page, exportedRoutes('out-en'), FIXED);
  expect(read, 'links and buttons were read').toBeGreaterThan(60);
  expect(conflicts).toEqual([]);
  expect(onOnePage).toEqual([]);
});
