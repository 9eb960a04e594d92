#!/usr/bin/env node
/**
 * `npm run build:test`: the static build with the test values `npm test` uses for unset NEXT_PUBLIC_* variables;
 * `npm run build:test:en` (--en) the English site's (out-en/).
 */
import { run } from '../lib.mjs';
import { withTestEnv } from './env.mjs';

const { code } = await run('npm', ['run', process.argv.includes('--en') ? 'build:en' : 'build'], { env: withTestEnv() });
process.exit(code);
