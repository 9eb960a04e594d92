/**
 * Post-export passes (scripts/build/passes.mjs): every exported page gets its own Content-Security-Policy (a <meta>
 * with the hashes of the page's inline scripts and styles), and out/_headers gets the security and cache headers of
 * every response. The policy itself is lib/site-headers/policy.ts and the reading of a page
 * lib/site-headers/page-policy.ts; this file only applies them to the export.
 *
 * What the passes expect: each page ends with one policy <meta>, in <head> before every script, style and link,
 * whose script-src, style-src and style-src-attr allow every inline script, <style> and style attribute the page
 * has (read again from the finished page); the export has pages to write headers for.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { tagsOf } from '../../lib/html-tags.mjs';
import { renderHeadersFile } from './headers-file.mjs';
import { isExecutableScript, PassError } from './pass.mjs';
import { routeOf } from '../lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** @type {Promise<{ policy: typeof import('../../lib/site-headers/policy'), page: typeof import('../../lib/site-headers/page-policy') }> | undefined} */
let modules;

/**
 * lib/ is TypeScript: load it with jiti, after the .env files, exactly as `next build` reads them, so the
 * policy sees the NEXT_PUBLIC_* values that were baked into the pages.
 */
export function loadPolicyModules() {
  modules ??= (async () => {
    const requireFromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
    requireFromNext('@next/env').loadEnvConfig(root, false, { info: () => {}, error: console.error });
    const jiti = createJiti(import.meta.url, { alias: { '@': root.replace(/\/$/, '') } });
    const policy = await jiti.import('../../lib/site-headers/policy.ts');
    const page = await jiti.import('../../lib/site-headers/page-policy.ts');
    return { policy, page };
  })();
  return modules;
}

/** Pages that are not addresses of the site (Next's own not-found file, the 404 answer for every unknown path). */
const NOT_ROUTES = new Set(['/404', '/_not-found']);

/** The sources of each directive of a policy. @param {string} policy */
function directives(policy) {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

/** @type {import('./passes.mjs').PagePass<Awaited<ReturnType<typeof loadPolicyModules>>>} */
export const securityPolicyPass = {
  name: 'security-policy',
  does: 'every page has its Content-Security-Policy',
  prepare: (site) => site.policyModules ?? loadPolicyModules(),
  expects(html, { page }) {
    const tags = tagsOf(html);
    if (tags.some(page.isPolicyMeta)) return null; // a finished page: its policy is made again, the same
    const scripts = tags.filter((tag) => isExecutableScript(tag) && !tag.attributes.has('src')).length;
    return `a <head> to put the policy of its ${scripts} inline scripts in`;
  },
  apply(html, { policy, page }) {
    const findings = page.inlineCodeFindings(html);
    if (findings.length > 0) {
      throw new Error(`inline event handlers or javascript: URLs cannot run under the Content-Security-Policy: ${findings.join(', ')}`);
    }
    return page.injectPolicyMeta(html, policy.serializePolicy(policy.pageDirectives(page.pageHashes(html))));
  },
  after(html, { page }) {
    const tags = tagsOf(html);
    const metas = tags.filter(page.isPolicyMeta);
    if (metas.length !== 1) return `the page has ${metas.length} policy <meta> tags, not one`;
    const governed = tags.slice(0, tags.indexOf(metas[0])).find((tag) => ['script', 'style', 'link'].includes(tag.name) || tag.attributes.has('style'));
    if (governed) return `the policy <meta> comes after a <${governed.name}>, which it then does not govern`;
    if (!metas[0].inHead) return 'the policy <meta> is not in <head>';
    const policy = directives(metas[0].attributes.get('content') ?? '');
    const needs = [
      ['script-src', tags.filter((tag) => isExecutableScript(tag) && !tag.attributes.has('src')).map((tag) => tag.text ?? '')],
      ['style-src', tags.filter((tag) => tag.name === 'style').map((tag) => tag.text ?? '')],
      ['style-src-attr', tags.filter((tag) => tag.attributes.has('style')).map((tag) => tag.attributes.get('style') ?? '')],
    ];
    for (const [directive, texts] of needs) {
      const missing = texts.filter((text) => !(policy.get(directive) ?? []).includes(page.sha256Source(text)));
      if (missing.length > 0) return `${directive} does not allow ${missing.length} of the page's ${texts.length} inline texts: ${JSON.stringify(missing[0].slice(0, 60))}…`;
    }
    return null;
  },
};

/** @type {import('./passes.mjs').ExportPass} */
export const headersFilePass = {
  name: 'headers-file',
  does: '_headers: the security headers and caching of every page',
  async run(site) {
    const { policy } = await (site.policyModules ?? loadPolicyModules());
    const routes = [...site.pages.keys()].map((file) => routeOf(site.outDir, file)).filter((route) => !NOT_ROUTES.has(route));
    if (routes.length === 0) throw new PassError('headers-file', `${site.outDir}/_headers`, 'found nothing to do; it looked for the pages of the export');
    site.files.set('_headers', renderHeadersFile(policy.headerRules(routes)));
    const origins = policy.outsideOrigins().map((o) => `${o.directive} ${o.origin}`).join(', ');
    return `security headers, caching for ${routes.length} pages; outside origins of the policy: ${origins || 'none'}`;
  },
};
