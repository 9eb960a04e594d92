/** Types of scripts/build/passes.mjs (plain JavaScript, run by scripts/build/finalize-export.mjs). */
export interface Options {
  plainScripts?: boolean;
  notFoundFrom?: string;
  english?: boolean;
}
export interface Site {
  outDir: string;
  pages: Map<string, string>;
  files: Map<string, string>;
  removed: string[];
  fontManifest: { app?: Record<string, string[]> };
  options: Options;
  policyModules?: Promise<unknown>;
}
/** Methods, not function properties: a pass with its own context is a PagePass<unknown> in the list. */
export interface PagePass<Context> {
  name: string;
  does: string;
  skip?(options: Options): string;
  prepare?(site: Site): Context | Promise<Context>;
  expects(html: string, context: Context): string | null;
  apply(html: string, context: Context): string;
  after?(html: string, context: Context, before: string): string | null;
}
export interface ExportPass {
  name: string;
  does: string;
  skip?: (options: Options) => string;
  run: (site: Site) => string | Promise<string>;
}
export const PASSES: readonly (PagePass<unknown> | ExportPass)[];
export function runPasses(site: Site, log?: (line: string) => void, passes?: readonly (PagePass<unknown> | ExportPass)[]): Promise<void>;
