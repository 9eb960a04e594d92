export declare const TITLE_LENGTH: { min: number; max: number };
export declare const DESCRIPTION_LENGTH: { min: number; max: number };
export declare const PLACEHOLDER_MARK: string;
export declare function estonianSlug(title: string): string;
export declare function nextArticleId(ids: readonly string[]): string;
export declare function isoDay(date: Date): string;
export declare function newArticleSource(input: { id: string; slug: string; title: string; date: string }): string;
