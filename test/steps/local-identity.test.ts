// Local results compared by identity, with the real checks over a head tree and a base given as plain data:
// a secret is its value (wherever it sits, whichever check reports it), other results are counted per
// check, rule, evidence and file followed through renames; lines never count.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newnessOfResults } from '../../src/steps/base-local-results.ts';
import { groupBySecret } from '../../src/steps/local-groups.ts';
import type { BaseCommit } from '../../src/github/base-commit.ts';
import { runFingerprint, runLocalChecks, type LocalCheckId } from '../../src/local-checks/index.ts';
import { fakeSecrets } from '../local-checks/fake-secrets.ts';
import { removeAfter } from '../support/cleanup.ts';

const OLD = fakeSecrets(31).stripeLiveKey ?? '';
const NEW = fakeSecrets(32).stripeLiveKey ?? '';
const CHECKS: LocalCheckId[] = ['tracked-secrets', 'container-values', 'actions-injection'];
const config = (...keys: string[]) => keys.map((k, i) => `export const stripe${i} = '${k}';\n`).join('');
const workflow = (...steps: string[]) =>
  `on: issues\njobs:\n  greet:\n    runs-on: ubuntu-latest\n    steps:\n${steps.map((s) => `      - run: echo "${s}"\n`).join('')}`;
const TITLE = '${{ github.event.issue.title }}';

function folderOf(files: Record<string, string>): string {
  const root = removeAfter('test', mkdtempSync(join(tmpdir(), 'ssa-identity-')));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A base from its files: what differs from the head is touched (both names of a rename). */
function baseOf(
  base: Record<string, string>,
  head: Record<string, string>,
  renames?: Record<string, string>,
): BaseCommit {
  const paths = new Set([...Object.keys(base), ...Object.keys(head)]);
  return {
    sha: 'b'.repeat(40),
    via: 'git',
    changed: new Set([...paths].filter((p) => base[p] !== head[p])),
    renames: renames === undefined ? null : Object.entries(renames).map(([to, from]) => ({ from, to })),
    incomplete: null,
    fileAt: async (path) => base[path] ?? null,
    historyRange: async () => ({ why: 'not read here' }),
  };
}

/** Each head result as `file:line rule → new?` (grouped per secret value, as the report shows them). */
async function judged(
  base: Record<string, string>,
  head: Record<string, string>,
  renames?: Record<string, string>,
): Promise<string[]> {
  const fingerprint = runFingerprint();
  const now = () => Date.parse('2026-11-27T12:00:00Z');
  const run = await runLocalChecks(folderOf(head), CHECKS, { now, fingerprint });
  const { newness, incomplete } = await newnessOfResults(
    baseOf(base, head, renames),
    run,
    CHECKS,
    (folder, checks) => runLocalChecks(folder, checks, { now, fingerprint }),
  );
  return [
    ...run.results.map((r, i) => `${r.file}:${r.line} ${r.ruleId.split('/')[0]} → ${String(newness[i])}`),
    ...incomplete,
  ];
}

describe('secrets compared by value', () => {
  it('takes a replaced key of the same kind and length in the same file for new', async () => {
    expect(OLD.length).toBe(NEW.length);
    expect(await judged({ 'src/config.ts': config(OLD) }, { 'src/config.ts': config(NEW) })).toEqual([
      'src/config.ts:1 tracked-secrets → true',
    ]);
  });

  it('takes a second key beside the old one for new, and leaves the old one old', async () => {
    expect(await judged({ 'src/config.ts': config(OLD) }, { 'src/config.ts': config(OLD, NEW) })).toEqual([
      'src/config.ts:1 tracked-secrets → false',
      'src/config.ts:2 tracked-secrets → true',
    ]);
  });

  it('leaves an old key old when it moves to another file, line or check', async () => {
    const base = { 'src/config.ts': config(OLD), 'README.md': '# Shop\n' };
    const head = {
      'src/config.ts': '// moved\n',
      'README.md': '# Shop\n',
      'docker-compose.yml': `services:\n  api:\n    environment:\n      STRIPE_KEY: ${OLD}\n`,
    };
    const results = await judged(base, head);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.endsWith('→ false'))).toBe(true);
    expect(results.some((r) => r.includes('container-values'))).toBe(true);
  });

  it('leaves an old key old when it is copied out of a file the change does not touch', async () => {
    const base = { 'src/config.ts': config(OLD), 'src/app.ts': 'export {};\n' };
    const head = { 'src/config.ts': config(OLD), 'src/app.ts': `export {};\n${config(OLD)}` };
    expect(await judged(base, head)).toEqual([
      'src/app.ts:2 tracked-secrets → false',
      'src/config.ts:1 tracked-secrets → false',
    ]);
  });

  it('leaves the old key of a renamed file old', async () => {
    const base = { 'src/config.ts': config(OLD) };
    const head = { 'src/settings.ts': `// renamed\n${config(OLD)}` };
    expect(await judged(base, head, { 'src/settings.ts': 'src/config.ts' })).toEqual([
      'src/settings.ts:2 tracked-secrets → false',
    ]);
  });
});

describe('other results counted per check, rule, evidence and file', () => {
  it('leaves an old line old where it moved within its file', async () => {
    const base = { '.github/workflows/greet.yml': workflow(TITLE) };
    const head = { '.github/workflows/greet.yml': workflow('hello', 'there', TITLE) };
    expect(await judged(base, head)).toEqual(['.github/workflows/greet.yml:8 actions-injection → false']);
  });

  it('takes a second copy of an old vulnerable line for new', async () => {
    const base = { '.github/workflows/greet.yml': workflow(TITLE) };
    const head = { '.github/workflows/greet.yml': workflow(TITLE, TITLE) };
    expect(await judged(base, head)).toEqual([
      '.github/workflows/greet.yml:6 actions-injection → false',
      '.github/workflows/greet.yml:7 actions-injection → true',
    ]);
  });

  it('follows a renamed file, and without the renames does not call its result new or old', async () => {
    const base = { '.github/workflows/greet.yml': workflow(TITLE) };
    const head = { '.github/workflows/welcome.yml': workflow(TITLE) };
    const renames = { '.github/workflows/welcome.yml': '.github/workflows/greet.yml' };
    expect(await judged(base, head, renames)).toEqual([
      '.github/workflows/welcome.yml:6 actions-injection → false',
    ]);
    expect(await judged(base, head)).toEqual([
      '.github/workflows/welcome.yml:6 actions-injection → undefined',
      'renames not known (git skips rename detection past diff.renameLimit): 1 result in added files count as new',
    ]);
  });

  it('takes the same line in another file for new', async () => {
    const base = { '.github/workflows/greet.yml': workflow(TITLE) };
    const head = { ...base, '.github/workflows/copy.yml': workflow(TITLE) };
    expect(await judged(base, head, {})).toEqual([
      '.github/workflows/copy.yml:6 actions-injection → true',
      '.github/workflows/greet.yml:6 actions-injection → false',
    ]);
  });
});

describe('one value, one result', () => {
  it('groups every report of a value under its most specific rule, and keeps other values apart', async () => {
    const fingerprint = runFingerprint();
    const head = folderOf({
      'docker-compose.yml': `services:\n  api:\n    environment:\n      STRIPE_KEY: ${OLD}\n      DB_PASSWORD: xK9#mQ2vLp7zR4tw\n`,
      'src/config.ts': config(OLD, NEW),
    });
    const run = await runLocalChecks(head, CHECKS, { now: () => 0, fingerprint });
    const groups = groupBySecret(run.results, (r) => run.secrets.get(r));
    const shown = groups.map((g) => `${g[0]?.ruleId} ${g.map((r) => `${r.file}:${r.line}`).join(' ')}`);
    expect(shown).toContainEqual(expect.stringMatching(/^tracked-secrets\/stripe\S* src\/config\.ts:2$/));
    const old = shown.find((s) => s.includes('docker-compose.yml:4'));
    // The provider's format is the most specific report of the old key; every place of it is listed.
    expect(old).toMatch(/^tracked-secrets\/stripe\S* /);
    expect(old).toContain('src/config.ts:1');
    expect(old?.split(' ').length).toBeGreaterThanOrEqual(4);
    expect(groups.flat()).toHaveLength(run.results.length);
  });
});

describe('groupBySecret', () => {
  type Report = { readonly id: string; readonly severity: 'critical' | 'high' | 'info' };
  const identities = new Map<string, { fingerprint: string; basis: 'format' | 'context' | 'name' }>([
    ['name-critical', { fingerprint: 'v1', basis: 'name' }],
    ['context-high', { fingerprint: 'v1', basis: 'context' }],
    ['format-info', { fingerprint: 'v1', basis: 'format' }],
    ['context-info', { fingerprint: 'v2', basis: 'context' }],
    ['context-critical', { fingerprint: 'v2', basis: 'context' }],
  ]);
  const group = (...reports: Report[]) =>
    groupBySecret(reports, (r) => identities.get(r.id)).map((g) => g.map((r) => r.id));

  it('shows a value by its provider format before its context before a variable name, then by severity', () => {
    expect(
      group(
        { id: 'name-critical', severity: 'critical' },
        { id: 'plain', severity: 'high' },
        { id: 'context-info', severity: 'info' },
        { id: 'context-high', severity: 'high' },
        { id: 'format-info', severity: 'info' },
        { id: 'context-critical', severity: 'critical' },
        { id: 'plain', severity: 'high' },
      ),
    ).toEqual([
      ['format-info', 'context-high', 'name-critical'],
      ['plain'],
      ['context-critical', 'context-info'],
      ['plain'],
    ]);
  });
});
