import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import GlobalError from '@/app/global-error';
import RouteError from '@/app/error';

describe('uncaught rendering error fallback', () => {
  it('the route error boundary shows the "Unexpected Application Error!" screen with a retry', () => {
    const html = renderToStaticMarkup(<RouteError error={new Error('boom')} reset={() => {}} />);
    expect(html).toContain('<h1 class="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>');
    expect(html).toContain('Proovi uuesti');
    expect(html).toContain('href="/"');
  });

  it('the root error boundary is titled "Unexpected Application Error!"', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('boom')} reset={() => {}} />);
    expect(html).toContain('<title>Unexpected Application Error!</title>');
    expect(html).toContain('Unexpected Application Error!</h1>');
  });
});
