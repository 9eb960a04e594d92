import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { pseudo, wrapText } from '@/lib/i18n/pseudo';

describe('the pseudo-language wraps every text of a feature in markers', () => {
  it('wraps strings, and leaves empty ones, numbers and booleans alone', () => {
    expect(pseudo({ a: 'Esileht', b: '', c: 3, d: true, e: ['Üks', 'Kaks'] })).toEqual({
      a: '⟦Esileht⟧',
      b: '',
      c: 3,
      d: true,
      e: ['⟦Üks⟧', '⟦Kaks⟧'],
    });
    expect(wrapText('  ')).toBe('  ');
  });

  it('wraps what a function returns, with its arguments passed through', () => {
    const texts = pseudo({ count: (n: number) => `${n} artiklit`, nested: { title: (name: string) => `Tere, ${name}!` } });
    expect(texts.count(6)).toBe('⟦6 artiklit⟧');
    expect(texts.nested.title('Mari')).toBe('⟦Tere, Mari!⟧');
  });

  it('wraps the text children of React elements and keeps their props', () => {
    const lead = pseudo(
      <p className="lead">
        Kodulehed <strong>alates 495 €</strong> ja e-poed
      </p>,
    );
    expect(renderToStaticMarkup(lead)).toBe('<p class="lead">⟦Kodulehed ⟧<strong>⟦alates 495 €⟧</strong>⟦ ja e-poed⟧</p>');
  });
});
