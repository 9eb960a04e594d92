import { test, expect, jsonLdBlocks, waitForScripts, visit } from './fixtures';

/**
 * A static block (lib/static-blocks.mjs: static HTML and JSON-LD) is in its page's document once: the document's
 * inline payload holds a stub instead of the block's text (scripts/build/static-blocks-once.mjs), and the page takes
 * the text from its own HTML when it hydrates (components/ui/StaticBlock.tsx). Nothing a visitor or a crawler sees
 * may change: the text is there after hydration, after going back to the page on the client (the router renders it
 * again from the payload it kept, stub and all) and after moving to it from another page.
 */

/** React's inline payload of a document, decoded: what hydration reads. */
function inlinePayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((m) => JSON.parse(m[1]) as string).join('');
}

const article = '/blogi/mis-on-seo-ja-milleks-seda-vaja-on';

for (const path of ['/', '/privaatsus', '/blogi', article, '/tehtud-tood', '/kontakt']) {
  test(`${path}: each long static block is in the document once, and shown after hydration`, async ({ page, request }) => {
    const payload = inlinePayload(await (await request.get(path)).text());
    expect(payload).toContain('<!--static-->');
    await visit(page, path);
    await waitForScripts(page);
    const blocks = await page.locator('[data-static]').evaluateAll((elements) =>
      elements.map((el) => ({
        tag: el.tagName.toLowerCase(),
        size: el.innerHTML.length,
        // JSON-LD whole; HTML by its longest text, which the payload would hold as it is (not one the page's metadata
        // repeats, such as an article's description: the payload holds the metadata too)
        sample:
          el.tagName === 'SCRIPT'
            ? (el.textContent ?? '')
            : [...el.querySelectorAll('*')]
                .flatMap((child) => [...child.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? ''))
                .filter((text) => !/[&<>"'\\]/.test(text) && !document.head.innerHTML.includes(text))
                .sort((a, b) => b.length - a.length)[0] ?? '',
      })),
    );
    // React keeps a short string inside its row; a long one (1024 characters or more) is a row of its own, which the build replaces.
    const long = blocks.filter((block) => block.size >= 1200);
    expect(long.length).toBeGreaterThan(0);
    // A block of pictures only (the client logos) has no text long enough to look for; the others are looked for.
    const withText = long.filter((block) => block.sample.length > 20);
    expect(withText.length).toBeGreaterThan(0);
    for (const block of withText) expect(payload, `<${block.tag}> block "${block.sample.slice(0, 60)}…"`).not.toContain(block.sample);
    await expect(page.locator('body')).not.toContainText('<!--static-->');
    expect(await page.evaluate(() => document.body.innerHTML.includes('<!--static-->'))).toBe(false);
  });
}

for (const path of ['/privaatsus', '/blogi', article]) {
  test(`${path}: the static text and JSON-LD are the same after going back to the page and after moving to it on the client`, async ({ page }) => {
    await visit(page, path);
    await waitForScripts(page);
    const main = page.locator('main');
    const text = (await main.textContent()) ?? '';
    const jsonLd = await jsonLdBlocks(page);
    expect(jsonLd.length).toBeGreaterThan(2);
    // A full page load would drop this.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const same = async () => {
      await expect.poll(() => main.textContent()).toBe(text);
      expect(await main.innerHTML()).not.toContain('<!--static-->');
      expect(await jsonLdBlocks(page)).toEqual(jsonLd);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    };

    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await same();

    await page.goForward();
    await expect(page).toHaveURL(/\/kontakt$/);
    // The footer's links to the privacy notice and to all of the blog's articles, and the blog's link to an article:
    // each moves on the client.
    const footerTarget = path === article ? '/blogi' : path;
    await page.getByRole('contentinfo').locator(`a[href="${footerTarget}"], a[href^="${footerTarget}?"]`).first().click();
    if (path === article) await page.locator(`main a[href="${article}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
    await same();
  });
}
