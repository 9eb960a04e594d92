/** Types of lib/not-found.mjs (plain JavaScript, so that scripts/build/finalize-export.mjs reads it without a build). */
export declare const UNKNOWN_PAGE_PATH: '/lehte-ei-leitud';
export declare const UNKNOWN_ARTICLE_ANCHOR: 'artiklit-ei-leitud';
export interface NoticeTexts {
  readonly title: string;
  readonly announcement: string;
}
export declare const UNKNOWN_PAGE_NOTICE: NoticeTexts;
export declare const UNKNOWN_ARTICLE_NOTICE: NoticeTexts;
