import { compileMDX } from 'next-mdx-remote/rsc';
import { articleComponents } from '@/components/blog/mdx-components';
import { StaticRuns } from '@/components/ui/StaticHtml';
import type { Article } from '@/lib/blog/schema';

/**
 * An article's MDX body. Its text is static HTML that React does not walk in the browser (components/ui/StaticHtml);
 * the before/after sliders among it stay interactive.
 */
export async function ArticleBody({ article }: { article: Article }) {
  const { content } = await compileMDX({ source: article.body, components: articleComponents(article) });
  return <StaticRuns>{content}</StaticRuns>;
}
