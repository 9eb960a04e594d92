#!/usr/bin/env node
/**
 * Timing of the website tester against a fixture site whose every endpoint (CORS proxy, PageSpeed,
 * validator, e-mail) answers after 300 ms: proof that the checks run in parallel. Serves the existing out/
 * with scripts/dev/serve.mjs on a free port, drives Chromium, measures from submit to the results on screen and
 * prints one line:
 *   Tester analysis time (300 ms endpoints): N ms (...)
 * The figure subtracts nothing; the fixed 1000 ms statistics delay and the 400 ms closing pause of the
 * progress bar are named separately in the same line. Builds nothing: run `npm run build:test` first.
 */
import { createServer } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer, waitForServer } from '../lib.mjs';
import { builtValue, CHROMIUM_PATH } from '../test/env.mjs';

const ENDPOINT_DELAY_MS = 300;
const STATS_DELAY_MS = 1000;
const CLOSING_PAUSE_MS = 400;
const LABEL = `Tester analysis time (${ENDPOINT_DELAY_MS} ms endpoints)`;

const proxy = builtValue('NEXT_PUBLIC_CORS_PROXY');
const host = 'paikesekiir.test';
const page = readFileSync('tests/fixtures/tester/good.html', 'utf8');
const FILES = {
  [`https://${host}`]: { type: 'text/html; charset=utf-8', body: page },
  [`https://${host}/`]: { type: 'text/html; charset=utf-8', body: page },
  [`https://${host}/robots.txt`]: { type: 'text/plain', body: 'User-agent: *\nDisallow:\n' },
  [`https://${host}/sitemap.xml`]: { type: 'application/xml', body: '<urlset/>' },
};
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function measure(port) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    let submittedAt = 0;
    let lastCheckAnswer = 0;
    const delayed = async (route, response) => {
      await sleep(ENDPOINT_DELAY_MS);
      await route.fulfill({ status: response.status ?? 200, headers: { ...CORS, 'Content-Type': response.type }, body: response.body });
    };
    // Anything else leaving the machine is refused (fonts, analytics...): nothing real is contacted.
    await tab.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
    // This measures the spec's way (the CORS proxy): the site's own tester API answers 404, as on a host without it.
    await tab.route((url) => url.pathname.startsWith('/api/'), (route) => route.fulfill({ status: 404, body: '' }));
    await tab.route(
      (url) => url.href.startsWith(proxy),
      async (route) => {
        if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
        const target = decodeURIComponent(route.request().url().slice(proxy.length));
        const response = target.startsWith('https://validator.w3.org/nu/')
          ? { type: 'application/json', body: JSON.stringify({ messages: [] }) }
          : (FILES[target] ?? { status: 404, type: 'text/plain', body: 'not found' });
        await delayed(route, response);
        lastCheckAnswer = Date.now();
      },
    );
    await tab.route(
      (url) => url.href.startsWith('https://www.googleapis.com/pagespeedonline/'),
      async (route) => {
        const categories = { performance: { score: 0.9 }, accessibility: { score: 0.9 }, 'best-practices': { score: 0.9 }, seo: { score: 0.9 } };
        await delayed(route, { type: 'application/json', body: JSON.stringify({ lighthouseResult: { categories } }) });
        lastCheckAnswer = Date.now();
      },
    );
    await tab.route('https://api.emailjs.com/api/v1.0/email/send', async (route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      await delayed(route, { type: 'text/plain', body: 'OK' });
    });

    // Timed inside the page: from the form's submit event to the first result card in the DOM.
    await tab.addInitScript(() => {
      const marks = { submit: 0, results: 0, checksDone: 0 };
      window.__testerBench = marks;
      document.addEventListener('submit', () => (marks.submit = performance.now()), true);
      new MutationObserver(() => {
        if (!marks.checksDone && document.querySelector('[role="progressbar"][aria-valuenow="100"]')) marks.checksDone = performance.now();
        if (!marks.results && document.querySelector('[data-card]')) marks.results = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await tab.goto(`http://localhost:${port}/seo-veebilehe-test`, { waitUntil: 'load' });
    await tab.getByLabel('Veebilehe aadress').fill(host);
    const submit = tab.getByRole('button', { name: 'Testi veebilehte' });
    await submit.waitFor({ state: 'visible' });
    submittedAt = Date.now();
    await submit.click();
    await tab.locator('[data-card]').first().waitFor({ state: 'visible', timeout: 30_000 });
    const marks = await tab.evaluate(() => window.__testerBench);
    if (!marks.submit || !marks.results) throw new Error('the page did not report submit and results');
    return {
      total: Math.round(marks.results - marks.submit),
      checksDone: Math.round(marks.checksDone - marks.submit),
      network: lastCheckAnswer ? lastCheckAnswer - submittedAt : NaN,
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!existsSync('out/seo-veebilehe-test.html')) {
    console.log(`${LABEL}: failed (no out/seo-veebilehe-test.html: run "npm run build:test" first)`);
    process.exit(1);
  }
  const port = await freePort();
  const server = startServer(port, { warmFirst: true });
  try {
    if (!(await waitForServer(`http://localhost:${port}/`, 120_000))) throw new Error('server did not start');
    const { total, checksDone, network } = await measure(port);
    console.log(
      `${LABEL}: ${total} ms (submit to results, nothing subtracted; includes the ${STATS_DELAY_MS} ms statistics delay ` +
        `and the ${CLOSING_PAUSE_MS} ms closing pause; every check done after ${checksDone} ms, the last network answer after ~${network} ms)`,
    );
  } catch (error) {
    console.log(`${LABEL}: failed (${error instanceof Error ? error.message : error})`);
    process.exitCode = 1;
  } finally {
    server.kill();
  }
}

await main();
