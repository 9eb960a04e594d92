import { JsonLd } from '@/components/ui/JsonLd';
import { breadcrumbJsonLd, breadcrumbTrail } from '@/lib/seo/jsonld';

/** The per-route breadcrumb block (organisation and navigation blocks are in the root layout). */
export function PageJsonLd({ path, articlePath }: { path: string; articlePath?: string }) {
  return <JsonLd id="breadcrumb-jsonld" data={breadcrumbJsonLd(breadcrumbTrail(path, articlePath))} />;
}
