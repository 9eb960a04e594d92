/** Types of scripts/build/site-headers.mjs (plain JavaScript, passes of scripts/build/passes.mjs). */
import type { ExportPass, PagePass } from './passes.mjs';
type PolicyModules = { policy: typeof import('../../lib/site-headers/policy'); page: typeof import('../../lib/site-headers/page-policy') };
export function loadPolicyModules(): Promise<PolicyModules>;
export const securityPolicyPass: PagePass<PolicyModules>;
export const headersFilePass: ExportPass;
