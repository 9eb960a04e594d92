import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every page of the static export (out/), as URL paths: the routes a visitor or crawler can reach. */
export function exportedRoutes(outDir = 'out'): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) {
        if (name !== '_next') walk(p);
      } else if (name.endsWith('.html') && name !== '404.html' && name !== '_not-found.html') {
        const rel = relative(outDir, p).replace(/\\/g, '/');
        found.push(rel === 'index.html' ? '/' : `/${rel.replace(/\.html$/, '')}`);
      }
    }
  };
  walk(outDir);
  return found.sort();
}
