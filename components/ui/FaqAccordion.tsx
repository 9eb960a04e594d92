import { JsonLd } from '@/components/ui/JsonLd';
import type { FaqItem } from '@/content/faq/types';
import { faqPageJsonLd } from '@/lib/seo/faq';

/**
 * FAQ accordion with FAQPage JSON-LD. Built on <details name="…">: the browser keeps one item open at a
 * time, clicking the open one closes it, and it works by keyboard with no JavaScript.
 */
export function FaqAccordion({
  items,
  title,
  description,
  schemaId,
  pagePath,
  id,
}: {
  items: readonly FaqItem[];
  title: string;
  description?: string;
  /** Identifier of the FAQ set: names the accordion group and the JSON-LD node. */
  schemaId: string;
  /** Path of the page the FAQ is on (for the JSON-LD @id). */
  pagePath: string;
  /** Section anchor, e.g. "faq". */
  id?: string;
}) {
  const headingId = `${schemaId}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="render-lazy section bg-white">
      <div className="container-page grid gap-6 sm:gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <div>
          <h2 id={headingId} className="h2">
            {title}
          </h2>
          {description ? <p className="lead mt-2 sm:mt-4">{description}</p> : null}
        </div>
        <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-card">
          {/* Each answer's anchor is its place in the set ("faq-home-4"): the same word-free form on both sites. */}
          {items.map((item, index) => (
            <details key={item.id} name={schemaId} id={`${schemaId}-${index + 1}`} className="group px-4 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-3 text-left text-[0.9375rem] font-semibold text-slate-900 marker:content-none sm:py-5 sm:text-lg [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-45"
                >
                  <path fill="currentColor" d="M10 3.5a.75.75 0 0 1 .75.75v5h5a.75.75 0 0 1 0 1.5h-5v5a.75.75 0 0 1-1.5 0v-5h-5a.75.75 0 0 1 0-1.5h5v-5A.75.75 0 0 1 10 3.5Z" />
                </svg>
              </summary>
              <p className="pb-4 leading-relaxed text-slate-600 sm:pb-5">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
      <JsonLd id={`${schemaId}-jsonld`} data={faqPageJsonLd(items, schemaId, pagePath)} />
    </section>
  );
}
