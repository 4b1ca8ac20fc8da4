// Properties of comparing local results with the base, over a model of the checks (a line `key <value>`
// reports a secret with a shared redacted evidence, `expr <text>` another result with that evidence):
// whatever a pull request does with files, lines and values the base has, a secret is new exactly when
// its value is not at the base, and other results are new exactly beyond the base's count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newnessOfResults, type ComparableRun } from '../../src/steps/base-local-results.ts';
import type { BaseCommit } from '../../src/github/base-commit.ts';
import { runFingerprint, type Fingerprint, type SecretIdentity } from '../../src/local-checks/index.ts';
import { checkAsync } from './settings.ts';

type Files = Record<string, string>;
type Result = ComparableRun['results'][number] & { readonly line: number };

function modelChecks(files: Files, fingerprint: Fingerprint): ComparableRun {
  const results: Result[] = [];
  const secrets = new Map<Result, SecretIdentity>();
  for (const [file, text] of Object.entries(files).sort()) {
    text.split('\n').forEach((line, index) => {
      const [kind, body = ''] = line.split(' ');
      const at = { file, line: index + 1 };
      if (kind === 'key') {
        const r = {
          ...at,
          checkId: 'tracked-secrets',
          ruleId: 'tracked-secrets/model',
          message: 'a key',
          evidence: 'k… (8 chars)',
        };
        results.push(r);
        secrets.set(r, { fingerprint: fingerprint(body), basis: 'format' });
      } else if (kind === 'expr') {
        results.push({
          ...at,
          checkId: 'actions-injection',
          ruleId: 'actions-injection/model',
          message: 'expanded',
          evidence: body,
        });
      }
    });
  }
  return { results, secrets };
}

function readFolder(folder: string): Files {
  const files: Files = {};
  for (const path of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (statSync(join(folder, path)).isFile()) files[path] = readFileSync(join(folder, path), 'utf8');
  }
  return files;
}

interface Change {
  readonly base: Files;
  readonly head: Files;
  /** Head name → base name. */
  readonly renames: Record<string, string>;
  readonly oldValues: readonly string[];
  readonly newValues: readonly string[];
}

const value = fc.stringMatching(/^[a-z0-9]{8}$/);
const expr = fc.constantFrom('title', 'body', 'head_ref');

/**
 * A base of a few files holding values and expressions, and a head that renames some files, shuffles every
 * line, moves or drops old values anywhere, and adds new values and expressions.
 */
const change: fc.Arbitrary<Change> = fc
  .record({
    values: fc.uniqueArray(value, { minLength: 2, maxLength: 10 }),
    files: fc.array(fc.record({ exprs: fc.array(expr, { maxLength: 3 }), renamed: fc.boolean() }), {
      minLength: 1,
      maxLength: 4,
    }),
    split: fc.nat(),
    placeOld: fc.array(fc.nat(), { maxLength: 10 }),
    placeKept: fc.array(fc.option(fc.nat(), { nil: null }), { maxLength: 10 }),
    placeNew: fc.array(fc.nat(), { maxLength: 10 }),
    extraExprs: fc.array(fc.tuple(expr, fc.nat()), { maxLength: 3 }),
    addedFile: fc.boolean(),
    seed: fc.nat(),
  })
  .map((g) => {
    const cut = 1 + (g.split % (g.values.length - 1));
    const oldValues = g.values.slice(0, cut);
    const newValues = g.values.slice(cut);
    const baseNames = g.files.map((_, i) => `f${i}.yml`);
    const headNames = g.files.map((f, i) => (f.renamed ? `renamed${i}.yml` : `f${i}.yml`));
    const allHead = g.addedFile ? [...headNames, 'added.yml'] : headNames;
    const baseLines: string[][] = g.files.map((f) => f.exprs.map((e) => `expr ${e}`));
    oldValues.forEach((v, i) => baseLines[(g.placeOld[i] ?? i) % baseLines.length]?.push(`key ${v}`));
    const headLines: string[][] = allHead.map((_, i) =>
      (baseLines[i] ?? []).filter((l) => l.startsWith('expr')),
    );
    // Old values: kept anywhere (any file, any line) or dropped.
    oldValues.forEach((v, i) => {
      const to = g.placeKept[i];
      if (to !== null) headLines[(to ?? i) % headLines.length]?.push(`key ${v}`);
    });
    newValues.forEach((v, i) => headLines[(g.placeNew[i] ?? i) % headLines.length]?.push(`key ${v}`));
    for (const [e, to] of g.extraExprs) headLines[to % headLines.length]?.push(`expr ${e}`);
    const shuffle = (lines: string[], salt: number) =>
      lines
        .map((l, i) => ({ l, k: ((g.seed + salt) * 31 + i * 17) % 101 }))
        .sort((a, b) => a.k - b.k)
        .map((x) => x.l);
    const text = (lines: string[]) => (lines.length === 0 ? '' : `${lines.join('\n')}\n`);
    const base = Object.fromEntries(baseNames.map((n, i) => [n, text(baseLines[i] ?? [])]));
    const head = Object.fromEntries(allHead.map((n, i) => [n, text(shuffle(headLines[i] ?? [], i))]));
    const renames = Object.fromEntries(
      headNames.flatMap((n, i) => (n === baseNames[i] ? [] : [[n, baseNames[i] ?? '']])),
    );
    return { base, head, renames, oldValues, newValues };
  });

async function judge(
  c: Change,
): Promise<{ readonly run: ComparableRun; readonly newness: (boolean | undefined)[] }> {
  const fingerprint = runFingerprint();
  const paths = new Set([...Object.keys(c.base), ...Object.keys(c.head)]);
  const base: BaseCommit = {
    sha: 'b'.repeat(40),
    via: 'git',
    changed: new Set([...paths].filter((p) => c.base[p] !== c.head[p])),
    renames: Object.entries(c.renames).map(([to, from]) => ({ from, to })),
    incomplete: null,
    fileAt: async (path) => c.base[path] ?? null,
    historyRange: async () => ({ why: 'not read here' }),
  };
  const run = modelChecks(c.head, fingerprint);
  const { newness } = await newnessOfResults(
    base,
    run,
    ['tracked-secrets', 'actions-injection'],
    async (folder) => modelChecks(readFolder(folder), fingerprint),
  );
  return { run, newness };
}

const valueOf = (c: Change, r: Result) => (c.head[r.file] ?? '').split('\n')[r.line - 1]?.split(' ')[1] ?? '';

describe('comparing local results with the base', () => {
  it('calls a secret new exactly when the base lacks its value, wherever it was moved or renamed to', async () => {
    await checkAsync(
      fc.asyncProperty(change, async (c) => {
        const { run, newness } = await judge(c);
        run.results.forEach((r, i) => {
          if (!run.secrets.has(r)) return;
          expect(newness[i]).toBe(c.newValues.includes(valueOf(c, r as Result)));
        });
      }),
      150,
    );
  });

  it('calls other results new exactly beyond the base’s count in the file git follows', async () => {
    await checkAsync(
      fc.asyncProperty(change, async (c) => {
        const { run, newness } = await judge(c);
        const count = (files: Files, file: string, e: string) =>
          (files[file] ?? '').split('\n').filter((l) => l === `expr ${e}`).length;
        const news = new Map<string, number>();
        run.results.forEach((r, i) => {
          if (run.secrets.has(r)) return;
          expect(newness[i]).not.toBeUndefined();
          const key = `${r.file}\0${r.evidence}`;
          news.set(key, (news.get(key) ?? 0) + (newness[i] === true ? 1 : 0));
        });
        for (const [key, found] of news) {
          const [file = '', e = ''] = key.split('\0');
          const from = c.renames[file] ?? file;
          expect(found).toBe(Math.max(0, count(c.head, file, e) - count(c.base, from, e)));
        }
      }),
      150,
    );
  });
});
