// The reusable workflow as a repository adopts it: the caller of docs/reusable-workflow.md hands its inputs
// and secret to .github/workflows/security-gate.yml, whose scan step hands them to the action, as GitHub
// would. Run so (a push, then a docs-only pull request over an old finding), it records its baseline and
// passes; with `code-scanning: true` the action writes the SARIF file the upload step reads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { commitFiles, headCommit, writeCheckout } from '../../simulator/runner/checkout.ts';
import { REUSABLE_WORKFLOW } from '../../scripts/workflow-pin.ts';
import { yamlBlocks } from '../docs/workflows.ts';
import { API_KEY, finding, startWorld, WRITE_TOKEN, type World } from './harness.ts';
import { pullRequest, pushToMain } from './gate-harness.ts';

type Values = Record<string, unknown>;
interface Called {
  readonly on: { readonly workflow_call: { readonly inputs: Record<string, { default?: unknown }> } };
  readonly jobs: Record<string, { steps: { id?: string; uses?: string; with?: Values }[] }>;
}

const called = parse(readFileSync(REUSABLE_WORKFLOW, 'utf8')) as Called;
const scanStep = Object.values(called.jobs)
  .flatMap((job) => job.steps)
  .find((step) => step.id === 'scan');
const uploadStep = Object.values(called.jobs)
  .flatMap((job) => job.steps)
  .find((step) => step.uses?.startsWith('github/codeql-action/upload-sarif@'));
const action = parse(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, { default?: string }> };
const callers = yamlBlocks(readFileSync('docs/reusable-workflow.md', 'utf8'))
  .filter((block) => block.text.includes('/.github/workflows/security-gate.yml@'))
  .map(
    (block) =>
      Object.values(
        (parse(block.text) as { jobs: Record<string, { with: Values; secrets: Values }> }).jobs,
      )[0],
  );

/** `${{ … }}` as GitHub evaluates the forms these workflows use: a name, or `a && 'b' || 'c'`. */
function evaluate(value: unknown, context: Values): string {
  if (typeof value !== 'string') return String(value);
  return value.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression: string) => {
    const either = /^([\w.-]+) && '([^']*)' \|\| '([^']*)'$/.exec(expression);
    const name = either?.[1] ?? expression;
    if (!(name in context)) throw new Error(`\${{ ${name} }} is not something this test can give`);
    const got = context[name];
    if (either) return got ? (either[2] ?? '') : (either[3] ?? '');
    return String(got);
  });
}

const prefixed = (scope: string, values: Values) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`${scope}.${name}`, value]));

/** The action's inputs when the caller at `index` calls the workflow: each hop resolves its expressions. */
function actionInputs(index: number, world: World): Record<string, string> {
  const caller = callers[index];
  const outside = { 'vars.SCAN_BASE_URL': world.service.url, 'secrets.SCAN_API_KEY': API_KEY };
  const given = Object.fromEntries(
    Object.entries(caller?.with ?? {}).map(([k, v]) => [k, evaluate(v, outside)]),
  );
  const defaults = Object.fromEntries(
    Object.entries(called.on.workflow_call.inputs).map(([name, spec]) => [name, spec.default ?? '']),
  );
  const secrets = Object.fromEntries(
    Object.entries(caller?.secrets ?? {}).map(([k, v]) => [k, evaluate(v, outside)]),
  );
  const context = { ...prefixed('inputs', { ...defaults, ...given }), ...prefixed('secrets', secrets) };
  const step = Object.entries(scanStep?.with ?? {}).map(([name, value]) => [name, evaluate(value, context)]);
  const actionDefaults = Object.entries(action.inputs).map(([name, spec]) => [
    name,
    spec.default === '${{ github.token }}' ? WRITE_TOKEN : (spec.default ?? ''),
  ]);
  return Object.fromEntries([...actionDefaults, ...step]) as Record<string, string>;
}

describe('the reusable workflow, called as docs/reusable-workflow.md shows', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld({ cache: true });
  });
  afterAll(() => world.close());

  it('records the baseline on a push, then passes a docs-only pull request over an old finding', async () => {
    const inputs = actionInputs(0, world);
    expect(inputs['sarif-file']).toBe('');
    world.service.control.addSite(inputs.site ?? '', {
      findings: [finding('CSP-OLD002', 'critical', 'No Content-Security-Policy')] as never,
    });
    const dir = writeCheckout(
      { 'src/app.ts': 'export {};\n', 'README.md': '# Shop\n' },
      { root: world.scratch },
    );
    const baseSha = headCommit(dir);

    const push = await pushToMain(world, inputs, { workspace: dir });
    expect(push.outputs.verdict, push.stdout).toBe('fail');
    expect(push.report?.baseline).toMatchObject({ recordedFor: 'main' });

    commitFiles(dir, { 'README.md': '# Shop\n\nHow to run it.\n' }, 'docs: how to run it');
    const pr = await pullRequest(world, inputs, { workspace: dir, baseSha });
    expect(pr.exitCode, pr.stdout).toBe(0);
    expect(pr.outputs.verdict).toBe('pass');
    expect(pr.report?.baseline).toMatchObject({ scanId: push.outputs['scan-id'], source: 'base-branch' });
    expect(pr.outputs['sarif-file']).toBe('');
  });

  it('with code scanning asked for, writes the SARIF file the upload step reads', async () => {
    const inputs = actionInputs(1, world);
    expect(inputs['sarif-file']).toBe('security-scan.sarif');
    world.service.control.addSite(inputs.site ?? '', { findings: [] as never });
    const dir = writeCheckout({ 'README.md': '# Shop\n' }, { root: world.scratch });
    const push = await pushToMain(world, inputs, { workspace: dir });
    expect(push.outputs.verdict, push.stdout).toBe('pass');
    expect(push.outputs['sarif-file']).toBe(uploadStep?.with?.sarif_file);
    const sarif = JSON.parse(readFileSync(join(dir, 'security-scan.sarif'), 'utf8')) as { version: string };
    expect(sarif.version).toBe('2.1.0');
  });
});
