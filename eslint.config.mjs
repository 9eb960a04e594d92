// ESLint (flat config) with Next's recommended rules: core-web-vitals (Next, React, React Hooks, jsx-a11y, import)
// and Next's TypeScript rules (typescript-eslint). Run by `npm run lint` and by `npm test`.
//
// The rules come through the workspace scripts/eslint-config, where npm installs them with the TypeScript their
// parser supports (5.9); the project compiles with TypeScript 7 (native tsc).
import { defineConfig, globalIgnores } from 'eslint/config';
import { coreWebVitals as nextVitals, typescript as nextTs } from '@veebiselge/eslint-config';

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
  globalIgnores([
    '.next/**',
    '.next-main-build/**',
    'out/**',
    'out-added-article/**',
    'next-env.d.ts',
    'reports/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
