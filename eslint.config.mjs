// ESLint (flat config) with Next's recommended rules: core-web-vitals (Next, React, React Hooks, jsx-a11y, import)
// and Next's TypeScript rules (typescript-eslint). Run by `npm run lint` and by `npm test`.
//
// The rules come through the workspace scripts/eslint-config, where npm installs them with the TypeScript their
// parser supports (5.9); the project compiles with TypeScript 7 (native tsc).
import { defineConfig, globalIgnores } from 'eslint/config';
import { createRequire } from 'node:module';
import { coreWebVitals as nextVitals, typescript as nextTs } from '@veebiselge/eslint-config';

// The TypeScript parser by its path: it is installed under scripts/eslint-config (see there), where
// eslint-plugin-import cannot find it by name, and without it the import rules cannot read a TypeScript file's
// own imports (import/no-cycle would see no cycle at all).
const typescriptParser = createRequire(new URL('./scripts/eslint-config/index.mjs', import.meta.url)).resolve('@typescript-eslint/parser');

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // An `eslint-disable` that no rule needs is an error, not a note.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The site is a static export with `images: { unoptimized: true }`: next/image cannot optimise anything here
      // and would add its client runtime to every page. Our images are plain <img> with width, height, srcset and
      // lazy loading where they sit below the fold.
      '@next/next/no-img-element': 'off',
      // A leading underscore marks a name kept on purpose (a typed mock parameter); leaving out a key with
      // `{ key: _, ...rest }` is how we copy an object without it.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The layers, enforced (README, "The code"). Paths are from the repository root.
    settings: { 'import/parsers': { '@typescript-eslint/parser': [], [typescriptParser]: ['.ts', '.mts', '.cts', '.tsx'] } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './components/ui',
              from: './components',
              except: ['./ui'],
              message: 'components/ui holds shared blocks: it never imports a feature folder of components/.',
            },
            {
              target: './lib/routes.ts',
              from: ['./lib/pricing.ts', './lib/price-model.ts', './lib/pricing-claims.ts', './lib/calculator-texts.ts', './lib/quote-query.ts', './lib/offer.ts', './lib/seo'],
              message:
                "The route table goes into the header's client chunk: no price model here (site-navigation descriptions live in lib/seo/site-navigation.ts).",
            },
            {
              target: './api',
              from: './lib/tester',
              except: ['./contract.mjs'],
              message: 'api/ and the tester in the browser share only the contract (lib/tester/contract.mjs).',
            },
            {
              target: ['./lib/tester', './components/tester'],
              from: './api',
              message: 'The tester in the browser never imports api/: they share only the contract (lib/tester/contract.mjs).',
            },
          ],
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-main-build/**',
    'out/**',
    'out-en/**',
    'out-added-article/**',
    'next-env.d.ts',
    'reports/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
