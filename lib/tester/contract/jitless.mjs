/**
 * zod's settings for the contract's schemas (lib/tester/contract.mjs), imported before any schema is built: the
 * site's Content-Security-Policy forbids eval, so zod must not even probe for it (a probe is reported as a
 * violation although zod catches it), and it checks answers without compiled fast paths.
 */
import * as z from 'zod/mini';

z.config({ jitless: true });
