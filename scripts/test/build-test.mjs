#!/usr/bin/env node
/** `npm run build:test`: the static build with the test values `npm test` uses for unset NEXT_PUBLIC_* variables. */
import { run, withTestEnv } from '../lib.mjs';

const { code } = await run('npm', ['run', 'build'], { env: withTestEnv() });
process.exit(code);
