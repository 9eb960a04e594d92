import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleShareImage } from '@/components/blog/ArticleShareImage';
import { shareImageLogo } from '@/lib/seo/share-image-logo';
import { site } from '@/lib/site';

describe('an article\'s share picture', () => {
  it('shows the site\'s logo file (the outlined wordmark), not the brand typed in a font', async () => {
    const html = renderToStaticMarkup(<ArticleShareImage title="Mis on SEO ja milleks seda vaja on?" tag="SEO" logo={await shareImageLogo()} />);
    const images = [...html.matchAll(/<img [^>]*src="data:image\/svg\+xml;base64,([^"]+)"[^>]*>/g)];
    expect(images).toHaveLength(1);
    expect(Buffer.from(images[0][1], 'base64').toString('utf8')).toBe(readFileSync(`public${site.logo}`, 'utf8'));
    expect(images[0][0]).toMatch(new RegExp(`alt="${site.brand}"`));
    // The brand name appears only as the picture's alternative text.
    expect(html.replace(/<img [^>]*>/g, '')).not.toContain(site.brand);
  });
});
