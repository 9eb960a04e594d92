/**
 * The layers of the code are enforced by ESLint (eslint.config.mjs): a file that imports across a boundary fails
 * the lint. Each probe is linted as if it were a file at that path, with the project's own configuration.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// import/no-cycle needs the linted file on disk: the zone probes are new files, so it is off for them.
const zonesOnly = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await zonesOnly.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

// The first lint loads ESLint's TypeScript parser and the whole configuration: over 5 s on a loaded machine.
describe('the layers, as the lint enforces them', { timeout: 30_000 }, () => {
  it('a UI block that imports a feature folder fails', async () => {
    const errors = await layerErrors(
      'components/ui/LayerProbe.tsx',
      "import { TesterApp } from '@/components/tester/TesterApp';\nexport const probe = TesterApp;\n",
    );
    expect(errors).toEqual([expect.stringContaining('components/ui holds shared blocks: it never imports a feature folder of components/.')]);
  });

  it('a UI block may import another UI block', async () => {
    expect(await layerErrors('components/ui/LayerProbe.tsx', "import { FormField } from '@/components/ui/FormField';\nexport const probe = FormField;\n")).toEqual([]);
  });

  it('the API that imports the tester’s browser code fails; the contract is allowed', async () => {
    const bad = await layerErrors('api/layer-probe.mjs', "import { runWebsiteTest } from '../lib/tester/engine/run';\nexport const probe = runWebsiteTest;\n");
    expect(bad).toEqual([expect.stringContaining('api/ and the tester in the browser share only the contract (lib/tester/contract.mjs).')]);
    expect(await layerErrors('api/layer-probe.mjs', "import { ENDPOINTS } from '../lib/tester/contract.mjs';\nexport const probe = ENDPOINTS;\n")).toEqual([]);
  });

  it('the tester’s browser code that imports api/ fails', async () => {
    const errors = await layerErrors('lib/tester/engine/layer-probe.ts', "import { handle } from '../../../api/handler.mjs';\nexport const probe = handle;\n");
    expect(errors).toEqual([expect.stringContaining('The tester in the browser never imports api/: they share only the contract (lib/tester/contract.mjs).')]);
  });

  it('the route table that imports the price model fails', async () => {
    const errors = await layerErrors('lib/routes.ts', "import * as pricing from '@/lib/pricing';\nexport const probe = pricing;\n");
    expect(errors).toEqual([expect.stringContaining("The route table goes into the header's client chunk")]);
  });

  it('an import that closes a cycle fails', async () => {
    // The report's card helpers are imported by the report's index: importing the index back closes a cycle.
    const code = "import { buildReport } from '@/lib/tester/report/index';\nexport const probe = buildReport;\n";
    const [result] = await eslint.lintText(code, { filePath: 'lib/tester/report/cards.ts' });
    expect(result.messages.map((m) => m.ruleId)).toContain('import/no-cycle');
  });
});
