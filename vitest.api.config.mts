import { defineConfig } from 'vitest/config';

/**
 * Tests of the website tester API (api/): unit tests of its modules and integration tests against
 * scripts/dev/serve.mjs (`npm start`'s server) with fixture sites on loopback. Run by `npm run test:api` and as
 * one step of `npm test`. The API is plain JavaScript, so are its tests (type-checked by api/tsconfig.json).
 */
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.mjs'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    restoreMocks: true,
  },
});
