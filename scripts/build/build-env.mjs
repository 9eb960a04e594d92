#!/usr/bin/env node
/**
 * The build's NEXT_PUBLIC_* settings for a deploy from CI (.github/workflows/netlify-deploy.yml): every repository
 * variable whose name starts with NEXT_PUBLIC_, as `NAME=value` lines for $GITHUB_ENV. A variable that is not set
 * is left out, so the build keeps its default (an empty NEXT_PUBLIC_TESTER_API would turn the tester API off).
 *
 *   VARIABLES='${{ toJSON(vars) }}' node scripts/build/build-env.mjs >> "$GITHUB_ENV"
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @param {Record<string, unknown>} variables the repository's variables (GitHub's `vars` context) @returns {string} */
export function buildEnvLines(variables) {
  const lines = [];
  for (const [name, value] of Object.entries(variables).sort(([a], [b]) => a.localeCompare(b))) {
    if (!/^NEXT_PUBLIC_[A-Z0-9_]+$/.test(name)) continue;
    const text = String(value);
    // One line each: a line break would let a value set another variable in $GITHUB_ENV.
    if (/[\r\n]/.test(text)) throw new Error(`The repository variable ${name} holds a line break`);
    lines.push(`${name}=${text}\n`);
  }
  return lines.join('');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(buildEnvLines(JSON.parse(process.env.VARIABLES || '{}')));
}
