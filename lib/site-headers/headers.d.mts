/** Types of lib/site-headers/headers.mjs (plain JavaScript, so that the tester API imports it without a build step). */
export declare const HSTS_MAX_AGE: number;
export declare const DENIED_FEATURES: readonly string[];
export declare const SHARED_DIRECTIVES: Readonly<Record<string, readonly string[]>>;
export declare const headerDirectives: Readonly<Record<string, readonly string[]>>;
export declare function serializePolicy(directives: Readonly<Record<string, readonly string[]>>): string;
export declare const securityHeaders: Readonly<Record<string, string>>;
export declare const apiSecurityHeaders: Readonly<Record<string, string>>;
export declare function withSecurityHeaders(response: Response): Response;
