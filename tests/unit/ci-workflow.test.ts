/**
 * The CI workflow cannot run here, so it is read: its test job runs what .ci/run runs, its deploy job waits for the
 * tests and deploys out/ with the functions, previews are summarised, Dependabot is set up. The schema itself is
 * checked by `npm test`'s action-validator step; the last test here shows that validator failing on a broken copy.
 */
import { existsSync, readFileSync } from 'node:fs';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildEnvLines } from '../../scripts/build/build-env.mjs';
import { PASS_TESTS, SMOKE_SPECS } from '../../scripts/build/versions.mjs';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  id?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  env?: Record<string, unknown>;
  steps?: Step[];
  uses?: string;
  with?: Record<string, unknown>;
  secrets?: Record<string, string>;
  strategy?: { matrix: { include: Record<string, unknown>[] } };
  container?: string | { image: string };
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const read = (path: string) => readFileSync(path, 'utf8');
const ciText = read('.github/workflows/ci.yml');
const ci = parse(ciText) as Workflow;
const deployWorkflow = parse(read('.github/workflows/netlify-deploy.yml')) as Workflow & {
  on: { workflow_call: { inputs: Record<string, unknown>; secrets: Record<string, unknown> } };
};
const packageJson = JSON.parse(read('package.json')) as { packageManager: string; scripts: Record<string, string>; devDependencies: Record<string, string>; dependencies: Record<string, string>; overrides: Record<string, unknown> };

/** The commands .ci/run runs, without its set-up lines (set, cd, export) and the fallback after `||`. */
function ciRunCommands() {
  const lines = read('.ci/run')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const exported = Object.fromEntries(
    lines
      .filter((line) => line.startsWith('export '))
      .flatMap((line) => line.slice('export '.length).split(/\s+/))
      .map((pair) => pair.split('=') as [string, string]),
  );
  const commands = lines.filter((line) => !/^(set|cd|export)\s/.test(line)).map((line) => line.replace(/\s*\|\|.*$/, ''));
  return { commands, exported };
}

const runSteps = (job: Job) => (job.steps ?? []).filter((step): step is Step & { run: string } => typeof step.run === 'string');

describe('the test job (.github/workflows/ci.yml) runs what .ci/run runs', () => {
  const test = ci.jobs.test;
  const { commands, exported } = ciRunCommands();

  it('on every push and every pull request, of any branch', () => {
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    expect(ci.on.push ?? null).toBeNull();
    expect(ci.on.pull_request ?? null).toBeNull();
    expect(test.if).toBeUndefined();
  });

  it('.ci/run installs with the quiet npm ci and then runs npm test', () => {
    expect(commands).toEqual(['node scripts/test/npm-ci.mjs', 'npm test']);
  });

  it('its last commands are .ci/run\'s, in the same order, with the variables .ci/run exports', () => {
    const runs = runSteps(test).map((step) => step.run.trim());
    expect(runs.slice(-commands.length)).toEqual(commands);
    expect(Object.fromEntries(Object.entries(test.env ?? {}).map(([k, v]) => [k, String(v)]))).toEqual(exported);
  });

  it('before them only sets up the machine: npm of packageManager, and Debian\'s Chromium and Java as the README says', () => {
    const setup = runSteps(test).map((step) => step.run.trim()).slice(0, -commands.length);
    const readmeInstall = /apt-get install -y ([a-z0-9 .-]+?)`/.exec(read('README.md'));
    expect(readmeInstall, 'the README names the apt-get command').not.toBeNull();
    expect(setup).toEqual([
      'npm install -g "$(node -p "require(\'./package.json\').packageManager")"',
      `apt-get update && apt-get install -y ${readmeInstall![1]}`,
    ]);
    // In Debian (where apt-get gives /usr/bin/chromium) with the Node the project runs on.
    const container = typeof test.container === 'string' ? test.container : test.container?.image;
    expect(container).toMatch(/^node:20-bookworm/);
  });

  it('keeps reports/ as an artifact, also when a test failed', () => {
    const upload = (test.steps ?? []).find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with?.path).toBe('reports/');
    expect(upload?.if).toBe('always()');
  });
});

describe('the deploy job', () => {
  const deploy = ci.jobs.deploy;
  const hosts = deploy.strategy!.matrix.include;
  const called = deployWorkflow.jobs.deploy;
  const steps = called.steps ?? [];
  const netlifyStep = steps.find((step) => step.run?.includes('netlify-cli@'))!;

  it('waits for the test job, and runs for main\'s pushes and pull requests only (turned off by DEPLOY_FROM_CI=false)', () => {
    expect([deploy.needs].flat()).toEqual(['test']);
    expect(deploy.if).toContain("github.event_name == 'push' && github.ref == 'refs/heads/main'");
    expect(deploy.if).toContain("github.event_name == 'pull_request'");
    expect(deploy.if).toContain("vars.DEPLOY_FROM_CI != 'false'");
    expect(deploy.with?.production).toBe("${{ github.event_name == 'push' }}");
  });

  it('builds the Estonian host with npm run build and deploys out/ with the functions of netlify/functions', () => {
    expect(deploy.uses).toBe('./.github/workflows/netlify-deploy.yml');
    expect(hosts[0]).toEqual({ host: 'veebiselge.ee', build: 'npm run build', dir: 'out', 'site-id-secret': 'NETLIFY_SITE_ID', enabled: true });
    expect(deploy.with).toMatchObject({ build: '${{ matrix.build }}', dir: '${{ matrix.dir }}', enabled: '${{ matrix.enabled }}' });
    // In the called workflow: the build, then the Netlify CLI with that folder and the functions.
    const buildIndex = steps.findIndex((step) => step.run === '${{ inputs.build }}');
    expect(buildIndex).toBeGreaterThan(-1);
    expect(steps.indexOf(netlifyStep)).toBeGreaterThan(buildIndex);
    expect(netlifyStep.env?.DIR).toBe('${{ inputs.dir }}');
    expect(netlifyStep.run).toContain('deploy --no-build --dir "$DIR" --functions netlify/functions');
    expect(called.if).toBe('inputs.enabled');
  });

  it('deploys to production only when asked, and a preview under its alias otherwise, with the address in the summary', () => {
    expect(netlifyStep.run).toMatch(/if \[ "\$PRODUCTION" = true \]; then args\+=\(--prod\); else args\+=\(--alias "\$ALIAS"\); fi/);
    expect(netlifyStep.env).toMatchObject({ PRODUCTION: '${{ inputs.production }}', ALIAS: '${{ inputs.alias }}' });
    expect(deploy.with?.alias).toContain("format('pr-{0}', github.event.number)");
    expect(netlifyStep.run).toContain('echo "- Preview: $deploy_url"');
    expect(netlifyStep.run).toContain('>> "$GITHUB_STEP_SUMMARY"');
    expect(deployWorkflow.on.workflow_call.inputs.production).toMatchObject({ type: 'boolean', default: false });
  });

  it('adds the English host as one matrix entry, off until the repository variable ENGLISH_HOST is true', () => {
    expect(hosts).toHaveLength(2);
    expect(hosts[1]).toMatchObject({ host: 'en.veebiselge.ee', 'site-id-secret': 'NETLIFY_SITE_ID_EN', enabled: "${{ vars.ENGLISH_HOST == 'true' }}" });
    expect(deploy.secrets).toEqual({
      NETLIFY_AUTH_TOKEN: '${{ secrets.NETLIFY_AUTH_TOKEN }}',
      NETLIFY_SITE_ID: '${{ secrets[matrix.site-id-secret] }}',
    });
  });

  it('installs and builds as the tests did: npm of packageManager, the quiet npm ci', () => {
    const runs = steps.map((step) => step.run);
    expect(runs).toContain('npm install -g "$(node -p "require(\'./package.json\').packageManager")"');
    expect(runs).toContain('node scripts/test/npm-ci.mjs');
  });

  it('builds with every NEXT_PUBLIC_* repository variable and no other; an unset one keeps the build\'s default', () => {
    const envStep = steps.find((step) => step.run?.startsWith('node scripts/build/build-env.mjs'));
    expect(envStep?.env?.VARIABLES).toBe('${{ toJSON(vars) }}');
    expect(envStep?.run).toBe('node scripts/build/build-env.mjs >> "$GITHUB_ENV"');
    expect(buildEnvLines({ NEXT_PUBLIC_SITE_URL: 'https://veebiselge.ee', ENGLISH_HOST: 'true', NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'abc' })).toBe(
      'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY=abc\nNEXT_PUBLIC_SITE_URL=https://veebiselge.ee\n',
    );
    // A line break would let the value set another variable (GITHUB_ENV is read line by line).
    expect(() => buildEnvLines({ NEXT_PUBLIC_CORS_PROXY: 'x\nNODE_OPTIONS=--require=evil' })).toThrow('NEXT_PUBLIC_CORS_PROXY');
  });
});

describe('one npm everywhere', () => {
  it('Netlify\'s own builds use the npm of package.json\'s packageManager', () => {
    const version = /^npm@(\d+\.\d+\.\d+)$/.exec(packageJson.packageManager)?.[1];
    expect(version).toBeDefined();
    expect(read('netlify.toml')).toContain(`NPM_VERSION = "${version}"`);
  });
});

describe('Dependabot', () => {
  const config = parse(read('.github/dependabot.yml')) as {
    version: number;
    updates: { 'package-ecosystem': string; directory?: string; directories?: string[]; schedule: { interval: string }; groups?: Record<string, { patterns: string[] }> }[];
  };

  it('updates npm packages and the workflows\' actions every week', () => {
    expect(config.version).toBe(2);
    const ecosystems = config.updates.map((u) => [u['package-ecosystem'], u.directory ?? u.directories?.join(','), u.schedule.interval]);
    expect(ecosystems).toEqual([
      ['npm', '/', 'weekly'],
      ['github-actions', '/', 'weekly'],
    ]);
  });

  it('groups Next and React (and Next\'s ESLint rules) into one pull request', () => {
    const npm = config.updates.find((u) => u['package-ecosystem'] === 'npm')!;
    const group = Object.values(npm.groups ?? {}).find((g) => g.patterns.includes('next'));
    expect(group?.patterns).toEqual(expect.arrayContaining(['next', 'react', 'react-dom', '@types/react', '@types/react-dom', 'eslint-config-next']));
  });
});

describe('the quiet install', () => {
  const lint = JSON.parse(read('scripts/eslint-config/package.json')) as { dependencies: Record<string, string> };

  it('type-checks with TypeScript 7, while ESLint\'s parser gets the TypeScript 5.9 of scripts/eslint-config', () => {
    expect(packageJson.devDependencies.typescript).toMatch(/^~7\./);
    expect(packageJson.devDependencies['@veebiselge/eslint-config']).toBe('file:scripts/eslint-config');
    // The override names the same TypeScript as the lint package, so npm installs one 5.9 there and no warning.
    expect(packageJson.overrides['eslint-config-next']).toEqual({ typescript: lint.dependencies.typescript });
    expect(lint.dependencies.typescript).toMatch(/^~5\./);
  });

  it('Next\'s ESLint rules are of the installed Next (bump eslint-config-next in scripts/eslint-config with next)', () => {
    expect(lint.dependencies['eslint-config-next']).toBe(packageJson.dependencies.next);
  });
});

describe('the schema check (action-validator) of npm test', () => {
  it('passes the workflows and fails a copy whose test job lost its runs-on', () => {
    expect(validateWorkflow(ciText).errors).toEqual([]);
    const broken = ciText.replace(/^    runs-on: ubuntu-latest\n/m, '');
    expect(broken).not.toBe(ciText);
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });
});

describe('the upgrade canary (.github/workflows/upgrade-canary.yml)', () => {
  const canary = parse(read('.github/workflows/upgrade-canary.yml')) as Workflow;
  const job = canary.jobs.canary;
  const runs = runSteps(job).map((step) => step.run.trim());

  it('runs every week and on demand, never on a push or a pull request', () => {
    expect(Object.keys(canary.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    const [schedule] = canary.on.schedule as { cron: string }[];
    // minute hour * * weekday: once a week.
    expect(schedule.cron).toMatch(/^\d+ \d+ \* \* [0-6]$/);
  });

  it("on the test job's machine, installs the lockfile quietly, then next, react and react-dom at latest over it", () => {
    const container = typeof job.container === 'string' ? job.container : job.container?.image;
    expect(container).toBe(typeof ci.jobs.test.container === 'string' ? ci.jobs.test.container : ci.jobs.test.container?.image);
    const install = runs.indexOf('node scripts/test/npm-ci.mjs');
    const latest = runs.findIndex((run) => run.startsWith('npm install --no-save'));
    expect(install).toBeGreaterThan(-1);
    expect(latest).toBeGreaterThan(install);
    expect(runs[latest]).toMatch(/^npm install --no-save .*next@latest react@latest react-dom@latest/);
  });

  it("then runs the passes' tests on the new output, the build, the byte budget and the smoke set, without recording the versions", () => {
    const verify = runs.indexOf('npm run verify:next -- --e2e --no-record');
    expect(verify).toBeGreaterThan(runs.findIndex((run) => run.startsWith('npm install --no-save')));
    expect(packageJson.scripts['verify:next']).toBe('node scripts/build/verify-next.mjs');
    expect(existsSync(PASS_TESTS)).toBe(true);
    for (const spec of SMOKE_SPECS) expect(existsSync(spec), spec).toBe(true);
  });
});
