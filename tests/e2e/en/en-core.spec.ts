import type { Page, Request, Route } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { test, expect, SITE_URL, visit } from '../fixtures';
import { builtValue } from '../../../scripts/test/env.mjs';

/**
 * The English site as a visitor uses it (out-en/, served beside the Estonian one): the menus and the language
 * switch, the contact form and what it sends, the price calculator, the blog filter and a test through the tester
 * API. The texts are written out as the visitor reads them.
 */
const EMAIL_ENDPOINT = 'https://api.emailjs.com/api/v1.0/email/send';

/** The English articles as their files say: slug, title, tags and the Estonian article each adapts. */
const ARTICLES = readdirSync('content/blog-en')
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => matter(readFileSync(`content/blog-en/${name}`, 'utf8')).data as { slug: string; title: string; tags: string[]; translationOf: string });

test.describe('navigation', () => {
  test('the header menu leads to every page under its English path', async ({ page }) => {
    await visit(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const [name, path, heading] of [
      ['Our work', '/our-work', 'Our work'],
      ['Contact', '/contact', 'Contact'],
    ] as const) {
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await menu.getByRole('button', { name: 'More' }).click();
    await menu.getByRole('link', { name: 'SEO Website Tester' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/seo-website-test');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO Website Tester');
  });

  test('the mobile menu has every page and the switch to Estonian @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone menu');
    await visit(page, '/our-work');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile menu' });
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog');
    const estonian = menu.getByRole('link', { name: 'Eesti keeles' });
    await expect(estonian).toHaveAttribute('href', `${SITE_URL}/tehtud-tood`);
    await expect(estonian).toHaveAttribute('hreflang', 'et');
    await expect(estonian).toHaveAttribute('lang', 'et');
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/contact');
  });

  test('the language switch links each page to the same page in Estonian, keyboard-reachable', async ({ page }) => {
    for (const [path, estonian] of [
      ['/', '/'],
      ['/contact', '/kontakt'],
      ['/blog', '/blogi'],
      ['/seo-website-test', '/seo-veebilehe-test'],
      ['/privacy', '/privaatsus'],
      [`/blog/${ARTICLES[0].slug}`, `/blogi/${ARTICLES[0].translationOf}`],
    ]) {
      await visit(page, path);
      const link = page.getByRole('banner').getByRole('link', { name: 'Eesti keeles' }).first();
      await expect(link, path).toHaveAttribute('href', `${SITE_URL}${estonian === '/' ? '/' : estonian}`);
    }
    await visit(page, '/contact');
    const link = page.getByRole('banner').getByRole('link', { name: 'Eesti keeles' }).first();
    for (let i = 0; i < 12 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
  });
});

test.describe('the contact form', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });

  async function answerEmail(page: Page, status: number) {
    const sent: Request[] = [];
    await page.route(EMAIL_ENDPOINT, async (route: Route) => {
      sent.push(route.request());
      await route.fulfill({ status, contentType: 'text/plain', body: status === 200 ? 'OK' : 'Server error' });
    });
    return sent;
  }

  async function fill(page: Page) {
    await page.getByLabel('Name').fill('Jane Smith');
    await page.getByLabel('Email').fill('jane@example.com');
    await page.getByLabel('Message').fill('Hello! We need a new website for our bakery.');
  }

  test('sends name, email and message through the e-mail provider and thanks in English @mobile', async ({ page }) => {
    const sent = await answerEmail(page, 200);
    await visit(page, '/contact');
    await fill(page);
    await form(page).getByRole('button', { name: 'Send a message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent!' })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0].postDataJSON()).toEqual({
      lib_version: '4.4.1',
      user_id: builtValue('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'),
      service_id: builtValue('NEXT_PUBLIC_EMAILJS_SERVICE_ID'),
      template_id: builtValue('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'),
      template_params: { from_name: 'Jane Smith', reply_to: 'jane@example.com', message: 'Hello! We need a new website for our bakery.' },
    });
  });

  test('a failed send says so in English and keeps what was written', async ({ page }) => {
    await answerEmail(page, 500);
    await visit(page, '/contact');
    await fill(page);
    await form(page).getByRole('button', { name: 'Send a message' }).click();
    await expect(page.getByText("Sending didn't work. Please try again or email us directly: info@veebiselge.ee")).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Jane Smith');
    await expect(page.getByLabel('Message')).toHaveValue('Hello! We need a new website for our bakery.');
  });
});

test.describe('the price calculator', () => {
  const pricing = (page: Page) => page.locator('#pricing');

  test('prices a choice in euros, English style, and carries it to the contact form @mobile', async ({ page }) => {
    await visit(page, '/#pricing');
    await expect(page.locator('#pricing-title')).toHaveText('Work out the price of your website');
    const announcement = pricing(page).locator('[aria-live="polite"]');
    await expect(announcement).toContainText('€495');
    await pricing(page).getByRole('group', { name: 'What do you need?' }).getByText('Online shop').click();
    await expect(page.locator('#pricing-title')).toHaveText('Work out the price of your online shop');
    await expect(announcement).toContainText('€995');
    await expect(pricing(page)).toContainText('Prices exclude Estonian VAT (24%). With Estonian VAT: €1,233.80. A business in another EU country with a VAT number is invoiced without Estonian VAT, under the reverse charge.');
    await pricing(page).getByRole('link', { name: 'Get a quote' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/contact' && url.search === '?type=ecommerce&platform=wordpress&products=10');
    await expect(page.getByLabel('Message')).toHaveValue(/online shop/i);
  });
});

test.describe('the blog', () => {
  test('filters the articles by an English topic, from the buttons and from ?tag=', async ({ page }) => {
    const titles = () => page.locator('main article h2:visible').allTextContents();
    await visit(page, '/blog');
    const topics = page.getByRole('group', { name: 'Topics' });
    await expect(topics.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect((await titles()).length).toBe(ARTICLES.length);
    await topics.getByRole('button', { name: 'Client stories', exact: true }).click();
    const stories = ARTICLES.filter((a) => a.tags.includes('Client stories')).map((a) => a.title);
    await expect.poll(async () => (await titles()).sort()).toEqual(stories.sort());
    await expect(page).toHaveURL(/\?tag=Client(%20|\+)stories$/);
    await visit(page, '/blog?tag=seo');
    await expect(topics.getByRole('button', { name: 'SEO', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await titles()).sort()).toEqual(ARTICLES.filter((a) => a.tags.includes('SEO')).map((a) => a.title).sort());
  });

  test('an article reads in English, with its Estonian original as its pair', async ({ page }) => {
    const article = ARTICLES.find((a) => a.slug === 'why-website-speed-decides-your-success')!;
    await visit(page, `/blog/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('link[rel="alternate"][hreflang="et"]')).toHaveAttribute('href', `${SITE_URL}/blogi/${article.translationOf}`);
  });
});

test.describe('the website tester through its API', () => {
  test('tests a site and reports in English @mobile', async ({ page }) => {
    await visit(page, '/seo-website-test');
    await page.getByLabel('Website address').fill('paikesekiir.test');
    await page.getByRole('button', { name: 'Test my website' }).click();
    const summary = page.getByRole('heading', { level: 2, name: /^paikesekiir\.test / });
    await expect(summary).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-card="security"]')).toContainText(
      'We checked 11 security settings: 7 are fine, 3 need attention and 1 is missing or faulty.',
    );
    await expect(page.getByRole('heading', { name: 'What to fix first' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Analyse another site' })).toBeVisible();
  });
});
