/**
 * Imported first by eslint.config.mjs: inside the ESLint process, every `require('typescript')` (typescript-eslint's
 * parser, ts-api-utils) gets TypeScript 5.9 from this package's own node_modules. The project compiles with
 * TypeScript 7 (native tsc, node_modules/typescript), which has no JavaScript API; typescript-eslint wants < 6.1.
 * `tsc` and everything outside ESLint keep TypeScript 7.
 */
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
export const typescriptDir = dirname(require.resolve('typescript/package.json'));
export const typescriptVersion = require('typescript/package.json').version;

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveTypescript(request, ...rest) {
  const typescript = request === 'typescript' || request.startsWith('typescript/');
  return resolveFilename.call(this, typescript ? join(typescriptDir, request.slice('typescript'.length)) : request, ...rest);
};
