/** Types of lib/not-found.mjs (plain JavaScript, so that scripts/build/finalize-export.mjs reads it without a build). */
export declare const UNKNOWN_PAGE_PATH: '/lehte-ei-leitud';
/** 'artiklit-ei-leitud'; on the English site 'article-not-found'. */
export declare const UNKNOWN_ARTICLE_ANCHOR: string;
export interface NoticeTexts {
  readonly title: string;
  readonly announcement: string;
}
export declare const UNKNOWN_PAGE_NOTICE: NoticeTexts;
export declare const UNKNOWN_ARTICLE_NOTICE: NoticeTexts;
