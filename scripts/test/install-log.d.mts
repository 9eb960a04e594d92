/** Types of scripts/test/install-log.mjs (plain JavaScript: scripts/test/npm-ci.mjs runs before node_modules exists). */
export function readInstallLog(text: string): {
  peerWarnings: string[];
  engineWarnings: string[];
  deprecated: { name: string; message: string }[];
};
