import { defineConfig, devices } from '@playwright/test';
import { loopbackPorts, loopbackSitesCommand, testerApiEnv } from './tests/fixtures/tester/loopback-env';
import { CHROMIUM_PATH } from './scripts/test/env.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The export under test: out/, or the build with one more article (scripts/test/test-all.mjs sets both variables). */
const outDir = process.env.E2E_OUT_DIR || 'out';
const addedArticleBuild = Boolean(process.env.BLOG_CONTENT_DIR);
const ADDED_ARTICLE_SPEC = /blog-added-article\.spec\.ts$/;
/** The English site (out-en/, `npm run build:en`) is served beside the Estonian one; its tests are tests/e2e/en/. */
const enPort = port + 9;
const EN_SPECS = /\/en\/.*\.spec\.ts$/;

/** End-to-end tests against the built out/ folder, served by scripts/dev/serve.mjs, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_REPORTER ? [[process.env.PLAYWRIGHT_REPORTER]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'et-EE',
    trace: 'off',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: addedArticleBuild
    ? [
        // The editor's recipe: the blog's own tests, and the added article's, against the build with one more article
        // (built with another NEXT_PUBLIC_CORS_PROXY, so the privacy notice is checked in a second configuration too).
        {
          name: 'added-article',
          use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
          grepInvert: /@mobile-only/,
          testMatch: [/blog\.spec\.ts$/, /blog-feed\.spec\.ts$/, /blog-share-image\.spec\.ts$/, /privacy\.spec\.ts$/, ADDED_ARTICLE_SPEC],
          // the added-article build is the Estonian site: the English site's tests of the same names are not its own
          testIgnore: EN_SPECS,
        },
      ]
    : [
        { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: /@mobile-only/, testIgnore: [ADDED_ARTICLE_SPEC, EN_SPECS] },
        {
          name: 'mobile',
          use: { ...devices['Pixel 5'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
          grep: /@mobile/,
          testIgnore: [ADDED_ARTICLE_SPEC, EN_SPECS],
        },
        // The English site: its own tests, in an English-speaking browser, on both viewports.
        {
          name: 'en-desktop',
          use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://localhost:${enPort}`, locale: 'en-GB' },
          grepInvert: /@mobile-only/,
          testMatch: EN_SPECS,
        },
        {
          name: 'en-mobile',
          use: { ...devices['Pixel 5'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, baseURL: `http://localhost:${enPort}`, locale: 'en-GB' },
          grep: /@mobile/,
          testMatch: EN_SPECS,
        },
      ],
  // Started in this order: the loopback fixture sites (they make the test CA), then the site with its tester API,
  // told where the fixtures are (testerApiEnv: named test sites on loopback, the upstream services, the test CA).
  webServer: [
    {
      command: loopbackSitesCommand(port),
      url: `http://127.0.0.1:${loopbackPorts(port).services}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      command: `node scripts/dev/serve.mjs --dir ${outDir} --port ${port}`,
      url: `http://localhost:${port}/`,
      env: testerApiEnv(port),
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    ...(addedArticleBuild
      ? []
      : [
          {
            command: `node scripts/dev/serve.mjs --dir out-en --port ${enPort}`,
            url: `http://localhost:${enPort}/`,
            env: testerApiEnv(port),
            reuseExistingServer: !process.env.CI,
            timeout: 20_000,
          },
        ]),
  ],
});
