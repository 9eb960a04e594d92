/** Types of scripts/build/next-fixture.mjs (plain JavaScript: the post-export fixture's recorder). */
export const FIXTURE_DIR: string;
export const FIXTURE_EXPORT: string;
/** Resolves with the files of the record that changed. */
export function recordFixture(env?: NodeJS.ProcessEnv): Promise<string[]>;
