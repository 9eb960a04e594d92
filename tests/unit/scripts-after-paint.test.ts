import { describe, expect, it } from 'vitest';
import { LOADER_ID, scriptsAfterPaint } from '../../scripts/build/scripts-after-paint.mjs';

const page = [
  '<!DOCTYPE html><html lang="et"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
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

  it('leaves no script that runs on arrival: each async chunk is preloaded at low priority instead, once', () => {
    expect(done).not.toMatch(/<script src="[^"]+" async=""/);
    for (const chunk of ['react', 'page', 'main']) {
      const preloads = done.match(new RegExp(`<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${chunk}.js"/>`, 'g'));
      expect(preloads, chunk).toHaveLength(1);
    }
    // Where the tags were: the preloads stay in <head>, before the content.
    expect(done.indexOf('react.js')).toBeLessThan(done.indexOf('<h1>'));
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
