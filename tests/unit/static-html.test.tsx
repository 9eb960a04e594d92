// @vitest-environment happy-dom
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PrivacyNotice } from '@/components/privacy/PrivacyNotice';
import { JsonLd } from '@/components/ui/JsonLd';
import { StaticBlock } from '@/components/ui/StaticBlock';
import { StaticHtml } from '@/components/ui/StaticHtml';
import { STATIC_BLOCK_STUB, staticBlockKey } from '@/lib/static-blocks.mjs';
import { NotStaticError, staticHtml, staticRuns } from '@/lib/static-html';

/** The document a piece of HTML makes, serialised again: the same page for a browser gives the same string. */
function parsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

const Note = ({ children }: { children: ReactNode }) => <p className="note">{children}</p>;
const Twice = ({ text }: { text: string }) => (
  <>
    <Note>{text}</Note>
    <Note>{text.toUpperCase()}</Note>
  </>
);

describe('staticHtml', () => {
  it('writes what React writes: elements, components, fragments, lists, text with <, &, quotes, attributes and SVG', () => {
    const tree = (
      <section aria-labelledby="t" data-section="a" hidden={false}>
        <h2 id="t" className="title">
          Hinnad &amp; tingimused {'<script>alert("x")</script>'} {"'ülakomad'"} {3} {null} {false} {undefined}
        </h2>
        <Twice text="Õiguslik alus" />
        <ul>
          {['a', 'b'].map((item) => (
            <li key={item}>
              <a href={`/kontakt?x=1&y="${item}"`} rel="noopener">
                {item}
              </a>
            </li>
          ))}
        </ul>
        <label htmlFor="n">Nimi</label>
        <time dateTime="2026-11-25">25. november 2026</time>
        <details open>
          <summary aria-expanded>Rohkem</summary>
          <br />
          <img src="/a.webp" srcSet="/a-480.webp 480w, /a.webp 800w" alt="" width={480} height={252} loading="lazy" />
        </details>
        <svg aria-hidden="true" viewBox="0 0 20 20">
          <path d="M1 1h18" strokeWidth="2" strokeLinecap="round" fillRule="evenodd" />
        </svg>
        <div dangerouslySetInnerHTML={{ __html: '<b>valmis</b>' }} />
      </section>
    );
    const ours = staticHtml(tree);
    expect(ours).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(parsed(ours)).toBe(parsed(renderToStaticMarkup(tree)));
  });

  it('writes boolean props as React does: "true" and "false" for enumerated attributes, present or absent for boolean ones', () => {
    const tree = (
      <div draggable spellCheck={false} contentEditable="false" data-open data-closed={false} aria-busy={false} hidden inert={false}>
        <img src="/a.webp" alt="" loading="lazy" draggable={false} />
        <details open={false}>
          <summary spellCheck>Rohkem</summary>
        </details>
      </div>
    );
    const ours = staticHtml(tree);
    expect(parsed(ours)).toBe(parsed(renderToStaticMarkup(tree)));
    expect(ours).toContain(' draggable="true" spellcheck="false"');
    expect(ours).toContain(' data-open="true" data-closed="false" aria-busy="false" hidden=""');
  });

  it('stops the build on anything that needs scripts or is not static', () => {
    expect(() => staticHtml(<button onClick={() => {}}>Saada</button>)).toThrow(/<button onClick> needs scripts/);
    expect(() => staticHtml(<input ref={() => {}} />)).toThrow(/<input ref> needs scripts/);
    const Async = async () => <p>hiljem</p>;
    expect(() => staticHtml(createElement(Async))).toThrow(/<Async> is async/);
    // What a client component is, seen from a server component: a reference to the browser's module.
    const clientReference = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') });
    expect(() => staticHtml(createElement(clientReference))).toThrow(/is not static/);
    expect(() => staticHtml(<video autoPlay />)).toThrow(/"autoPlay", which has no known HTML name/);
    // A style attribute inserted as HTML on a client-side move would be blocked by the Content-Security-Policy.
    expect(() => staticHtml(<p style={{ marginTop: '4px' }} />)).toThrow(NotStaticError);
    expect(staticRuns([<p key="a">tekst</p>, <p key="b" style={{ marginTop: '4px' }} />]).map((part) => typeof part)).toEqual(['string', 'object']);
  });
});

describe('staticRuns', () => {
  it('makes each run of static parts one HTML string and keeps the parts that need scripts as they are, in order', () => {
    const clientReference = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') });
    const Slider = () => createElement(clientReference, { pair: '1' });
    // The shape of a compiled MDX body: one component returning a fragment of blocks, text between them.
    const Body = () => (
      <>
        <h2>Enne ja pärast</h2>
        {'\n'}
        <p>Esimene lõik.</p>
        <Slider />
        <p>
          Teine lõik <a href="/kontakt">kontaktiga</a>.
        </p>
      </>
    );
    const parts = staticRuns(<Body />);
    expect(parts).toHaveLength(3);
    expect(parts[0]).toBe('<h2>Enne ja pärast</h2>\n<p>Esimene lõik.</p>');
    expect((parts[1] as React.ReactElement).type).toBe(Slider);
    expect(parts[2]).toBe('<p>Teine lõik <a href="/kontakt">kontaktiga</a>.</p>');
  });

  it('takes a static block inside the content as part of the run around it', () => {
    const parts = staticRuns(
      <>
        <p>Enne</p>
        <StaticHtml className="contents">
          <p>Sees</p>
        </StaticHtml>
        <JsonLd id="j" data={{ name: 'Ü' }} />
      </>,
    );
    expect(parts).toEqual(['<p>Enne</p><div class="contents"><p>Sees</p></div><script type="application/ld+json" id="j">{"name":"Ü"}</script>']);
  });

  it('still stops the build on a part that is wrong, not only not static', () => {
    expect(() => staticRuns(<p onClick={() => {}}>x</p>)).toThrow(/needs scripts/);
  });
});

describe('StaticHtml', () => {
  it('writes the privacy notice as HTML inside one element, with its sections and plain links', () => {
    const html = renderToStaticMarkup(<PrivacyNotice />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const notice = page.querySelector('.max-w-3xl');
    expect(notice?.querySelector('section h2')?.textContent).toBe('Kes sinu andmeid töötleb');
    expect(page.querySelectorAll('.max-w-3xl section h2').length).toBeGreaterThan(5);
    expect(notice?.querySelector('a[href="/seo-veebilehe-test"]')?.textContent).toBe('SEO veebilehe testija');
  });
});

describe('static blocks (lib/static-blocks.mjs)', () => {
  it('carry the key of their text, which the build step finds next to the text', () => {
    const html = renderToStaticMarkup(
      <StaticHtml className="contents">
        <p>Tere, õde!</p>
      </StaticHtml>,
    );
    expect(html).toBe(`<div class="contents" data-static="${staticBlockKey('<p>Tere, õde!</p>')}"><p>Tere, õde!</p></div>`);
    const json = renderToStaticMarkup(<JsonLd id="org" data={{ name: 'Veebiselge', url: '</script>' }} />);
    const text = '{"name":"Veebiselge","url":"\\u003c/script\\u003e"}';
    expect(json).toBe(`<script type="application/ld+json" id="org" data-static="${staticBlockKey(text)}">${text}</script>`);
    expect(staticBlockKey('a')).not.toBe(staticBlockKey('b'));
  });

  it('take their text from the page when their payload holds the stub, and keep it for a later render', () => {
    document.body.innerHTML = '<div data-static="k1"><p>Lehe tekst</p></div>';
    const render = () => renderToStaticMarkup(<StaticBlock html={STATIC_BLOCK_STUB} blockKey="k1" />);
    expect(render()).toBe('<div data-static="k1"><p>Lehe tekst</p></div>');
    // The page rendered again later (back to it on the client): its element is gone, the text is not.
    document.body.innerHTML = '';
    expect(render()).toBe('<div data-static="k1"><p>Lehe tekst</p></div>');
    // A block with its text in the payload shows that text.
    expect(renderToStaticMarkup(<StaticBlock html="<p>Oma</p>" blockKey="k2" />)).toBe('<div data-static="k2"><p>Oma</p></div>');
  });
});
