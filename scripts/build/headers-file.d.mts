/** Types of scripts/build/headers-file.mjs (plain JavaScript, so that scripts/dev/serve.mjs runs without a build step). */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
  comment?: string;
}

export function renderHeadersFile(rules: readonly { path: string; headers: Readonly<Record<string, string>>; comment?: string }[]): string;
export function parseHeadersFile(text: string): HeaderRule[];
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string>;
