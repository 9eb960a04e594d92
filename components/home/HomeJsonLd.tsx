import { JsonLd } from '@/components/ui/JsonLd';
import { homeJsonLd } from '@/lib/seo/home';

/** The home page's structured data (the FAQPage block comes with the FAQ accordion). */
export function HomeJsonLd() {
  return (
    <>
      {homeJsonLd().map((block) => (
        <JsonLd key={block.id} id={block.id} data={block.data} />
      ))}
    </>
  );
}
