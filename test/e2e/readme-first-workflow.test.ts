// The README's first workflow as a new user copies it: its triggers record a baseline on pushes to the
// default branch and judge pull requests and merge queues against it, it passes only inputs action.yml
// declares, and run as written (a push, then a docs-only pull request over an old finding) it passes.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { commitFiles, headCommit, writeCheckout } from '../../simulator/runner/checkout.ts';
import { ourSteps, yamlBlocks } from '../docs/workflows.ts';
import { API_KEY, finding, startWorld, WRITE_TOKEN, type World } from './harness.ts';
import { pullRequest, pushToMain } from './gate-harness.ts';

type Trigger = { branches?: string[] } | null;

interface Workflow {
  readonly on: string | string[] | Record<string, Trigger>;
  readonly permissions: Record<string, string>;
}

const action = parse(readFileSync('action.yml', 'utf8')) as {
  readonly inputs: Record<string, { default?: string }>;
};

const first = yamlBlocks(readFileSync('README.md', 'utf8')).find((b) => ourSteps(b.text).length > 0);
const text = first?.text ?? '';
const workflow = parse(text) as Workflow;
const steps = ourSteps(text);

/** `on:` in its long form, whichever form the workflow writes. */
function triggers(on: Workflow['on']): Record<string, Trigger> {
  if (typeof on === 'string') return { [on]: null };
  return Array.isArray(on) ? Object.fromEntries(on.map((event) => [event, null])) : on;
}
const on = triggers(workflow.on);

/** Whether GitHub starts the workflow for a push to main (no `branches:` filter means every branch). */
const runsOnPushToMain = 'push' in on && (on.push?.branches ?? ['main']).includes('main');

/** What `${{ … }}` gives on GitHub for the expressions the workflow and action.yml's defaults use. */
function resolve(value: string, world: World): string {
  const known: Record<string, string> = {
    'secrets.SCAN_API_KEY': API_KEY,
    'vars.SCAN_BASE_URL': world.service.url,
    'github.token': WRITE_TOKEN,
  };
  return value.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
    const got = known[name];
    if (got === undefined)
      throw new Error(`the first workflow uses \${{ ${name} }}, which this test cannot give`);
    return got;
  });
}

/** The inputs GitHub hands the step: action.yml's defaults, then the workflow's `with:`. */
function inputsAsCopied(world: World): Record<string, string> {
  const defaults = Object.entries(action.inputs).flatMap(([name, spec]) =>
    spec.default === undefined ? [] : [[name, spec.default] as const],
  );
  const given = Object.entries(steps[0]?.with ?? {}).map(([name, value]) => [name, String(value)] as const);
  return Object.fromEntries([...defaults, ...given].map(([name, value]) => [name, resolve(value, world)]));
}

describe("the README's first workflow, as written", () => {
  it('is there, with one step of this action after a checkout', () => {
    expect(first, 'README.md has no workflow that uses the action').toBeDefined();
    expect(steps).toHaveLength(1);
    expect(text).toContain('uses: actions/checkout@');
  });

  it('runs on pushes to the default branch, pull requests and merge queues, with nothing else needed', () => {
    expect(on.push?.branches).toEqual(['main']);
    expect(Object.keys(on).sort()).toEqual(['merge_group', 'pull_request', 'push']);
    expect(workflow.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    // No SARIF upload: it would fail on repositories without code scanning.
    expect(text).not.toContain('upload-sarif');
    expect(text).not.toContain('security-events');
  });

  it('passes only inputs action.yml declares', () => {
    const keys = Object.keys(steps[0]?.with ?? {});
    expect(keys.filter((key) => !(key in action.inputs))).toEqual([]);
  });
});

describe("the README's first workflow, run", () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld({ cache: true });
  });
  afterAll(() => world.close());

  it('records the baseline on a push, then passes a docs-only pull request over an old finding', async () => {
    const inputs = inputsAsCopied(world);
    const site = inputs.site ?? '';
    const old = finding('CSP-OLD001', 'critical', 'No Content-Security-Policy');
    world.service.control.addSite(site, { findings: [old] as never });
    const dir = writeCheckout(
      { 'src/app.ts': 'export {};\n', 'README.md': '# Shop\n' },
      { root: world.scratch },
    );
    const baseSha = headCommit(dir);

    // The push that commits the workflow judges everything open, and records its scan for pull requests.
    const push = runsOnPushToMain ? await pushToMain(world, inputs, { workspace: dir }) : null;
    expect(push?.outputs.verdict, push?.stdout).toBe('fail');
    expect(push?.report?.baseline).toMatchObject({ recordedFor: 'main' });

    commitFiles(dir, { 'README.md': '# Shop\n\nHow to run it.\n' }, 'docs: how to run it');
    const pr = await pullRequest(world, inputs, { workspace: dir, baseSha });
    expect(pr.exitCode, pr.stdout).toBe(0);
    expect(pr.outputs.verdict).toBe('pass');
    expect(pr.outputs['new-findings']).toBe('0');
    expect(pr.report?.baseline).toMatchObject({
      scanId: push?.outputs['scan-id'],
      source: 'base-branch',
      branch: 'main',
    });
    expect(pr.summary).toContain('CSP-OLD001');
  });
});
