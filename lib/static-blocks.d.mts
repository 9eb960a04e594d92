/** Types of lib/static-blocks.mjs (plain JavaScript, so that scripts/build/static-blocks-once.mjs reads it without a build). */
export declare const STATIC_BLOCK_ATTRIBUTE: 'data-static';
export declare const STATIC_BLOCK_STUB: '<!--static-->';
export declare function staticBlockKey(text: string): string;
