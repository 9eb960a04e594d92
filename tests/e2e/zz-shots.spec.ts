import { test } from './fixtures';
import { answerEmails } from '../fixtures/tester/mock-services';
import { openWithScriptsHeld } from './form-helpers';

const DIR = '/tmp/forms-shots';
for (const width of [320, 375, 1440]) {
  test.describe(`${width}`, () => {
    test.use({ viewport: { width, height: 900 } });
    test(`contact ${width}`, async ({ page }) => {
      const sent: Record<string, unknown>[] = [];
      await answerEmails(page, sent);
      await page.goto('/kontakt');
      const form = page.getByRole('form', { name: 'Kontaktivorm' });
      await form.screenshot({ path: `${DIR}/contact-idle-${width}.png` });
      await form.getByRole('button', { name: 'Saada sõnum' }).click();
      await page.getByLabel('Nimi').fill('Mari');
      await page.getByLabel('E-post').fill('mari@');
      await form.getByRole('button', { name: 'Saada sõnum' }).click();
      await page.waitForTimeout(300);
      await form.screenshot({ path: `${DIR}/contact-errors-${width}.png` });
      await page.getByLabel('E-post').fill('mari@pagarikoda.ee');
      await page.getByLabel('Sõnum').fill('Tere!');
      await page.clock.install();
      await form.getByRole('button', { name: 'Saada sõnum' }).click();
      await page.getByRole('heading', { name: 'Aitäh, sõnum on saadetud!' }).waitFor();
      await page.locator('#main [role="status"]').first().screenshot({ path: `${DIR}/contact-success-${width}.png` });
      await page.clock.runFor(5200);
      await page.waitForTimeout(200);
      await page.locator('#main [role="status"]').first().evaluate((el) => el.parentElement!.scrollIntoView());
      await page.locator('#main [role="status"]').first().locator('xpath=..').screenshot({ path: `${DIR}/contact-after5s-${width}.png` });
    });
    test(`contact failure ${width}`, async ({ page }) => {
      await page.goto('/kontakt');
      const form = page.getByRole('form', { name: 'Kontaktivorm' });
      await page.getByLabel('Nimi').fill('Mari');
      await page.getByLabel('E-post').fill('mari@pagarikoda.ee');
      await page.getByLabel('Sõnum').fill('Tere!');
      await form.getByRole('button', { name: 'Saada sõnum' }).click();
      await page.getByText(/^Saatmine ebaõnnestus/).waitFor();
      await form.screenshot({ path: `${DIR}/contact-failure-${width}.png` });
    });
    test(`audit ${width}`, async ({ page }) => {
      await page.goto('/');
      const audit = page.locator('#audit');
      const card = audit.locator('form').locator('xpath=../..');
      await audit.getByLabel('Sinu veebilehe aadress').fill('abc');
      await audit.getByRole('button', { name: 'Kontrolli mu veebilehte' }).click();
      await page.waitForTimeout(300);
      await card.screenshot({ path: `${DIR}/audit-invalid-${width}.png` });
      await audit.getByLabel('Sinu veebilehe aadress').fill('minupood.ee');
      await audit.getByRole('button', { name: 'Kontrolli mu veebilehte' }).click();
      await audit.getByLabel('Nimi').fill('Mari');
      await audit.getByLabel('E-post').fill('mari@');
      await audit.getByRole('button', { name: 'Viimane pingutus' }).click();
      await page.waitForTimeout(300);
      await card.screenshot({ path: `${DIR}/audit-step2-invalid-${width}.png` });
      await audit.getByLabel('E-post').fill('mari@example.ee');
      await audit.getByRole('button', { name: 'Viimane pingutus' }).click();
      await audit.getByText(/^Saatmine ebaõnnestus/).waitFor();
      await card.screenshot({ path: `${DIR}/audit-failure-${width}.png` });
      await answerEmails(page, []);
      await page.clock.install();
      await audit.getByRole('button', { name: 'Viimane pingutus' }).click();
      await audit.getByText('Päring saadetud! Võtame sinuga peagi ühendust.').waitFor();
      await card.screenshot({ path: `${DIR}/audit-success-${width}.png` });
      await page.clock.runFor(3200);
      await page.waitForTimeout(200);
      await card.screenshot({ path: `${DIR}/audit-after3s-${width}.png` });
    });
    test(`article audit dark ${width}`, async ({ page }) => {
      await page.goto('/blogi');
      const href = await page.locator('a[href^="/blogi/"]').first().getAttribute('href');
      // find an article with the audit CTA
      for (const a of await page.locator('a[href^="/blogi/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
        await page.goto(a!);
        if (await page.locator('[data-cta="audit"]').count()) break;
      }
      void href;
      const cta = page.locator('[data-cta="audit"]');
      if (!(await cta.count())) return;
      await cta.getByRole('textbox').first().fill('abc');
      await cta.getByRole('button', { name: 'Kontrolli mu veebilehte' }).click();
      await page.waitForTimeout(300);
      await cta.screenshot({ path: `${DIR}/article-audit-invalid-${width}.png` });
      await cta.getByRole('textbox').first().fill('minupood.ee');
      await cta.getByRole('button', { name: 'Kontrolli mu veebilehte' }).click();
      await cta.getByLabel('Nimi').fill('Mari');
      await cta.getByLabel('E-post').fill('mari@example.ee');
      await cta.getByRole('button', { name: 'Viimane pingutus' }).click();
      await cta.getByText(/^Saatmine ebaõnnestus/).waitFor();
      await cta.screenshot({ path: `${DIR}/article-audit-failure-${width}.png` });
    });
    test(`tester ${width}`, async ({ page }) => {
      const hydrate = await openWithScriptsHeld(page, '/seo-veebilehe-test');
      const card = page.locator('form[aria-label="Veebilehe test"]').locator('xpath=..');
      await page.getByLabel('Veebilehe aadress').fill('paikesekiir.test');
      await page.getByLabel('Veebilehe aadress').press('Enter');
      await page.waitForTimeout(200);
      await card.screenshot({ path: `${DIR}/tester-early-${width}.png` });
      await hydrate();
      await page.goto('/seo-veebilehe-test');
      await page.getByLabel('Veebilehe aadress').fill('abc');
      await page.getByRole('button', { name: 'Testi veebilehte' }).click();
      await page.waitForTimeout(300);
      await card.screenshot({ path: `${DIR}/tester-invalid-${width}.png` });
    });
    test(`contact early ${width}`, async ({ page }) => {
      const hydrate = await openWithScriptsHeld(page, '/kontakt');
      const form = page.getByRole('form', { name: 'Kontaktivorm' });
      await page.getByLabel('Nimi').fill('Mari');
      await page.getByLabel('E-post').fill('mari@pagarikoda.ee');
      await page.getByLabel('Sõnum').fill('Tere!');
      await form.getByRole('button', { name: 'Saada sõnum' }).click();
      await form.getByRole('button').first().screenshot({ path: `${DIR}/contact-early-button-${width}.png` });
      await hydrate();
    });
  });
}
