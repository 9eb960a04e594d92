import { test, expect, visit } from './fixtures';

/**
 * The first screen does not wait for the framework: the served page has no script that runs on arrival, the
 * chunks are added only after the browser reported the first contentful paint (scripts/build/scripts-after-paint.mjs),
 * and the page still answers a click right after it loaded.
 */
for (const path of ['/', '/privaatsus', '/kontakt']) {
  test(`${path}: the framework's scripts run after the first paint, and the page works without a wait @mobile`, async ({ page, request, isMobile }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<script src="\/_next\/[^"]+" async/);
    // Nothing downloads a chunk before the paint: the first screen has the connection to itself.
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    // Nor the web manifest, which React adds to <head> when the page hydrates.
    expect(html).not.toMatch(/<link rel="manifest"/);

    await visit(page, path);
    const [paint, added] = await page.evaluate(async () => {
      const firstEntry = (name: string) =>
        new Promise<number>((resolve) => {
          const found = () => performance.getEntriesByName(name)[0]?.startTime;
          const poll = () => (found() === undefined ? setTimeout(poll, 20) : resolve(found() as number));
          poll();
        });
      return Promise.all([firstEntry('first-contentful-paint'), firstEntry('scripts-after-paint')]);
    });
    expect(added).toBeGreaterThanOrEqual(paint);
    // And none of them was requested before it.
    const chunkStarts = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((r) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(r.name)).map((r) => r.startTime),
    );
    expect(chunkStarts.length).toBeGreaterThan(3);
    for (const start of chunkStarts) expect(start).toBeGreaterThanOrEqual(paint);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

    // Hydrated without a wait a person would notice: the header's menu opens at the first click.
    if (isMobile) {
      await page.getByRole('button', { name: 'Ava menüü' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobiilimenüü' })).toBeVisible({ timeout: 1000 });
    } else {
      await page.getByRole('button', { name: 'Muud' }).click();
      await expect(page.getByRole('button', { name: 'Muud' })).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }
  });
}
