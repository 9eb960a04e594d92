import type { Locator, Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import { AUDIT_NOTE, CONTACT_NOTE } from '@/lib/privacy/notes';
import { fullAddress, site } from '@/lib/site';
import { builtValue } from '../../scripts/test/env.mjs';

/**
 * The privacy notice /privaatsus (issue 12): reachable from the footer of every page and from the line beside
 * every form's send button, and it names the controller with the data of lib/site.ts. Its head, breadcrumbs
 * and sitemap entry are checked in head.spec.ts, axe and the W3C checker run on it like on every exported page.
 */
const COMPANY = { legalName: site.legalName, registryCode: site.registryCode, email: site.email, address: fullAddress };
const NOTE = `${CONTACT_NOTE} Loe lähemalt: privaatsustingimused.`;
const AUDIT = `${AUDIT_NOTE} Loe lähemalt: privaatsustingimused.`;

/** The outside origins this build's pages may contact: connect-src and frame-src of the page's own policy. */
async function policyOrigins(page: Page): Promise<string[]> {
  const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  return policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter(([name]) => name === 'connect-src' || name === 'frame-src')
    .flatMap(([, ...sources]) => sources.filter((s) => s.startsWith('https://')));
}

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
    await visit(page, '/privaatsus');
    const main = page.locator('main');
    for (const fact of Object.values(COMPANY)) await expect(main).toContainText(fact);
    for (const heading of ['Kes sinu andmeid töötleb', 'Mida kogume ja miks', 'Kellele andmeid edastame', 'Kui kaua andmeid hoiame', 'Mida sinu brauser salvestab', 'Sinu õigused', 'Kui sa pole rahul']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const text of ['EmailJS', 'OpenStreetMap', 'Google PageSpeed Insights', 'W3C HTML-validaator', 'localStorage', 'Me ei kasuta küpsiseid', 'artikli 6 lõike 1 punkt b', 'Andmekaitse Inspektsioon', 'Tatari 39, 10134 Tallinn']) {
      await expect(main).toContainText(text);
    }
    await expect(main.getByRole('link', { name: 'www.aki.ee' })).toHaveAttribute('href', 'https://www.aki.ee');
    await expect(main).not.toContainText('meile neid ei saadeta');
    await expect(main.getByRole('link', { name: COMPANY.email }).first()).toHaveAttribute('href', `mailto:${COMPANY.email}`);
    await expect(main.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(main).toContainText(/Viimati uuendatud: \d{1,2}\. \p{L}+ \d{4}/u);
  });

  test('names every outside origin of the Content-Security-Policy of this build, and the CORS proxy it is built with', async ({ page }) => {
    await visit(page, '/privaatsus');
    const origins = await policyOrigins(page);
    // EmailJS, the CORS proxy and the map at least (PageSpeed too where the build has a browser key).
    expect(origins.length).toBeGreaterThanOrEqual(3);
    const text = (await page.locator('section[aria-labelledby="kellele-edastame"]').innerText()).replace(/\s+/g, ' ');
    for (const origin of origins) expect(text, origin).toContain(new URL(origin).host);
    await expect(page.locator('[data-recipient="corsProxy"]')).toBeVisible();
    // The build's own NEXT_PUBLIC_CORS_PROXY (npm test builds twice, with two different ones) is the one named.
    const proxy = builtValue('NEXT_PUBLIC_CORS_PROXY');
    expect(origins).toContain(new URL(proxy).origin);
    expect(text).toContain(`Avalik vahendusserver ${new URL(proxy).host}`);
    for (const other of ['api.allorigins.win', 'cors-proxy.test', 'proksi.veebiselge.test'].filter((host) => !origins.some((o) => new URL(o).host === host))) {
      expect(text).not.toContain(other);
    }
  });

  test('is linked from the footer @mobile', async ({ page }) => {
    await visit(page, '/tehtud-tood');
    await followToPrivacy(page, page.getByRole('contentinfo').getByRole('link', { name: 'Privaatsustingimused' }));
  });
});

test.describe('the line beside each send button', () => {
  test('home audit form, in both steps @mobile', async ({ page }) => {
    await visit(page, '/');
    const audit = page.locator('#audit');
    const note = audit.locator('[data-privacy-note]');
    await expect(note).toHaveCount(1);
    await expect(note).toHaveText(AUDIT);
    await audit.getByLabel('Sinu veebilehe aadress').fill('minupood.ee');
    await audit.getByRole('button', { name: 'Kontrolli mu veebilehte' }).click();
    await expect(audit.getByRole('button', { name: 'Viimane pingutus' })).toBeVisible();
    await expectNoteLinksToPrivacy(page, note, AUDIT);
  });

  test("the article's audit form", async ({ page }) => {
    await visit(page, '/blogi/mis-on-seo-ja-milleks-seda-vaja-on');
    const cta = page.locator('#analuutika-audit');
    await expect(cta.getByRole('button', { name: 'Kontrolli mu veebilehte' })).toBeVisible();
    await expectNoteLinksToPrivacy(page, cta.locator('[data-privacy-note]'), AUDIT);
  });

  test('contact form @mobile', async ({ page }) => {
    await visit(page, '/kontakt');
    const form = page.getByRole('form', { name: 'Kontaktivorm' });
    await expect(form.getByRole('button', { name: 'Saada sõnum' })).toBeVisible();
    await expectNoteLinksToPrivacy(page, form.locator('[data-privacy-note]'));
  });

  test('website tester', async ({ page }) => {
    await visit(page, '/seo-veebilehe-test');
    // The note sits under the tester's address form, in the same section.
    const section = page.getByRole('region', { name: 'Veebilehe test' });
    await expect(section.getByRole('textbox')).toBeVisible();
    // It names this build's proxy and says that every test is e-mailed to us.
    const proxyHost = new URL((await policyOrigins(page)).find((o) => !/emailjs|googleapis|openstreetmap/.test(o))!).host;
    const note = section.locator('[data-privacy-note]');
    await expect(note).toContainText(`vahendusserveri ${proxyHost} kaudu`);
    await expect(note).toContainText('jõuavad ka meile e-postiga');
    await expectNoteLinksToPrivacy(page, note, (await note.textContent())!);
  });
});

test.describe('what the browser keeps (issue 44, item 5)', () => {
  /** What the website tester keeps in this browser: the last test and the history of tests per site. */
  const KEYS = ['veebiselge.tester.lastUrl', 'veebiselge.tester.lastResults', 'veebiselge.tester.history'];
  const stored = (page: Page) => page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), KEYS);
  const seed = (page: Page) =>
    page.evaluate((keys) => {
      for (const key of keys) localStorage.setItem(key, key.endsWith('history') ? '{"version":1,"sites":{}}' : 'x');
    }, KEYS);

  test('"Kustuta testide ajalugu" clears the last test and the test history, and says so @mobile', async ({ page }) => {
    await visit(page, '/privaatsus');
    await seed(page);
    const section = page.locator('section[aria-labelledby="brauser"]');
    await expect(section).toContainText('iga saidi viimase 5 testi kuupäeva ja hinded, kokku kuni 20 saidi kohta');
    await page.getByRole('link', { name: 'Kustuta testide ajalugu' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Testide ajalugu on sellest brauserist kustutatud.' })).toBeVisible();
    expect(await stored(page)).toEqual([]);
    await expect(page).toHaveURL((url) => url.pathname === '/privaatsus' && url.search === '');
  });

  test('a press before the page\'s scripts ran is not lost: the storage is cleared once they run', async ({ page }) => {
    await visit(page, '/privaatsus');
    await seed(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Kustuta testide ajalugu' }).click({ noWaitAfter: true });
    await page.waitForURL(/\?kustuta=ajalugu#brauser$/, { waitUntil: 'domcontentloaded' });
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Testide ajalugu on sellest brauserist kustutatud.' })).toBeVisible();
    expect(await stored(page)).toEqual([]);
    await expect(page).toHaveURL((url) => url.search === '' && url.hash === '#brauser');
  });
});
