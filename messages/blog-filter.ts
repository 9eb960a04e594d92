/** The blog list's tag filter (components/blog/BlogFilter.tsx, a client component). */
export interface BlogFilterMessages {
  /** The name of the group of tag buttons. */
  topics: string;
  /**
   * What a screen reader hears after a choice: the topic (null: every topic) and how many articles are shown,
   * "Teema SEO: 2 artiklit", "Kõik teemad: 6 artiklit".
   */
  shown: (topic: string | null, count: number) => string;
}
