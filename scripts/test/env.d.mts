/** Types of scripts/test/env.mjs (plain JavaScript, so the test and bench scripts run without a build step). */
export const CHROMIUM_PATH: string;
export const TEST_ENV: Readonly<{
  NEXT_PUBLIC_SITE_URL: string;
  NEXT_PUBLIC_SITE_URL_EN: string;
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: string;
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: string;
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: string;
  NEXT_PUBLIC_PAGESPEED_API_KEY: string;
  NEXT_PUBLIC_CORS_PROXY: string;
}>;
export type TestEnvName = keyof typeof TEST_ENV;
export function withTestEnv(env?: NodeJS.ProcessEnv | Record<string, string | undefined>): Record<string, string | undefined>;
export function builtValue(name: TestEnvName): string;
