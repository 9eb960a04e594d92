import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqItem } from '@/content/faq/types';
import { absoluteUrl } from '@/lib/site';

/** FAQPage structured data for one FAQ set; `schemaId` makes the node addressable (…#faq-home). */
export function faqPageJsonLd(items: readonly FaqItem[], schemaId: string, pagePath: string): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${absoluteUrl(pagePath)}#${schemaId}`,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
