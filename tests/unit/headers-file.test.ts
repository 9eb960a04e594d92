import { describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile, renderHeadersFile } from '../../scripts/build/headers-file.mjs';
import { headerRules } from '@/lib/site-headers/policy';

describe('the _headers file (Netlify, Cloudflare Pages)', () => {
  it('is written as path lines with indented "Name: value" lines, blocks apart, comments with #', () => {
    const text = renderHeadersFile([
      { path: '/*', headers: { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "frame-ancestors 'none'" }, comment: 'Every response' },
      { path: '/_next/static/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ]);
    expect(text).toBe(
      [
        '# Every response',
        '/*',
        '  X-Frame-Options: DENY',
        "  Content-Security-Policy: frame-ancestors 'none'",
        '',
        '/_next/static/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
      ].join('\n'),
    );
  });

  it('refuses what the hosts would misread: a path with a space, a header value over two lines', () => {
    expect(() => renderHeadersFile([{ path: '/a b', headers: {} }])).toThrow('Bad path');
    expect(() => renderHeadersFile([{ path: '/', headers: { 'X-A': 'one\ntwo' } }])).toThrow('Bad header');
  });

  it('reads back exactly what was written (serve.mjs reads the file the build wrote)', () => {
    const rules = headerRules(['/', '/kontakt', '/blogi/artikkel']);
    const parsed = parseHeadersFile(renderHeadersFile(rules));
    expect(parsed).toEqual(rules.map(({ path, headers }) => ({ path, headers: { ...headers } })));
  });

  it('reads files written by hand: CRLF, comments, values with colons', () => {
    const rules = parseHeadersFile('# c\r\n/api/*\r\n  Link: <https://a.test/>; rel=preload\r\n\r\n/\r\n  X-A: 1\r\n');
    expect(rules).toEqual([
      { path: '/api/*', headers: { Link: '<https://a.test/>; rel=preload' } },
      { path: '/', headers: { 'X-A': '1' } },
    ]);
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow('line 1');
  });
});

describe('headersForPath', () => {
  const rules = parseHeadersFile(renderHeadersFile(headerRules(['/', '/kontakt', '/blogi/artikkel'])));

  it('applies every matching rule: * matches the rest of the path, a page path only itself', () => {
    expect(headersForPath(rules, '/kontakt')).toMatchObject({ 'X-Frame-Options': 'DENY', 'Cache-Control': 'public, max-age=0, must-revalidate' });
    expect(headersForPath(rules, '/')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    expect(headersForPath(rules, '/_next/static/chunks/a1.js')).toMatchObject({
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersForPath(rules, '/kontakt/muu')['Cache-Control']).toBeUndefined();
    expect(headersForPath(rules, '/tundmatu')).toEqual(headersForPath(rules, '/robots.txt'));
    expect(headersForPath(rules, '/tundmatu')['X-Content-Type-Options']).toBe('nosniff');
  });

  it('matches :name as one path segment', () => {
    const named = parseHeadersFile('/blogi/:slug\n  X-A: 1\n');
    expect(headersForPath(named, '/blogi/artikkel')).toEqual({ 'X-A': '1' });
    expect(headersForPath(named, '/blogi/a/b')).toEqual({});
  });

  it('sets no header from two rules for the same path, so Netlify (later wins) and Cloudflare (joins) agree', () => {
    const paths = ['/', '/kontakt', '/blogi/artikkel', '/_next/static/chunks/a.js', '/images/map/kontor-tartu.svg', '/robots.txt', '/tundmatu'];
    for (const path of paths) {
      const matching = rules.filter((rule) => Object.keys(headersForPath([rule], path)).length > 0);
      const names = matching.flatMap((rule) => Object.keys(rule.headers));
      expect(new Set(names).size, path).toBe(names.length);
    }
  });
});
