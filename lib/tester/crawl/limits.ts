/**
 * The whole-site check's limits, apart from the crawler (lib/tester/crawl/crawl.ts), so that the report's texts can
 * name them without pulling the crawler into the results view's chunk.
 */
/** Pages one whole-site check reads at most. */
export const PAGE_LIMIT = 25;
