/**
 * Post-build step of scripts/build/finalize-export.mjs: gives every exported HTML page its own Content-Security-Policy
 * (a <meta> tag with the hashes of the page's inline scripts and styles) and writes out/_headers with the
 * security and cache headers of every response. The policy itself is lib/site-headers/policy.ts; this file only
 * applies it to out/.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { renderHeadersFile } from './headers-file.mjs';
import { listFiles, routeOf } from '../lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * lib/ is TypeScript: load it with jiti, after the .env files, exactly as `next build` reads them, so the
 * policy sees the NEXT_PUBLIC_* values that were baked into the pages.
 */
async function loadPolicyModules() {
  const requireFromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
  requireFromNext('@next/env').loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const jiti = createJiti(import.meta.url, { alias: { '@': root.replace(/\/$/, '') } });
  const policy = await jiti.import('../../lib/site-headers/policy.ts');
  const page = await jiti.import('../../lib/site-headers/page-policy.ts');
  return { policy, page };
}

/** Pages that are not addresses of the site (Next's own not-found file, the 404 answer for every unknown path). */
const NOT_ROUTES = new Set(['/404', '/_not-found']);

export async function applySecurityPolicy(outDir) {
  const { policy, page } = await loadPolicyModules();
  const files = listFiles(outDir, (file) => file.endsWith('.html'));
  const problems = [];
  let scripts = 0;
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const findings = page.inlineCodeFindings(html);
    if (findings.length) problems.push(`${file}: ${findings.join(', ')}`);
    const hashes = page.pageHashes(html);
    scripts += hashes.scripts.length;
    writeFileSync(file, page.injectPolicyMeta(html, policy.serializePolicy(policy.pageDirectives(hashes))));
  }
  if (problems.length) {
    throw new Error(`Inline event handlers or javascript: URLs cannot run under the Content-Security-Policy:\n${problems.join('\n')}`);
  }
  const routes = files.map((file) => routeOf(outDir, file)).filter((route) => !NOT_ROUTES.has(route));
  writeFileSync(`${outDir}/_headers`, renderHeadersFile(policy.headerRules(routes)));
  const origins = policy.outsideOrigins().map((o) => `${o.directive} ${o.origin}`).join(', ');
  console.log(`Content-Security-Policy: ${files.length} pages, ${scripts} inline script hashes; outside origins: ${origins || 'none'}`);
  console.log(`${outDir}/_headers: security headers, caching for ${routes.length} pages`);
}
