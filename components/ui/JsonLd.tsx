import { serializeJsonLd } from '@/lib/seo/jsonld';

/** Renders one JSON-LD block into the static HTML, escaped so content can never close the script tag. */
export function JsonLd({ data, id }: { data: object; id?: string }) {
  return (
    <script
      type="application/ld+json"
      id={id}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
