import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./', import.meta.url));
/** `@messages/<feature>` is one language's texts, as in the build (scripts/build/messages-alias.mjs). */
const messages = (locale: string) => ({ find: /^@messages\/(.*)$/, replacement: `${root}messages/${locale}/$1` });

export default defineConfig({
  resolve: { alias: [{ find: /^@\//, replacement: root }] },
  test: {
    css: false,
    environment: 'node',
    restoreMocks: true,
    // Two projects: the Estonian site (the default build) and the English one (SITE_LOCALE=en, lib/i18n/locale.ts).
    // A test of the English texts is named *.en.test.ts(x).
    projects: [
      {
        extends: true,
        resolve: { alias: [messages('et')] },
        test: { name: 'et', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: ['tests/unit/**/*.en.test.{ts,tsx}'] },
      },
      {
        extends: true,
        resolve: { alias: [messages('en')] },
        test: { name: 'en', include: ['tests/unit/**/*.en.test.{ts,tsx}'], env: { SITE_LOCALE: 'en' } },
      },
    ],
  },
});
