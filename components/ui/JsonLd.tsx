import { StaticBlock } from '@/components/ui/StaticBlock';
import { staticBlockKey } from '@/lib/static-blocks.mjs';
import { serializeJsonLd } from '@/lib/seo/jsonld';
import { withStaticForm } from '@/lib/static-html';

/**
 * Renders one JSON-LD block into the static HTML, escaped so content can never close the script tag. A static block
 * (lib/static-blocks.mjs): the document's payload does not repeat it.
 */
export function JsonLd({ data, id }: { data: object; id?: string }) {
  const json = serializeJsonLd(data);
  return <StaticBlock as="script" id={id} html={json} blockKey={staticBlockKey(json)} />;
}
withStaticForm(JsonLd, ({ data, id }) => <script type="application/ld+json" id={id} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />);
