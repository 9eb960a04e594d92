import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, visit } from './fixtures';
import { expectFieldMessage as expectMessage, expectRedBorder } from './form-helpers';
import { answerEmails } from '../fixtures/tester/mock-services';

/**
 * Forms speak the page's language (issue 44): the browser's own checks stay (required, type="email"), but what they
 * say comes from the site (setCustomValidity), shown under the field, tied to it (aria-invalid, aria-describedby)
 * and styled red, with focus on the first field in error. Here an English-speaking browser opens the Estonian site:
 * the browser's own words would be English ("Please fill out this field.", "Please enter a part following '@'").
 */
test.use({ locale: 'en-US' });

const contactForm = (page: Page) => page.getByRole('form', { name: 'Kontaktivorm' });

test.describe('the contact form in an English browser', () => {
  test("an empty send: each field says in Estonian what it needs, focus on the first, nothing sent @mobile", async ({ page }) => {
    const sent: Record<string, unknown>[] = [];
    await answerEmails(page, sent);
    await visit(page, '/kontakt');
    await contactForm(page).getByRole('button', { name: 'Saada sõnum' }).click();

    const name = page.getByLabel('Nimi');
    await expect(name).toBeFocused();
    await expectMessage(name, 'Palun kirjuta oma nimi.');
    await expectMessage(page.getByLabel('E-post'), 'Palun kirjuta oma e-posti aadress.');
    await expectMessage(page.getByLabel('Sõnum'), 'Palun kirjuta paar sõna sellest, mida vajad.');
    await expectRedBorder(name);

    // The message goes as soon as the field is right.
    await name.fill('Mari Maasikas');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(contactForm(page).getByText('Palun kirjuta oma nimi.')).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test('"mari@": the e-mail check speaks Estonian and shows the form of an address @mobile', async ({ page }) => {
    const sent: Record<string, unknown>[] = [];
    await answerEmails(page, sent);
    await visit(page, '/kontakt');
    await page.getByLabel('Nimi').fill('Mari Maasikas');
    await page.getByLabel('E-post').fill('mari@');
    await page.getByLabel('Sõnum').fill('Tere!');
    await contactForm(page).getByRole('button', { name: 'Saada sõnum' }).click();

    const email = page.getByLabel('E-post');
    await expect(email).toBeFocused();
    await expectMessage(email, 'Kontrolli e-posti aadressi: see peaks olema kujul nimi@ettevote.ee.');
    await expectRedBorder(email);
    await expect(page.getByLabel('Nimi')).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);

    await email.fill('mari@pagarikoda.ee');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await contactForm(page).getByRole('button', { name: 'Saada sõnum' }).click();
    await expect(page.getByRole('heading', { name: 'Aitäh, sõnum on saadetud!' })).toBeVisible();
    expect(sent).toHaveLength(1);
  });
});

test.describe('the audit form in an English browser', () => {
  test('an address the tester would refuse is refused here too, in Estonian; a wrong e-mail in step 2 as well', async ({ page }) => {
    await visit(page, '/');
    const audit = page.locator('#audit');
    const website = audit.getByLabel('Sinu veebilehe aadress');
    await website.fill('abc');
    await audit.getByRole('button', { name: 'Kontrolli mu veebilehte' }).click();
    await expect(website).toBeFocused();
    await expectMessage(website, 'Palun sisesta korrektne domeen koos tippdomeeniga (nt. minuettevote.ee)');
    await expect(audit.getByRole('form', { name: 'Tasuta audit, samm 1 / 2' })).toBeVisible();

    await website.fill('minupood.ee');
    await expect(website).not.toHaveAttribute('aria-invalid');
    await website.press('Enter');
    await audit.getByLabel('Nimi').fill('Mari');
    await audit.getByLabel('E-post').fill('mari@');
    await audit.getByRole('button', { name: 'Viimane pingutus' }).click();
    await expect(audit.getByLabel('E-post')).toBeFocused();
    await expectMessage(audit.getByLabel('E-post'), 'Kontrolli e-posti aadressi: see peaks olema kujul nimi@ettevote.ee.');
  });
});

test.describe('the tester in an English browser', () => {
  test("a wrong address: the spec's Estonian message under the field is the field's own validity message too", async ({ page }) => {
    await visit(page, '/seo-veebilehe-test');
    const field = page.getByLabel('Veebilehe aadress');
    await field.fill('abc');
    await page.getByRole('button', { name: 'Testi veebilehte' }).click();
    const message = 'Palun sisesta korrektne domeen koos tippdomeeniga (nt. minuettevote.ee)';
    await expect(page.getByText(message)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, '\\$&')));
    expect(await field.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(message);
    await expectRedBorder(field);
  });
});

test.describe('the forms in error pass axe', () => {
  /** WCAG 2.1 AA violations inside `selector`, as axe names them. */
  const violations = async (page: Page, selector: string) => {
    const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };

  test('the contact form with every message shown @mobile', async ({ page }) => {
    await visit(page, '/kontakt');
    await contactForm(page).getByRole('button', { name: 'Saada sõnum' }).click();
    await expect(page.getByLabel('Nimi')).toHaveAttribute('aria-invalid', 'true');
    expect(await violations(page, 'form[aria-label="Kontaktivorm"]')).toEqual([]);
  });

  test('the audit form on its dark panel (an article), with its message, and its failure with the ways to reach us @mobile', async ({ page }) => {
    await visit(page, '/blogi/mis-on-seo-ja-milleks-seda-vaja-on');
    const cta = page.locator('[data-cta="audit"]');
    const website = cta.getByLabel('Sinu veebilehe aadress');
    await website.fill('abc');
    await cta.getByRole('button', { name: 'Kontrolli mu veebilehte' }).click();
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(await violations(page, '[data-cta="audit"]')).toEqual([]);

    await website.fill('minupood.ee');
    await website.press('Enter');
    await cta.getByLabel('Nimi').fill('Mari');
    await cta.getByLabel('E-post').fill('mari@example.ee');
    await cta.getByRole('button', { name: 'Viimane pingutus' }).click();
    await expect(cta.getByRole('link', { name: '+372 5550 1234' })).toBeVisible();
    expect(await violations(page, '[data-cta="audit"]')).toEqual([]);
  });
});
