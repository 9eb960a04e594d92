import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleCta } from '@/components/blog/ArticleCta';
import { CTA_CONTENT, CTA_VARIANTS, type CtaVariant } from '@/lib/blog/cta';

/** The buttons of a rendered call to action, as [label, href] pairs. */
function buttons(html: string): [string, string][] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
}

const render = (cta: CtaVariant, ctaContent?: Parameters<typeof ArticleCta>[0]['article']['ctaContent']) =>
  renderToStaticMarkup(<ArticleCta article={{ cta, ctaContent }} />);

describe('article calls to action', () => {
  it("default: 'Küsi pakkumist' to /kontakt", () => {
    expect(buttons(render('default'))).toEqual([['Küsi pakkumist', '/kontakt']]);
  });

  it('custom: shows the content written in the article', () => {
    const html = render('custom', {
      title: 'Tule meie koolitusele',
      text: 'Räägime kodulehe haldamisest.',
      actions: [
        { label: 'Registreeru', href: '/kontakt' },
        { label: 'Loe lähemalt', href: 'https://naide.ee/koolitus' },
      ],
    });
    expect(html).toContain('Tule meie koolitusele');
    expect(html).toContain('Räägime kodulehe haldamisest.');
    expect(buttons(html)).toEqual([
      ['Registreeru', '/kontakt'],
      ['Loe lähemalt', 'https://naide.ee/koolitus'],
    ]);
  });

  it.each([
    ['case-study', [['Mida minu lehel muuta?', '/#audit'], ['Tutvu hinnakirjaga', '/#pricing']]],
    ['wordpress-comparison', [['Ok, aga palju maksab?', '/kontakt']]],
  ] as const)('%s: the spec buttons and targets', (cta, expected) => {
    expect(buttons(render(cta))).toEqual(expected);
  });

  it('audit: the audit form inside #analuutika-audit, no buttons to other pages, only the privacy note', () => {
    const html = render('audit');
    expect(html).toMatch(/<section id="analuutika-audit"/);
    expect(html).toContain('Kontrolli mu veebilehte');
    expect(html).toContain('Sinu veebilehe aadress');
    expect(buttons(html)).toEqual([['privaatsustingimused', '/privaatsus']]);
  });

  it('every variant except custom and audit has a heading, a text and one or two buttons', () => {
    for (const variant of CTA_VARIANTS.filter((v) => v !== 'custom' && v !== 'audit')) {
      const content = CTA_CONTENT[variant as keyof typeof CTA_CONTENT];
      const html = render(variant);
      expect(html).toContain(content.title);
      expect(buttons(html).length).toBeGreaterThanOrEqual(1);
      expect(buttons(html).length).toBeLessThanOrEqual(2);
    }
  });
});
