import type { Page } from '@playwright/test';
import { test, expect, visit } from '../fixtures';
import { expectFieldMessage, expectRedBorder, hydrated, openWithScriptsHeld } from '../form-helpers';
import { answerEmails } from '../../fixtures/tester/mock-services';

/**
 * The English site's forms speak English whatever the browser speaks (issue 44): here an Estonian-speaking browser,
 * whose own check messages would be Estonian. The browser's checks stay; the site gives their words. And a send made
 * before the page's scripts ran is kept here too, with its English busy label.
 */
test.use({ locale: 'et-EE' });

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });

test('the contact form: an empty send says in English what each field needs, focus on the first @mobile', async ({ page }) => {
  const sent: Record<string, unknown>[] = [];
  await answerEmails(page, sent);
  await visit(page, '/contact');
  await contactForm(page).getByRole('button', { name: 'Send a message' }).click();
  const name = page.getByLabel('Name');
  await expect(name).toBeFocused();
  await expectFieldMessage(name, 'Please enter your name.');
  await expectFieldMessage(page.getByLabel('Email'), 'Please enter your email address.');
  await expectFieldMessage(page.getByLabel('Message'), 'Please write a few words about what you need.');
  await expectRedBorder(name);

  await name.fill('Jane Smith');
  await page.getByLabel('Email').fill('jane@');
  await page.getByLabel('Message').fill('Hello!');
  await contactForm(page).getByRole('button', { name: 'Send a message' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expectFieldMessage(page.getByLabel('Email'), 'Please check your email address: it should look like name@company.com.');
  await expect(name).not.toHaveAttribute('aria-invalid');
  expect(sent).toEqual([]);
});

test('the audit form: an address without its ending and a half e-mail are refused in English', async ({ page }) => {
  await visit(page, '/');
  const audit = page.locator('#audit');
  const website = audit.getByLabel('Your website address');
  await website.fill('abc');
  await audit.getByRole('button', { name: 'Check my website' }).click();
  await expect(website).toBeFocused();
  await expectFieldMessage(website, 'Please enter a full domain name, including its ending such as .com or .ee (e.g. yourcompany.com)');

  await website.fill('example.com');
  await website.press('Enter');
  await audit.getByLabel('Name').fill('Jane');
  await audit.getByLabel('Email').fill('jane@');
  await audit.getByRole('button', { name: 'One last step' }).click();
  await expectFieldMessage(audit.getByLabel('Email'), 'Please check your email address: it should look like name@company.com.');
});

test('the tester: a wrong address gets the English message, which is the field\'s own validity message too', async ({ page }) => {
  await visit(page, '/seo-website-test');
  const field = page.getByLabel('Website address');
  await field.fill('abc');
  await page.getByRole('button', { name: 'Test my website' }).click();
  const message = 'Please enter a full domain name, including its ending such as .com or .ee (e.g. yourcompany.com)';
  await expect(page.getByText(message)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await field.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(message);
});

test('the contact form: "Send a message" clicked before the scripts ran says "Sending..." and sends once they have @mobile', async ({ page }) => {
  const sent: { template_params?: Record<string, string> }[] = [];
  await answerEmails(page, sent);
  const hydrate = await openWithScriptsHeld(page, '/contact');
  await page.getByLabel('Name').fill('Jane Smith');
  await page.getByLabel('Email').fill('jane@example.com');
  await page.getByLabel('Message').fill('Hello! We need a new website.');
  await contactForm(page).getByRole('button', { name: 'Send a message' }).click();
  await expect(contactForm(page).getByRole('button', { name: 'Sending...' })).toBeVisible();
  expect(await hydrated(page, 'form[aria-label="Contact form"]')).toBe(false);

  await hydrate();
  await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent!' })).toBeFocused();
  expect(sent).toHaveLength(1);
  expect(sent[0].template_params).toEqual({ from_name: 'Jane Smith', reply_to: 'jane@example.com', message: 'Hello! We need a new website.' });
});
