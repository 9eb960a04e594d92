import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { apiSecurityHeaders } from '@/lib/site-headers/headers.mjs';
import { inspectAnswer } from '@/lib/tester/contract.mjs';
import { findingText } from '@/lib/tester/report/finding-words';
import { test, expect, visit } from './fixtures';
import { ARTICLES, articlePath } from './blog-data';
import { answerEmails, PROXY, serveFixtureSite } from '../fixtures/tester/mock-services';
import { SITES } from '../fixtures/tester/sites';
import { CERT_DAYS_LEFT } from '../fixtures/tester/loopback-env';

/**
 * The tester through its own API (`npm start`'s /api/*), against the loopback fixture sites of
 * tests/fixtures/tester/loopback-sites.mjs (started by playwright.config.ts; the API reaches "paikesekiir.test"
 * and "vanapood.test" on loopback through TESTER_API_ALLOW_HOSTS), and the fallback when the API is absent.
 */

const card = (page: Page, id: string) => page.locator(`[data-card="${id}"]`);
const finding = (page: Page, id: string) => card(page, 'security').locator(`[data-finding="${id}"]`);

/** English words of the spec's fallback texts and of the services' own messages, as far as they are visible. */
const ENGLISH = /\b(failed|error|errors|Network|missing|API|Quota|exceeded|Lighthouse|analysis|check|Unknown|environment|variables|forbidden)\b/g;
const visibleEnglish = (page: Page) => page.locator('#main').innerText().then((text) => text.match(ENGLISH) ?? []);

async function startTest(page: Page, address: string) {
  await page.getByLabel('Veebilehe aadress').fill(address);
  await page.getByRole('button', { name: 'Testi veebilehte' }).click();
}

/** Every address the page asked for, apart from its own files. */
function recordRequests(page: Page, origin: string) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || url.pathname.startsWith('/api/')) asked.push(`${request.method()} ${url.origin}${url.pathname}`);
  });
  return asked;
}

test('a full run through the API: the real security score with its findings, and the server cards, in Estonian @mobile', async ({ page, baseURL }) => {
  const emails: Record<string, unknown>[] = [];
  await answerEmails(page, emails);
  const asked = recordRequests(page, baseURL!);
  await visit(page, '/seo-veebilehe-test');
  await startTest(page, 'paikesekiir.test');
  await expect(page.getByRole('heading', { level: 2, name: 'paikesekiir.test toimib, aga paremaks saab teha' })).toBeVisible({ timeout: 20_000 });

  // The security card: the measured score and one finding per item, what is missing and what it risks.
  // HTTPS redirect, TLS, HSTS, nosniff, framing, Referrer-Policy and mixed content pass; the certificate expires
  // soon, the session cookie has no SameSite and there is no Permissions-Policy (warnings: half their points); no
  // Content-Security-Policy; no other site's scripts (SRI does not apply): 76/100.
  const security = card(page, 'security');
  await expect(security.getByText('76/100', { exact: true })).toBeVisible();
  await expect(security).toHaveAttribute('data-grade', 'warning');
  await expect(security).toContainText(
    'Kontrollisime 11 turvaseadet: 7 on korras, 3 vajavad tähelepanu ja 1 on puudu või vigane. 1 seade ei rakendu selle aadressi puhul ja jäi hindest välja.',
  );
  // Mozilla's grade beside ours: no CSP costs 25, so the Referrer-Policy bonus does not count (X-Frame-Options
  // SAMEORIGIN earns none in the published scanner).
  await expect(security).toContainText('Mozilla Observatory hinne: B (75 punkti).');
  await expect(finding(page, 'observatory')).toContainText('Mozilla HTTP Observatory annaks sellele lehele hinde B (75 punkti; 100 punkti on A+). Miinuspunkte 25 (1 test).');
  await expect(finding(page, 'observatory')).toContainText('Lisapunkte (5) ei arvestatud');
  await expect(finding(page, 'cookies')).toContainText('1 küpsis ilma SameSite-märgiseta (sessionid)');
  await expect(finding(page, 'cookies')).toContainText('Mida teha: Lisa küpsistele SameSite=Lax');
  await expect(finding(page, 'csp')).toContainText("Mida teha: Lase arendajal lisada esmalt Content-Security-Policy-Report-Only");
  await expect(finding(page, 'sri')).toContainText('Avaleht ei laadi skripte teistelt saitidelt.');
  await expect(finding(page, 'mixed-content')).toContainText('Kõik lehe failid laaditakse turvalise https-ühendusega.');
  await expect(card(page, 'third-parties')).toContainText('Avaleht ei laadi faile ega skripte teistelt saitidelt');
  await expect(finding(page, 'certificate')).toContainText(`Vajab tähelepanu`);
  await expect(finding(page, 'certificate')).toContainText(`Sertifikaat kehtib veel ${CERT_DAYS_LEFT} päeva. Uuenda see kohe`);
  await expect(finding(page, 'csp')).toContainText('Probleem');
  await expect(finding(page, 'csp')).toContainText('Sisuturbepoliitika puudub: kui lehele sokutatakse võõras skript, ei takista brauser selle käivitamist.');
  // What to do, beside each finding that needs it (copy review T10).
  await expect(finding(page, 'csp')).toContainText("Mida teha: Lase arendajal lisada esmalt Content-Security-Policy-Report-Only");
  await expect(finding(page, 'permissions-policy')).toContainText('Vajab tähelepanu');
  await expect(finding(page, 'permissions-policy')).toContainText('Permissions-Policy puudub. See on lisakaitse');
  await expect(finding(page, 'permissions-policy')).toContainText('Mida teha: Lisa päis Permissions-Policy: camera=(), microphone=(), geolocation=() (luba ainult seda, mida leht kasutab).');
  await expect(finding(page, 'https-redirect').locator('[data-fix]')).toHaveCount(0);
  await expect(finding(page, 'https-redirect')).toContainText('Korras');
  await expect(finding(page, 'tls')).toContainText('Ühendus kasutab nüüdisaegset protokolli TLS 1.3.');
  await expect(security.locator('[data-finding]')).toHaveCount(13);

  await expect(card(page, 'ssl')).toContainText('Aegumas');
  await expect(card(page, 'ssl')).toContainText(`Sertifikaat kehtib veel ${CERT_DAYS_LEFT} päeva.`);
  await expect(card(page, 'http-status')).toContainText('200 – korras');
  await expect(card(page, 'redirects')).toContainText('http://paikesekiir.test/ suunab turvalisele aadressile https://paikesekiir.test/ (301).');
  await expect(card(page, 'redirects')).toContainText('Avaleht avaneb ilma edasisuunamiseta.');
  await expect(card(page, 'http2')).toContainText('Olemas');
  await expect(card(page, 'compression')).toContainText('gzip');
  await expect(card(page, 'response-time')).toContainText(/Server hakkas vastama (alles )?[\d,]+ m?s pärast/);
  // PageSpeed and the W3C checker, asked by the server (with the server's key), and the page read through /api/proxy.
  await expect(card(page, 'performance')).toContainText('93/100');
  await expect(card(page, 'html-errors')).toContainText('0 viga');
  await expect(card(page, 'title')).toContainText('„Kohvik Päikesekiir – värske kohv ja koogid Tartus“');
  await expect(card(page, 'server-files')).toContainText('Kõik korras');
  await expect(page.locator('[data-card]')).toHaveCount(27);

  // Every check went through the site's own API; the browser contacted nothing else but the e-mail service.
  expect([...new Set(asked)].sort()).toEqual(
    [
      `GET ${baseURL}/api/health`,
      `GET ${baseURL}/api/inspect`,
      `GET ${baseURL}/api/pagespeed`,
      `GET ${baseURL}/api/validate`,
      `GET ${baseURL}/api/dns`,
      `GET ${baseURL}/api/proxy`,
      `HEAD ${baseURL}/api/proxy`,
      'POST https://api.emailjs.com/api/v1.0/email/send',
    ].sort(),
  );
  await expect.poll(() => emails.length).toBe(1);
  const message = (emails[0].template_params as { message: string }).message.split('\n');
  expect(message).toContain('Turvaskoor: 76/100');
  expect(message).toContain('SSL: kehtiv');
  expect(message).toContain('Kiirus: 93/100');

  expect(await visibleEnglish(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

const domainItem = (page: Page, id: string) => card(page, 'domain-trust').locator(`[data-finding="${id}"]`);

test('the "Domeen ja e-post" card through the API: a domain in order, every item in Estonian @mobile', async ({ page }) => {
  await answerEmails(page, []);
  await visit(page, '/seo-veebilehe-test');
  await startTest(page, 'paikesekiir.test');
  const domain = card(page, 'domain-trust');
  await expect(domain).toHaveAttribute('data-grade', 'good', { timeout: 20_000 });
  await expect(domain.getByRole('heading', { name: 'Domeen ja e-post' })).toBeVisible();
  await expect(domain).toContainText('Kontrollisime domeeni paikesekiir.test e-posti ja DNS-i seadeid: 8 on korras.');
  await expect(domain.locator('[data-finding]')).toHaveCount(8);
  await expect(domainItem(page, 'mx')).toContainText('E-kirjad aadressidele @paikesekiir.test jõuavad serverisse mx1.posti.test.');
  await expect(domainItem(page, 'spf-lookups')).toContainText('SPF-i kontrollimiseks kulub 1 DNS-päring, lubatud on kuni 10.');
  await expect(domainItem(page, 'dmarc')).toContainText('DMARC on kasutusel (p=reject): võltsitud kirjad lükatakse tagasi.');
  await expect(domainItem(page, 'dnssec')).toContainText('Domeen paikesekiir.test on DNSSEC-iga allkirjastatud ja võti on registris');
  await expect(domainItem(page, 'dnssec')).toContainText('Meie nimeserver kontrollis allkirja üle.');
  await expect(domainItem(page, 'caa')).toContainText('Sertifikaate tohivad paikesekiir.test jaoks väljastada ainult: letsencrypt.org.');
  // Nothing to do for a domain in order: no advice on the card or on an item.
  await expect(domain.locator('[data-fix]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await visibleEnglish(page)).toEqual([]);
});

test('the "Domeen ja e-post" card through the API: +all, no DMARC, no DNSSEC, each with what to do @mobile', async ({ page }) => {
  await answerEmails(page, []);
  await visit(page, '/seo-veebilehe-test');
  await startTest(page, 'vanapood.test');
  const domain = card(page, 'domain-trust');
  await expect(domain).toHaveAttribute('data-grade', 'bad', { timeout: 20_000 });
  await expect(domain).toContainText('2 probleemi');
  await expect(domain).toContainText('Kontrollisime domeeni vanapood.test e-posti ja DNS-i seadeid: 3 on korras, 2 vajavad tähelepanu ja 2 on puudu või vigased.');
  await expect(domain.locator(':scope > [data-fix]')).toHaveText(
    'Mida teha: Paranda allpool märgitud seaded domeeni DNS-is: neid saab muuta registripidaja või DNS-teenuse pakkuja iseteeninduses, vajaduse korral aitab arendaja.',
  );
  // Each item: what was found and what it means, then what to do after "Mida teha:" (advice as data, not in the sentence).
  const said = (id: string) => domainItem(page, id).locator(':scope > span').nth(1);
  const fix = (id: string) => domainItem(page, id).locator('[data-fix]');
  await expect(domainItem(page, 'spf-all')).toContainText('Probleem');
  await expect(said('spf-all')).toHaveText('„+all“ lubab kõigil maailma serveritel saata kirju sinu domeeni nimel: SPF ei kaitse üldse.');
  await expect(fix('spf-all')).toHaveText('Mida teha: Asenda see kohe „~all“ või „-all“-ga.');
  await expect(said('dmarc')).toHaveText('DMARC-kirje puudub: postkastid ei tea, mida teha kirjadega, mis teesklevad, et tulevad @vanapood.test aadressilt.');
  await expect(fix('dmarc')).toHaveText(
    'Mida teha: Lisa DNS-i TXT-kirje nimega _dmarc.vanapood.test: „v=DMARC1; p=none; rua=mailto:dmarc@vanapood.test“ (loo enne postkast dmarc@vanapood.test või kasuta DMARC-aruannete teenust; aruanded on XML-failid). Kui aruanded näitavad, et sinu õiged kirjad läbivad kontrolli, karmista see „p=quarantine“ ja siis „p=reject“ peale.',
  );
  await expect(domainItem(page, 'dnssec')).toContainText('Vajab tähelepanu');
  await expect(said('dnssec')).toHaveText('Domeen vanapood.test ei kasuta DNSSEC-i, nii et DNS-vastuste ehtsust ei saa kontrollida. Võltsitud vastus võiks suunata külastajad või e-kirjad valesse kohta, kuigi selliseid rünnakuid tuleb ette harva.');
  // Not an .ee domain: no word about .ee registrars.
  await expect(fix('dnssec')).toHaveText('Mida teha: Palu DNSSEC sisse lülitada oma DNS-teenuse pakkujal (sageli sama firma, kust domeeni ostsid): tema allkirjastab tsooni; seejärel lisab registripidaja sealt saadud DS-kirje.');
  await expect(said('caa')).toHaveText('CAA-kirje puudub, nii et sertifikaadi võib sinu domeenile väljastada ükskõik milline sertifikaadikeskus.');
  await expect(fix('caa')).toHaveText('Mida teha: Lisa CAA-kirje, mis lubab ainult sinu kasutatavat sertifikaadikeskust, näiteks „0 issue "letsencrypt.org"“.');
  // An item in order has no advice.
  await expect(fix('mx')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // At 320 px the longest words (the DMARC example) wrap inside the card instead of being cut off by its edge.
  await page.setViewportSize({ width: 320, height: 800 });
  const overflowing = await domain.evaluate((el) => {
    const list = el.querySelector('ul');
    const width = list?.clientWidth ?? 0;
    return [...el.querySelectorAll('[data-finding]')].filter((item) => item.scrollWidth > width).map((item) => item.getAttribute('data-finding'));
  });
  expect(overflowing).toEqual([]);
});

test('a site on plain http only: the findings say what is missing and what it risks', async ({ page }) => {
  await answerEmails(page, []);
  await visit(page, '/seo-veebilehe-test');
  await startTest(page, 'vanapood.test');
  const security = card(page, 'security');
  await expect(security).toHaveAttribute('data-grade', 'bad', { timeout: 20_000 });
  // Only the Referrer-Policy item passes (browsers default to a strict one), and a missing Permissions-Policy is a
  // warning (half its points): 8 of 100.
  await expect(security.getByText('8/100', { exact: true })).toBeVisible();
  await expect(finding(page, 'certificate')).toContainText('Lehel ei ole töötavat https-ühendust: andmed liiguvad krüpteerimata.');
  await expect(finding(page, 'hsts')).toContainText('HSTS puudub, sest leht avaneb krüpteerimata http-ühendusega.');
  await expect(finding(page, 'frame')).toContainText('võõras leht saab sinu lehe nähtamatu raami sisse panna');
  await expect(card(page, 'ssl')).toContainText('Puudub');
  await expect(card(page, 'ssl')).toContainText('HTTPS-ühendus puudub: leht avaneb ainult krüpteerimata http-aadressil.');
  await expect(card(page, 'redirects')).toContainText('http://vanapood.test/ ei suuna https-aadressile');
  await expect(card(page, 'compression')).toContainText(/Server saadab avalehe HTML-i \([\d\s]+ baiti\) pakkimata/);
  // The https page could not be read, so the result is the failure state: what the site does over http, and what to do.
  const state = page.locator('[data-failure="http-only"]');
  await expect(state.getByRole('heading', { level: 2, name: 'vanapood.test avaneb ainult krüpteerimata ühendusega' })).toBeVisible();
  await expect(state).toContainText('Seadista lehele https');
  await state.locator('summary').click();
  await expect(state.locator('details')).toContainText('HTTP/2');
  expect(await visibleEnglish(page)).toEqual([]);
});

test('without the API (unreachable) the run falls back to the CORS proxy and says the security check was not run @mobile', async ({ page }) => {
  const sent = await serveFixtureSite(page, SITES.good, { api: 'unreachable' });
  await visit(page, '/seo-veebilehe-test');
  await startTest(page, 'paikesekiir.test');
  await expect(page.getByRole('heading', { level: 2, name: 'paikesekiir.test toimib hästi' })).toBeVisible({ timeout: 20_000 });
  expect(sent.requests.some((r) => r.url.startsWith(PROXY) && r.target === 'https://paikesekiir.test')).toBe(true);
  const security = card(page, 'security');
  await expect(security).toContainText('Turvakontrolli seekord ei tehtud, sest meie testiserver ei olnud kättesaadav.');
  await expect(security).toHaveAttribute('data-grade', 'info');
  await expect(security.locator('[data-finding]')).toHaveCount(0);
  await expect(page.getByText('Turvaseadete kontrolli seekord ei tehtud.')).toBeVisible();
  await expect(page.locator('[data-card="redirects"]')).toHaveCount(0);
  await expect.poll(() => sent.emails.length).toBe(1);
  expect((sent.emails[0].template_params as { message: string }).message).toContain(
    'Turvaskoor: ei mõõdetud – meie testiserver (API) ei olnud kättesaadav (vaikeväärtus 75/100)',
  );
});

test.describe("this site's own security check (npm start over plain http on loopback)", () => {
  const paths = ['/', articlePath(ARTICLES[0].slug), '/seo-veebilehe-test'];

  for (const path of paths) {
    test(`${path} scores at least 90: the https items do not apply, every header item passes`, async ({ request, baseURL }) => {
      const target = `http://127.0.0.1:${new URL(baseURL!).port}${path}`;
      const response = await request.get(`/api/inspect?url=${encodeURIComponent(target)}`);
      expect(response.status()).toBe(200);
      // Read with the browser's own schema of the answer (the contract).
      const body = inspectAnswer.parse(await response.json());
      expect(body.status).toBe(200);
      const findings = Object.fromEntries(body.security.findings.map((f) => [f.id, f]));
      test.info().annotations.push({
        type: 'security score',
        description: `${path}: ${body.security.score}/100; ${body.security.findings.map((f) => `${f.id} ${f.status}`).join(', ')}`,
      });
      for (const id of ['https-redirect', 'certificate', 'tls', 'hsts']) {
        expect(findings[id].status, id).toBe('na');
        expect(findingText(findings[id]), id).toMatch(/^(Testaadress avati|HSTS töötab ainult https-ühendusega)/);
      }
      // The header carries frame-ancestors; the script rules are in the page's <meta> policy: both are read.
      expect(findings.csp).toMatchObject({ status: 'pass', facts: { inHeader: true, inMeta: true, scriptSrcUnsafeInline: false } });
      for (const id of ['nosniff', 'frame', 'referrer-policy', 'permissions-policy']) expect(findings[id].status, id).toBe('pass');
      expect(body.security.score).toBeGreaterThanOrEqual(90);
      expect(body.security.score).toBe(100);
      // The Observatory grade comes in the same answer (over plain http it cannot be high: no HSTS, no redirect).
      expect(body.observatory?.tests).toHaveLength(10);
    });
  }
});

test("the API's answers carry the site's security headers, with a policy under which nothing in them can run", async ({ request }) => {
  const answers = [await request.get('/api/health'), await request.get('/api/inspect'), await request.get('/api/ei-ole')];
  expect(answers.map((r) => r.status())).toEqual([200, 400, 404]);
  for (const response of answers) {
    const headers = response.headers();
    for (const [name, value] of Object.entries(apiSecurityHeaders)) expect(headers[name.toLowerCase()], name).toBe(value);
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(headers['cache-control']).toBe('no-store');
  }
});

test.describe('when the API refuses: the form counts down Retry-After, and sends nothing meanwhile', () => {
  for (const [status, code] of [
    [429, 'rate_limited'],
    [503, 'busy'],
  ] as const) {
    test(`${status} ${code} with Retry-After: 30 → "Liiga palju päringuid, proovi 30 … 2 … 1 sekundi pärast uuesti", then ready @mobile`, async ({ page, baseURL }) => {
      // The page's clock runs as usual, and can be moved on: the 30 s are not waited out in full.
      await page.clock.install();
      await answerEmails(page, []);
      let refused = true;
      // The API is there (health), but refuses every call of the run: a stand-in for a busy or limited API.
      await page.route(
        (url) => url.origin === baseURL && url.pathname.startsWith('/api/') && url.pathname !== '/api/health',
        (route) =>
          refused
            ? route.fulfill({
                status,
                headers: { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '30' },
                body: JSON.stringify({ error: code }),
              })
            : route.fallback(),
      );
      const asked = recordRequests(page, baseURL!);
      await visit(page, '/seo-veebilehe-test');
      await startTest(page, 'paikesekiir.test');

      const input = page.getByLabel('Veebilehe aadress');
      const countdown = page.getByRole('timer');
      await expect(countdown).toHaveText(/^Liiga palju päringuid, proovi (30|29) sekundi pärast uuesti$/, { timeout: 10_000 });
      await expect(input).toBeFocused();
      await expect(input).toHaveValue('paikesekiir.test');
      // The run stopped at the first refusal: nothing more is sent, not even when the visitor submits again.
      const before = asked.length;
      await page.getByRole('button', { name: 'Testi veebilehte' }).click();
      await expect(countdown).toBeVisible();
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      expect(asked.length).toBe(before);

      // On to the last seconds (from what it shows now: the checks above take a while on a busy machine).
      const shown = Number(/proovi (\d+) sekundi/.exec((await countdown.textContent()) ?? '')?.[1]);
      expect(shown).toBeGreaterThan(3);
      await page.clock.fastForward((shown - 3) * 1000);
      await expect(countdown).toHaveText('Liiga palju päringuid, proovi 2 sekundi pärast uuesti');
      await expect(countdown).toHaveText('Liiga palju päringuid, proovi 1 sekundi pärast uuesti');
      await expect(countdown).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'Võid testi nüüd uuesti käivitada.' })).toBeAttached();
      expect(asked.length).toBe(before);

      // Once the wait is over, a submit starts the test again: the API is asked.
      refused = false;
      await page.getByRole('button', { name: 'Testi veebilehte' }).click();
      await expect(page.getByRole('progressbar', { name: 'Analüüsime lehte paikesekiir.test' })).toBeVisible();
      await expect.poll(() => asked.slice(before).some((request) => request.includes('/api/inspect'))).toBe(true);
    });
  }
});

test('an impossible address is caught in the browser before anything is sent', async ({ page, baseURL }) => {
  const asked = recordRequests(page, baseURL!);
  await visit(page, '/seo-veebilehe-test');
  const input = page.getByLabel('Veebilehe aadress');
  for (const address of [
    `${'a'.repeat(64)}.ee`, // a label over 63 characters
    `${Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.')}.ee`, // a name over 253 characters
    'kohvik..ee', // an empty label
    '-kohvik.ee', // a label that starts with a hyphen
    'kohvik-.ee', // a label that ends with a hyphen
  ]) {
    await input.fill(address);
    await page.getByRole('button', { name: 'Testi veebilehte' }).click();
    await expect(page.getByText('Palun sisesta korrektne veebilehe aadress (nt. minuettevote.ee)')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeFocused();
  }
  expect(asked).toEqual([]);
});

test('an answer of the API that does not match the contract is a coded error, said in Estonian, never read as data', async ({ page, baseURL }) => {
  await answerEmails(page, []);
  // A stand-in for an API that answers 200 with a body of another shape (an old deploy, a broken proxy in front).
  await page.route(
    (url) => url.origin === baseURL && ['/api/inspect', '/api/pagespeed'].includes(url.pathname),
    (route) => route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ status: 'OK', security: { score: 'A+' } }) }),
  );
  await visit(page, '/seo-veebilehe-test');
  await startTest(page, 'paikesekiir.test');
  await expect(card(page, 'security')).toBeVisible({ timeout: 20_000 });
  const words = 'Meie testiserver saatis vastuse, mida ei saanud lugeda. Proovi hiljem uuesti.';
  // The security check and the server's status were not done: the code 'bad_answer', in words.
  await expect(card(page, 'security')).toContainText(`Turvaseadeid ei õnnestunud kontrollida. ${words}`);
  await expect(card(page, 'security')).not.toContainText('A+');
  await expect(card(page, 'http-status')).toContainText(words);
  // Speed: the reason once, in the section's intro (copy review T8); the card says it was not measured.
  await expect(page.locator('section[aria-labelledby="tester-section-speed"]')).toContainText(words);
  await expect(card(page, 'performance')).toContainText('Ei mõõdetud');
  // The checks that read the page itself (through /api/proxy) still ran.
  await expect(card(page, 'title')).toContainText('„Kohvik Päikesekiir – värske kohv ja koogid Tartus“');
  expect(await visibleEnglish(page)).toEqual([]);
});
