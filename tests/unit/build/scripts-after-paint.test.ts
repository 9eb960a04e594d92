import { describe, expect, it } from 'vitest';
import { LOADER_ID, scriptsAfterPaint } from '../../../scripts/build/scripts-after-paint.mjs';

const page = [
  '<!DOCTYPE html><html lang="et"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="manifest" href="/manifest.webmanifest"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  '</head><body><h1>Tere</h1>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":["static/chunks/main.js"]});</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

describe('the framework scripts run after the first paint', () => {
  const done = scriptsAfterPaint(page);

  it('leaves no script that runs on arrival and nothing that downloads a chunk before the paint', () => {
    expect(done).not.toMatch(/<script src="[^"]+" async=""/);
    expect(done).not.toMatch(/<link rel="preload" as="script"/);
    // The style sheet stays where it was.
    expect(done).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><script src="/_next/static/chunks/legacy.js" noModule=""></script></head>');
  });

  it('leaves the web manifest tag to React, which adds it when the page hydrates', () => {
    expect(page).toContain('rel="manifest"');
    expect(done).not.toContain('rel="manifest"');
  });

  it('keeps a script preload of a file the loader does not add', () => {
    const other = page.replace('</head>', '<link rel="preload" as="script" href="/worker.js"/></head>');
    expect(scriptsAfterPaint(other)).toContain('<link rel="preload" as="script" href="/worker.js"/>');
  });

  it('adds one loader at the end of <body>, after the inline data, with every chunk in document order', () => {
    const loader = new RegExp(`<script id="${LOADER_ID}">(?:(?!</script>)[\\s\\S])*</script></body></html>$`).exec(done)?.[0] ?? '';
    expect(loader).toContain('["/_next/static/chunks/react.js","/_next/static/chunks/page.js","/_next/static/chunks/main.js"]');
    expect(loader).toContain('first-contentful-paint');
    expect(loader).toContain(`${LOADER_ID}:ran`);
    expect(loader).toContain('setAttribute("data-ran","")');
    expect(done.indexOf('self.__next_f')).toBeLessThan(done.indexOf(LOADER_ID));
  });

  it('keeps the legacy noModule script and the inline scripts as they were', () => {
    expect(done).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(done).toContain('<script id="_R_">');
  });

  it('changes nothing the second time, nor on a page without framework scripts', () => {
    expect(scriptsAfterPaint(done)).toBe(done);
    const plain = '<html><head></head><body><p>Tere</p></body></html>';
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});
