import { test, expect, SITE_URL, visit } from './fixtures';
import { byType, parseStaticHtml } from './html';
import { caseStudies, caseStudyStats } from '@/content/case-studies';
import { BLOG_BEFORE_AFTER } from '@messages/blog-before-after';
import { ARTICLES, articlePath, shownDate } from './blog-data';
import { builtValue } from '../../scripts/test/env.mjs';

const EMAIL_ENDPOINT = 'https://api.emailjs.com/api/v1.0/email/send';
const byCta = (cta: string) => ARTICLES.find((a) => a.cta === cta);

for (const article of ARTICLES) {
  test(`static head and structured data of ${article.slug}`, async ({ request }) => {
    const response = await request.get(articlePath(article.slug));
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = parseStaticHtml(html);
    const url = `${SITE_URL}${articlePath(article.slug)}`;
    const image = `${SITE_URL}${articlePath(article.slug)}/share.png`;

    expect(head.title).toBe(`${article.title} | Veebiselge`);
    expect(head.h1).toEqual([article.title]);
    expect(head.description).toBe(article.description);
    expect(head.canonical).toBe(url);
    expect(head.meta['og:title']).toBe(head.title);
    expect(head.meta['og:description']).toBe(head.description);
    expect(head.meta['og:image']).toBe(image);
    expect([head.meta['og:image:width'], head.meta['og:image:height']]).toEqual(['1200', '630']);
    expect(head.meta['og:image:alt']).toBe(article.title);
    expect(head.meta['twitter:image']).toBe(image);
    expect(head.meta['og:type']).toBe('article');
    expect(head.alternates.et).toBe(url);

    const [articleLd] = byType(head.jsonLd, 'Article');
    expect(articleLd).toMatchObject({
      headline: article.title,
      datePublished: article.date,
      dateModified: article.date,
      image: { '@type': 'ImageObject', url: image, width: '1200', height: '630' },
      author: { '@type': 'Person', name: expect.any(String) },
      publisher: { '@type': 'Organization', name: 'Veebiselge' },
      mainEntityOfPage: { '@id': url },
    });

    const howTo = byType(head.jsonLd, 'HowTo');
    if (article.howTo) {
      expect(howTo).toHaveLength(1);
      expect(howTo[0].estimatedCost).toMatchObject({ currency: 'EUR', value: 0 });
      const steps = howTo[0].step as { '@type': string; name: string; text: string }[];
      expect(steps.map((step) => [step['@type'], step.name, step.text])).toEqual(article.howTo.steps.map((step) => ['HowToStep', step.name, step.text]));
      // The steps in the data are shown on the page too.
      for (const step of steps) expect(html).toContain(step.name.replace(/&/g, '&amp;'));
    } else {
      expect(howTo).toHaveLength(0);
    }

    const [breadcrumb] = byType(head.jsonLd, 'BreadcrumbList');
    const crumbs = breadcrumb.itemListElement as { name: string; item: string }[];
    expect(crumbs.map((c) => [c.name, c.item])).toEqual([
      ['Esileht', `${SITE_URL}/`],
      ['Arendaja päevik', `${SITE_URL}/blogi`],
      ['Artikkel', url],
    ]);
  });
}

test('an article shows back link, tags, reading time, title, body, date, call to action and two client rows', async ({ page }) => {
  const article = ARTICLES[0];
  await visit(page, articlePath(article.slug));
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Tagasi blogisse' })).toHaveAttribute('href', '/blogi');
  const tags = main.getByRole('list', { name: 'Teemad' }).getByRole('link');
  await expect(tags).toHaveText([...article.tags]);
  for (const [i, tag] of article.tags.entries()) await expect(tags.nth(i)).toHaveAttribute('href', `/blogi?tag=${encodeURIComponent(tag)}`);
  await expect(main.getByText(/^\d+ min lugemist$/)).toBeVisible();
  // Every '## ' subheading of the text, plus the heading of the HowTo steps where the article has them.
  const subheadings = [...article.body.matchAll(/^## +(.+)$/gm)].length + (article.howTo ? 1 : 0);
  await expect(main.locator('.article-body h2')).toHaveCount(subheadings);
  await expect(main.getByText(`Avaldatud ${shownDate(article)}`)).toBeVisible();
  await expect(main.locator('article a[href="/#audit"]').first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Varasemad kliendid' })).toBeVisible();
  await expect(main.locator('[class*="animate-marquee"]')).toHaveCount(2);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('an article draws its text blocks and sliders only as they come near the screen @mobile', async ({ page }) => {
  // The text is static HTML in wrappers of display: contents (components/ui/StaticHtml.tsx): their children are the blocks.
  const article = ARTICLES.find((a) => a.body.includes('<BeforeAfter')) ?? ARTICLES[0];
  await visit(page, articlePath(article.slug));
  const blocks = await page.locator('.article-body').evaluate((body) =>
    [...body.children]
      .flatMap((child) => (getComputedStyle(child).display === 'contents' ? [...child.children] : [child]))
      .map((block) => [block.tagName, getComputedStyle(block).contentVisibility]),
  );
  expect(blocks.length).toBeGreaterThan(10);
  expect(blocks.filter(([, visibility]) => visibility !== 'auto')).toEqual([]);
  if (article.body.includes('<BeforeAfter')) expect(blocks.some(([tag]) => tag === 'FIGURE')).toBe(true);
});

test('a tag on an article opens the blog filtered by that tag', async ({ page }) => {
  const [article] = ARTICLES;
  const tag = article.tags.at(-1)!;
  await visit(page, articlePath(article.slug));
  // The article's header is static HTML: its links move on the client as next/link does (a full load would drop this).
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.locator('main').getByRole('list', { name: 'Teemad' }).getByRole('link', { name: tag, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blogi' && url.searchParams.get('tag') === tag);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.getByRole('group', { name: 'Teemad' }).getByRole('button', { name: tag, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('main article h2:visible')).toHaveText(ARTICLES.filter((a) => a.tags.includes(tag)).map((a) => a.title));
});

test('an unknown article address goes to the blog list', async ({ page }) => {
  await visit(page, '/blogi/seda-artiklit-pole');
  await expect(page).toHaveURL((url) => url.pathname === '/blogi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arendaja päevik');
});

test.describe('calls to action', () => {
  const buttonCases = [
    { cta: 'case-study', buttons: [['Mida minu lehel muuta?', '/#audit'], ['Tutvu hinnakirjaga', '/#pricing']] },
    { cta: 'wordpress-comparison', buttons: [['Ok, aga palju maksab?', '/kontakt']] },
    { cta: 'speed-optimization', buttons: [['Testi oma lehte', '/seo-veebilehe-test'], ['Küsi pakkumist', '/kontakt']] },
    { cta: 'ux-analysis', buttons: [['Telli tasuta audit', '/#audit'], ['Vaata tehtud töid', '/tehtud-tood']] },
  ] as const;

  for (const { cta, buttons } of buttonCases) {
    test(`${cta}: ${buttons.map(([label]) => `'${label}'`).join(' and ')}`, async ({ page }) => {
      const article = byCta(cta);
      // The call to action is in the code: a content edit that leaves no article with it fails here rather than turning the test off.
      expect(article, `no article of content/blog/ ends with the ${cta} call to action (cta: ${cta}); keep one, or remove that call to action and this case`).toBeDefined();
      await visit(page, articlePath(article!.slug));
      const block = page.locator(`[data-cta="${cta}"]`);
      await expect(block.getByRole('link')).toHaveText(buttons.map(([label]) => label));
      for (const [label, href] of buttons) await expect(block.getByRole('link', { name: label })).toHaveAttribute('href', href);
      const [label, href] = buttons[0];
      await block.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    });
  }

  test('both case studies end with the case-study buttons', async ({ page }) => {
    for (const article of ARTICLES.filter((a) => a.cta === 'case-study')) {
      await visit(page, articlePath(article.slug));
      await expect(page.locator('[data-cta="case-study"]').getByRole('link')).toHaveText(['Mida minu lehel muuta?', 'Tutvu hinnakirjaga']);
    }
  });

  test('audit: the audit form inside #analuutika-audit sends the request', async ({ page }) => {
    let posted: Record<string, unknown> | undefined;
    await page.route(EMAIL_ENDPOINT, async (route) => {
      posted = route.request().postDataJSON();
      await route.fulfill({ status: 200, body: 'OK' });
    });
    const article = byCta('audit');
    expect(article, 'no article of content/blog/ ends with the audit form (cta: audit); keep one, or remove that call to action and this test').toBeDefined();
    await visit(page, articlePath(article!.slug));
    const block = page.locator('#analuutika-audit');
    await expect(block).toHaveAttribute('data-cta', 'audit');
    await block.getByLabel('Sinu veebilehe aadress').fill('minupood.ee');
    await block.getByRole('button', { name: 'Kontrolli mu veebilehte' }).click();
    await block.getByLabel('Nimi').fill('Mari Maasikas');
    await block.getByLabel('E-post').fill('mari@example.com');
    await block.getByRole('button', { name: 'Viimane pingutus' }).click();
    await expect(block.getByText('Päring saadetud! Võtame sinuga peagi ühendust.')).toBeVisible();
    expect(posted).toMatchObject({
      user_id: builtValue('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'),
      service_id: builtValue('NEXT_PUBLIC_EMAILJS_SERVICE_ID'),
      template_id: builtValue('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'),
      template_params: { from_name: 'Mari Maasikas', reply_to: 'mari@example.com' },
    });
    expect(String((posted!.template_params as { message: string }).message)).toContain('minupood.ee');
  });
});

test.describe('before/after comparison', () => {
  const caseStudy = ARTICLES.find((a) => a.caseStudy && a.body.includes('<BeforeAfter'))!;
  const study = caseStudies.find((s) => s.id === caseStudy.caseStudy)!;

  test("is labelled 'Enne' and 'Pärast' and moves by keyboard", async ({ page }) => {
    await visit(page, articlePath(caseStudy.slug));
    const slider = page.getByRole('slider', { name: /Enne ja pärast/ });
    const figure = page.locator('figure').filter({ has: slider });
    await expect(figure.getByText('Enne', { exact: true }).first()).toBeVisible();
    await expect(figure.getByText('Pärast', { exact: true }).first()).toBeVisible();
    const before = figure.getByTestId('before-layer');
    const clip = () => before.evaluate((el) => (el as HTMLElement).style.clipPath);

    await expect(slider).toHaveValue('50');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('55');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Enne 55%, Pärast 45%');
    expect(await clip()).toBe('inset(0px 45% 0px 0px)');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveValue('45');
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('100');
    expect(await clip()).toBe('inset(0px 0% 0px 0px)');
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('0');
    expect(await clip()).toBe('inset(0px 100% 0px 0px)');
    await page.keyboard.press('PageUp');
    await expect(slider).toHaveValue('20');
  });

  test('follows a mouse drag', async ({ page }) => {
    await visit(page, articlePath(caseStudy.slug));
    const slider = page.getByRole('slider', { name: /Enne ja pärast/ });
    await slider.scrollIntoViewIfNeeded();
    const box = (await slider.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    const value = Number(await slider.inputValue());
    expect(value).toBeGreaterThan(10);
    expect(value).toBeLessThan(30);
  });

  test('tells how to use it in words that suit the device: arrow keys only where there are keys @mobile', async ({ page }) => {
    await visit(page, articlePath(caseStudy.slug));
    const figure = page.locator('figure').filter({ has: page.getByRole('slider') });
    const touch = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
    const [shown, hidden] = touch ? [BLOG_BEFORE_AFTER.hints.touch, BLOG_BEFORE_AFTER.hints.pointer] : [BLOG_BEFORE_AFTER.hints.pointer, BLOG_BEFORE_AFTER.hints.touch];
    await expect(figure.getByText(shown)).toBeVisible();
    await expect(figure.getByText(hidden)).toBeHidden();
    // What the visitor reads (innerText leaves out the hint that is not displayed).
    if (touch) expect(await figure.locator('figcaption').innerText()).not.toMatch(/nooleklahv/);
    expect(touch).toBe(test.info().project.name === 'mobile');
  });

  test('shows the case-study screenshots and links them in full size', async ({ page }) => {
    await visit(page, articlePath(caseStudy.slug));
    const figure = page.locator('figure').filter({ has: page.getByRole('slider') });
    await expect(figure.locator('img').first()).toHaveAttribute('src', study.sliderAfter);
    await expect(figure.locator('img').nth(1)).toHaveAttribute('src', study.sliderBefore);
    await expect(figure.getByRole('link', { name: 'Enne' })).toHaveAttribute('href', study.beforeImage);
    await expect(figure.getByRole('link', { name: 'Pärast' })).toHaveAttribute('href', study.afterImage);
    // Each says it opens a picture, and of what (review 2, m8: they opened bare .webp files without warning).
    for (const side of ['Enne', 'Pärast']) {
      await expect(figure.getByRole('link', { name: side })).toHaveAccessibleName(new RegExp(`^${side}: .+, täissuuruses pilt$`));
    }
  });
});

test('a case study shows the results table from the case-study data', async ({ page }) => {
  await visit(page, articlePath(ARTICLES.find((a) => a.body.includes('<CaseStudyStats'))!.slug));
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Näitaja', 'Enne', 'Pärast']);
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  expect(rows).toEqual(caseStudyStats.map((stat) => [stat.metric, stat.before, stat.after]));
});
