/** Small helpers shared by the test, bench and report scripts. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export function run(cmd, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { stdio: options.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit', ...options });
    let out = '';
    if (options.capture) child.stdout.on('data', (d) => (out += d));
    child.on('close', (code) => resolvePromise({ code: code ?? 1, out }));
    child.on('error', (error) => resolvePromise({ code: 1, out: String(error) }));
  });
}

export function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

export function listFiles(dir, predicate) {
  const found = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (predicate(p)) found.push(p);
    }
  };
  if (existsSync(dir)) walk(dir);
  return found.sort();
}

/** Files under `dir` whose bytes contain `needle` (e.g. a secret that must not be in the static export). */
export function filesContaining(dir, needle) {
  if (!needle) throw new Error('filesContaining: nothing to look for');
  return listFiles(dir, (file) => readFileSync(file).includes(needle));
}

/** The URL path a page in out/ is served at (out/blogi/x.html -> /blogi/x). */
export function routeOf(outDir, file) {
  const rel = relative(outDir, file).replace(/\\/g, '/');
  if (rel === 'index.html') return '/';
  return '/' + rel.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

export async function waitForServer(url, timeoutMs = 15000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

export function startServer(port, { warmFirst = false, dir = 'out' } = {}) {
  const child = spawn(process.execPath, ['scripts/dev/serve.mjs', '--dir', dir, '--port', String(port), ...(warmFirst ? ['--warm-first'] : [])], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}
