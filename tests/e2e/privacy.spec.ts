import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { fullAddress, site } from '@/lib/site';

/**
 * The privacy notice /privaatsus (issue 12): reachable from the footer of every page and from the line beside
 * every form's send button, and it names the controller with the data of lib/site.ts. Its head, breadcrumbs
 * and sitemap entry are checked in head.spec.ts, axe and the W3C checker run on it like on every exported page.
 */
const COMPANY = { legalName: site.legalName, registryCode: site.registryCode, email: site.email, address: fullAddress };
const NOTE = 'Saates sõnumi, kasutame sinu andmeid vastamiseks. Loe lähemalt: privaatsustingimused.';

/** The link points to /privaatsus, and following it opens the notice. */
async function followToPrivacy(page: Page, link: Locator) {
  await expect(link).toHaveAttribute('href', '/privaatsus');
  await link.click();
  await expect(page).toHaveURL(/\/privaatsus$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privaatsustingimused');
}

async function expectNoteLinksToPrivacy(page: Page, note: Locator, text = NOTE) {
  await expect(note).toHaveText(text);
  await followToPrivacy(page, note.getByRole('link', { name: 'privaatsustingimused' }));
}

test.describe('privacy notice', () => {
  test('names the controller, what each form collects, the processors, retention, rights and the authority', async ({ page }) => {
    await page.goto('/privaatsus');
    const main = page.locator('main');
    for (const fact of Object.values(COMPANY)) await expect(main).toContainText(fact);
    for (const heading of ['Kes sinu andmeid töötleb', 'Mida kogume ja miks', 'Kellele andmeid edastame', 'Kui kaua andmeid hoiame', 'Mida sinu brauser salvestab', 'Sinu õigused', 'Kui sa pole rahul']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const text of ['EmailJS', 'OpenStreetMap', 'Google PageSpeed Insights', 'W3C HTML-validaator', 'localStorage', 'Me ei kasuta küpsiseid', 'artikli 6 lõike 1 punkt b', 'Andmekaitse Inspektsioon', 'Tatari 39, 10134 Tallinn']) {
      await expect(main).toContainText(text);
    }
    await expect(main.getByRole('link', { name: 'www.aki.ee' })).toHaveAttribute('href', 'https://www.aki.ee');
    await expect(main.getByRole('link', { name: COMPANY.email }).first()).toHaveAttribute('href', `mailto:${COMPANY.email}`);
    await expect(main.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(main).toContainText(/Viimati uuendatud: \d{1,2}\. \p{L}+ \d{4}/u);
  });

  test('is linked from the footer @mobile', async ({ page }) => {
    await page.goto('/tehtud-tood');
    await followToPrivacy(page, page.getByRole('contentinfo').getByRole('link', { name: 'Privaatsustingimused' }));
  });
});

test.describe('the line beside each send button', () => {
  test('home audit form, in both steps @mobile', async ({ page }) => {
    await page.goto('/');
    const audit = page.locator('#audit');
    const note = audit.locator('[data-privacy-note]');
    await expect(note).toHaveCount(1);
    await expect(note).toHaveText(NOTE);
    await audit.getByLabel('Sinu veebilehe aadress').fill('minupood.ee');
    await audit.getByRole('button', { name: 'Kontrolli mu veebilehte' }).click();
    await expect(audit.getByRole('button', { name: 'Viimane pingutus' })).toBeVisible();
    await expectNoteLinksToPrivacy(page, note);
  });

  test("the article's audit form", async ({ page }) => {
    await page.goto('/blogi/mis-on-seo-ja-milleks-seda-vaja-on');
    const cta = page.locator('#analuutika-audit');
    await expect(cta.getByRole('button', { name: 'Kontrolli mu veebilehte' })).toBeVisible();
    await expectNoteLinksToPrivacy(page, cta.locator('[data-privacy-note]'));
  });

  test('contact form @mobile', async ({ page }) => {
    await page.goto('/kontakt');
    const form = page.getByRole('form', { name: 'Kontaktivorm' });
    await expect(form.getByRole('button', { name: 'Saada sõnum' })).toBeVisible();
    await expectNoteLinksToPrivacy(page, form.locator('[data-privacy-note]'));
  });

  test('website tester', async ({ page }) => {
    await page.goto('/seo-veebilehe-test');
    // The note sits under the tester's address form, in the same section.
    const section = page.getByRole('region', { name: 'Veebilehe test' });
    await expect(section.getByRole('textbox')).toBeVisible();
    await expectNoteLinksToPrivacy(
      page,
      section.locator('[data-privacy-note]'),
      'Testi tegemiseks saadame sisestatud aadressi teenustele, mis testi teevad. Loe lähemalt: privaatsustingimused.',
    );
  });
});
