/** Types of scripts/build/versions.mjs (plain JavaScript: the version guard of the post-export passes). */
export const VERIFIED_FILE: string;
export const PACKAGES: readonly string[];
export const VERIFY_COMMAND: string;
export const PASS_TESTS: string;
export const SMOKE_SPECS: readonly string[];
export function verifiedVersions(): Record<string, string>;
export function installedVersions(): Record<string, string>;
export function versionDrift(installed?: Record<string, string>, verified?: Record<string, string>): string[];
export function driftMessage(drift: readonly string[]): string;
export function recordVerified(installed?: Record<string, string>): void;
