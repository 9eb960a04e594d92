import type { Page, Request, Route } from '@playwright/test';
import { test, expect, waitForHydration, waitForScrollEnd, visit } from './fixtures';
import { quoteMessage } from '@/lib/pricing';

/**
 * The calculator as a visitor uses it (issue 30): its heading names the chosen type, the price announcement names
 * what it is, the sticky price bar (phones) hides while the total card is on screen and never covers the focused
 * control, and "Küsi pakkumist" carries the choice into the contact form as an editable message.
 * Every combination's texts are checked in tests/unit/pricing-calculator.test.tsx.
 */
const pricing = (page: Page) => page.locator('#pricing');
const group = (page: Page, name: string) => pricing(page).getByRole('group', { name });
const bar = (page: Page) => pricing(page).locator('[data-price-bar]');

test('the heading follows the chosen type, and the announcement names the price @mobile', async ({ page }) => {
  await visit(page, '/#pricing');
  const heading = page.locator('#pricing-title');
  await expect(heading).toHaveText('Arvuta oma kodulehe hind');
  const announcement = pricing(page).locator('[aria-live="polite"]');
  await expect(announcement).toHaveText(/^Hinnanguline hind 495\s€, ilma käibemaksuta\s*495\s€$/);
  await group(page, 'Mida vajad?').getByText('E-pood').click();
  await expect(heading).toHaveText('Arvuta oma e-poe hind');
  await expect(announcement.locator('.sr-only')).toHaveText(/^Hinnanguline hind 995\s€, ilma käibemaksuta$/);
  await expect(pricing(page)).toContainText('Hinnad ei sisalda käibemaksu (24%). Koos käibemaksuga 1233,80 €.');
  await group(page, 'Mida vajad?').getByText('Koduleht').click();
  await expect(heading).toHaveText('Arvuta oma kodulehe hind');
});

test.describe('the sticky price bar on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('shows while the choices are on screen and hides while the total card is', async ({ page }) => {
    await visit(page, '/');
    // The choices at the bottom of the screen, the total card below it (the form is short: centred, the card shows).
    const choicesAtBottom = () => group(page, 'Platvorm').evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await choicesAtBottom();
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText(/495\s€ \+ km/);
    await pricing(page).getByRole('group', { name: 'Hinnanguline hind' }).scrollIntoViewIfNeeded();
    await expect(bar(page)).toBeHidden();
    // Back above the calculator and down into it again: the choices on screen, the total card not yet.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await choicesAtBottom();
    await expect(bar(page)).toBeVisible();
  });

  test('takes no room of its own: the form ends right after its last choices (issue 47, item 5)', async ({ page }) => {
    await visit(page, '/');
    const form = pricing(page).getByRole('form', { name: 'Hinnakalkulaator' });
    const last = group(page, 'Mitu lehte vajad?');
    await last.scrollIntoViewIfNeeded();
    const [formBox, lastBox] = [await form.boundingBox(), await last.boundingBox()];
    // The form's own padding below its last group, not a band kept free for the bar.
    expect(formBox!.y + formBox!.height - (lastBox!.y + lastBox!.height)).toBeLessThanOrEqual(20);
  });
});

/** How much of the focused control (its option card) the sticky bar covers, in px; 0 when it is not shown. */
async function coveredByBar(page: Page): Promise<{ name: string; covered: number }> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const target = (focused.closest('label') ?? focused).getBoundingClientRect();
    const element = document.querySelector('#pricing [data-price-bar]') as HTMLElement;
    const style = getComputedStyle(element);
    const name = (focused.closest('label')?.textContent ?? focused.textContent ?? '').trim();
    if (style.visibility === 'hidden' || style.display === 'none') return { name, covered: 0 };
    const barBox = element.getBoundingClientRect();
    const covered = Math.max(0, Math.min(target.bottom, barBox.bottom) - Math.max(target.top, barBox.top));
    return { name, covered: Math.round(covered) };
  });
}

for (const [name, viewport, scale] of [
  ['1280 px at 200 % zoom (640 × 400)', { width: 640, height: 400 }, 2],
  ['a 375 px phone', { width: 375, height: 812 }, 1],
  ['a 375 px phone held sideways (812 × 375)', { width: 812, height: 375 }, 1],
] as const) {
  test.describe(`by keyboard at ${name}`, () => {
    test.use({ viewport, deviceScaleFactor: scale });

    test('the sticky price bar never covers the focused option', async ({ page }) => {
      await visit(page, '/');
      await waitForHydration(page, '#pricing form');
      await waitForScrollEnd(page);
      await group(page, 'Mida vajad?').getByRole('radio', { name: 'Koduleht' }).focus();
      // Through every group and every option: Tab to the next group, arrows within it.
      const steps = ['ArrowRight', 'Tab', 'ArrowDown', 'ArrowDown', 'Tab', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Tab', 'ArrowDown', 'ArrowDown', 'ArrowDown'];
      const seen: string[] = [];
      for (const key of steps) {
        await page.keyboard.press(key);
        const { name: focused } = await coveredByBar(page);
        seen.push(focused);
        // Once the browser has scrolled the focused option into view (smoothly, where motion is allowed).
        await expect.poll(async () => (await coveredByBar(page)).covered, { message: `"${focused}" after ${key}`, timeout: 3000 }).toBe(0);
      }
      expect(seen).toEqual(expect.arrayContaining([expect.stringMatching(/^Shopify/), expect.stringMatching(/^Kuni 15 lehte/), expect.stringMatching(/^Üle 100 toote/)]));
    });
  });
}

const EMAIL_ENDPOINT = 'https://api.emailjs.com/api/v1.0/email/send';

test.describe('"Küsi pakkumist" carries the choice to the contact form', () => {
  test('as an editable message that is sent as edited @mobile', async ({ page }) => {
    const sent: Request[] = [];
    await page.route(EMAIL_ENDPOINT, async (route: Route) => {
      sent.push(route.request());
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
    });
    await visit(page, '/');
    await group(page, 'Mida vajad?').getByText('E-pood').click();
    await group(page, 'Platvorm').getByRole('radio', { name: /Shopify/ }).check();
    await group(page, 'Mitu lehte vajad?').getByRole('radio', { name: /Kuni 7 lehte/ }).check();
    await group(page, 'Mitu toodet e-poodi tuleb?').getByRole('radio', { name: /Kuni 25 toodet/ }).check();
    await pricing(page).getByRole('link', { name: 'Küsi pakkumist' }).click();

    await expect(page).toHaveURL(/\/kontakt\?tuup=ecommerce&platvorm=shopify&lehti=7&tooteid=25$/);
    const message = page.getByLabel('Sõnum');
    const expected = quoteMessage({ type: 'ecommerce', platform: 'shopify', pages: 7, products: '25' });
    await expect(message).toHaveValue(expected);
    expect(expected).toContain('Valik kalkulaatoris: E-pood, Shopify, kuni 7 lehte, kuni 25 toodet.');
    expect(expected).toMatch(/Hinnanguline hind: 1595\s€ \+ km\./);
    await expect(page.locator('[data-prefill-note]')).toHaveText('Kalkulaatoris tehtud valik on sõnumis kirjas. Muuda või täienda seda vabalt.');

    await message.press('Control+End');
    await message.pressSequentially('Müüme mootorrattaosi Tartus.');
    await page.getByLabel('Nimi').fill('Mari Proov');
    await page.getByLabel('E-post').fill('mari@proov.example');
    await page.getByRole('button', { name: 'Saada sõnum' }).click();
    await expect(page.getByRole('heading', { name: 'Aitäh, sõnum on saadetud!' })).toBeVisible();
    const params = sent[0].postDataJSON().template_params;
    expect(params.message).toBe(`${expected}Müüme mootorrattaosi Tartus.`.trim());
  });

  for (const search of ['?tuup=ecommerce&platvorm=shopify&tooteid=9999', '?tuup=<b>x</b>&platvorm=wordpress', '?tuup=website&platvorm=shopify', '?lehti=3']) {
    test(`a corrupt or foreign address is ignored: ${search}`, async ({ page }) => {
      await visit(page, `/kontakt${search}`);
      await expect(page.getByRole('form', { name: 'Kontaktivorm' })).toBeVisible();
      // Hydrated: the form reacts to typing, and the message stays empty.
      await page.getByLabel('Nimi').fill('x');
      await expect(page.getByLabel('Sõnum')).toHaveValue('');
      await expect(page.locator('[data-prefill-note]')).toHaveCount(0);
    });
  }
});
