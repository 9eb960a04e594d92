/**
 * What a registered check is: the field it fills in the test result, that field's schema, and how it runs. The
 * result's schema (lib/tester/state/schema.ts) and the run (lib/tester/engine/run.ts) are built from the list in
 * lib/tester/checks/registry.ts, so a new check is its own module plus one line there: no other file of the
 * engine or the saved-state layer changes.
 */
import type * as z from 'zod/mini';
import type { ApiDeps } from '@/lib/tester/engine/api';
import type { CheckDeps } from '@/lib/tester/engine/deps';
import type { PageAnalyzer } from '@/lib/tester/page/fetch-page';
import type { PageFacts } from '@/lib/tester/page/analyze-source';

/** What a registered check receives: the injected transport (the API's proxy or the CORS proxy) and the page analyser. */
export interface RegisteredCheckDeps extends CheckDeps {
  analyze?: PageAnalyzer;
  /** The tester API, for checks that call its JSON endpoints (getApiJson); absent when the run uses the CORS proxy. */
  api?: ApiDeps;
  /** The tested page as read once for the run (null when it could not be read), for checks of what it declares. */
  pageFacts?: Promise<PageFacts | null>;
}

export interface RegisteredCheck<K extends string = string, S extends z.ZodMiniType = z.ZodMiniType> {
  /** Its field in the test result. */
  key: K;
  /** The field's schema: saved results and shared links are checked against it. */
  schema: S;
  /**
   * Run on the tested address (its origin and path). Never throws: on failure it returns its fallback (an
   * error code or the spec's fallback text in the field), so one failing check never sinks the run.
   */
  run: (target: string, deps: RegisteredCheckDeps) => Promise<z.infer<S>>;
}

/** A check for the registry; `const` keeps its key a literal, so the result's type names the field. */
export const defineCheck = <const K extends string, S extends z.ZodMiniType>(check: RegisteredCheck<K, S>) => check;
