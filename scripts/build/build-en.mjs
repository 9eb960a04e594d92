#!/usr/bin/env node
/**
 * `npm run build:en`: the English site, the same code built with SITE_LOCALE=en (lib/i18n/locale.ts) into out-en/,
 * for the host in NEXT_PUBLIC_SITE_URL_EN. Its own _headers and Content-Security-Policy come from its own files
 * (scripts/build/finalize-export.mjs). `npm run build` is the Estonian site in out/.
 */
import { run } from '../lib.mjs';

const { code } = await run('npm', ['run', 'build'], { env: { ...process.env, SITE_LOCALE: 'en' } });
process.exit(code);
