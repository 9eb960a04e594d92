import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    css: false,
    environment: 'node',
    restoreMocks: true,
    // Two projects: the Estonian site (the default build) and the English one (SITE_LOCALE=en, lib/i18n/locale.ts).
    // A test of the English texts is named *.en.test.ts(x).
    projects: [
      {
        extends: true,
        test: { name: 'et', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: ['tests/unit/**/*.en.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: { name: 'en', include: ['tests/unit/**/*.en.test.{ts,tsx}'], env: { SITE_LOCALE: 'en' } },
      },
    ],
  },
});
