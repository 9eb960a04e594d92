import { parseArticle } from '@/lib/blog/parse';
import type { Article } from '@/lib/blog/schema';

/** A valid English article (content/blog-en), with the English tags Advice and SEO; `frontmatter` adds lines. */
export function englishArticle(frontmatter = ''): Article {
  return parseArticle(
    'content/blog-en/a-test-article.mdx',
    `---
id: "9"
slug: a-test-article
title: "A test article about website speed"
description: "A description long enough to pass the check and to be useful to a search engine reading it."
date: 2025-08-31
tags: [Advice, SEO]
${frontmatter}---

Hello, this is the article.
`,
  );
}
