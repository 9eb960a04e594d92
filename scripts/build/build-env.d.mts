/** Types of scripts/build/build-env.mjs (plain JavaScript, run by the deploy workflow before anything is installed). */
export function buildEnvLines(variables: Record<string, unknown>): string;
