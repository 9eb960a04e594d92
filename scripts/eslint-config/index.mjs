/**
 * Next's recommended ESLint rules for eslint.config.mjs: core-web-vitals (Next, React, React Hooks, jsx-a11y,
 * import) and Next's TypeScript rules (typescript-eslint).
 *
 * typescript-eslint needs TypeScript's JavaScript API and supports TypeScript below 6.1; the project compiles with
 * TypeScript 7 (native tsc), which has no such API. This local package (the root's `file:` devDependency)
 * depends on TypeScript 5.9, and the root package.json's `overrides` entry gives eslint-config-next (and so
 * typescript-eslint) the same version, so npm installs the whole ESLint TypeScript tree in
 * scripts/eslint-config/node_modules, where `require('typescript')` finds 5.9. Everything else, `tsc` included,
 * sees TypeScript 7 in the root node_modules.
 *
 * Not an npm workspace: a `workspaces` field makes the Netlify CLI take the repository for a monorepo and deploy
 * from scripts/eslint-config.
 */
export { default as coreWebVitals } from 'eslint-config-next/core-web-vitals';
export { default as typescript } from 'eslint-config-next/typescript';
