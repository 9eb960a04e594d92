/** The blog list page (components/pages/BlogPage.tsx, components/blog/BlogList.tsx, UnknownArticleNotice.tsx) and its feed. */
export interface BlogPageMessages {
  /** The page's title and description in search results and link previews (the brand follows the title). */
  head: { title: (brand: string) => string; description: string };
  /** The line above the page's heading (the heading is the blog's name in the route table). */
  eyebrow: string;
  intro: string;
  /** The name of the list of article cards (aria-label). */
  articles: string;
  /** Shown above the list when an unknown article's address led here, before links to the tester and contact pages. */
  unknownArticle: string;
  /** What the RSS feed is about (its <description>). */
  feed: string;
}
