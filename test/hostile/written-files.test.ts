// The files the action writes (SARIF, repair brief) at a path where the pull request committed a symlink,
// to the file or to a folder on the way, or at a path out of the workspace: nothing is written outside,
// and the refusal is a warning naming the path and why, never a failure. Random layouts come from the seed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Annotation } from '../../src/github/annotations.ts';
import type { RunContext } from '../../src/github/context.ts';
import { finalize } from '../../src/runtime/finalize.ts';
import type { Toolkit } from '../../src/runtime/toolkit.ts';
import { parseSettings } from '../../src/commands/registry.ts';
import { writeConfined, WriteRefused, writeOptional } from '../../src/workspace/confined-write.ts';
import { report } from '../render/fixtures.ts';
import { RUNS } from './bounds.ts';
import { workspaces, type Workspaces } from './workspace.ts';
import { scanSpec } from '../../src/commands/scan/spec.ts';
import { scanSummary } from '../../src/commands/scan/summary.ts';

const ORIGINAL = 'must stay as it is';

/** A workspace with a file and a folder outside it, each a tempting target. */
function targets(): Workspaces {
  const w = workspaces();
  w.writeOutside('victim.txt', ORIGINAL);
  w.writeOutside('folder/keep.txt', ORIGINAL);
  return w;
}

/** Everything outside, as path → content: must be the same after any refused write. */
const outsideTree = (w: Workspaces) =>
  readdirSync(w.outside, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => [
      join(entry.parentPath, entry.name),
      readFileSync(join(entry.parentPath, entry.name), 'utf8'),
    ]);

describe('writing the SARIF file and the repair brief', () => {
  const refusals = [
    {
      layout: 'the file is a symlink out',
      plant: (w: Workspaces) => w.link('out.sarif', `${w.outside}/victim.txt`),
      path: 'out.sarif',
      why: 'the file is a symlink',
    },
    {
      layout: 'the file is a dangling symlink',
      plant: (w: Workspaces) => w.link('out.sarif', `${w.outside}/new.txt`),
      path: 'out.sarif',
      why: 'the file is a symlink',
    },
    {
      layout: 'the file is a symlink inside',
      plant: (w: Workspaces) => (w.write('real.sarif', ORIGINAL), w.link('out.sarif', 'real.sarif')),
      path: 'out.sarif',
      why: 'the file is a symlink',
    },
    {
      layout: 'a folder is a symlink out',
      plant: (w: Workspaces) => w.link('reports', `${w.outside}/folder`),
      path: 'reports/keep.txt',
      why: 'the folder reports is a symlink',
    },
    {
      layout: 'a deeper folder is a symlink out',
      plant: (w: Workspaces) => w.link('a/b', w.outside),
      path: 'a/b/c/out.sarif',
      why: 'the folder a/b is a symlink',
    },
  ];

  it.each(refusals)('$layout: refused, naming the path and why, nothing written', async (hostile) => {
    const w = targets();
    hostile.plant(w);
    const path = join(w.root, hostile.path);
    const before = outsideTree(w);
    const refused = writeConfined(path, 'hostile', [w.root]);
    await expect(refused).rejects.toThrow(WriteRefused);
    await expect(refused).rejects.toThrow(`${path}: ${hostile.why}`);
    expect(outsideTree(w)).toEqual(before);
    expect(existsSync(join(w.outside, 'new.txt'))).toBe(false);
    expect(existsSync(join(w.outside, 'c'))).toBe(false);
    if (existsSync(join(w.root, 'real.sarif')))
      expect(readFileSync(join(w.root, 'real.sarif'), 'utf8')).toBe(ORIGINAL);
  });

  it('a path out of the workspace and the temporary folder, by .. or absolute: refused', async () => {
    const w = targets();
    for (const path of [join(w.root, '../x.sarif'), join(w.outside, 'victim.txt'), w.root]) {
      await expect(writeConfined(path, 'hostile', [w.root])).rejects.toThrow(/outside the workspace/);
    }
    expect(readFileSync(join(w.outside, 'victim.txt'), 'utf8')).toBe(ORIGINAL);
  });

  it('an ordinary path: its folders are made, an older longer file is replaced whole', async () => {
    const w = targets();
    w.write('old.sarif', 'x'.repeat(100));
    await writeConfined(join(w.root, 'deep/er/out.sarif'), '{}', [w.outside, w.root]);
    await writeConfined(join(w.root, 'old.sarif'), 'short', [w.root]);
    expect(readFileSync(join(w.root, 'deep/er/out.sarif'), 'utf8')).toBe('{}');
    expect(readFileSync(join(w.root, 'old.sarif'), 'utf8')).toBe('short');
  });

  it('the repair brief in the temporary folder: a refusal is a warning and no path', async () => {
    const w = targets();
    w.link('security-scan-repair-brief-site_1.md', `${w.outside}/victim.txt`);
    const warnings: string[] = [];
    const path = join(w.root, 'security-scan-repair-brief-site_1.md');
    const written = await writeOptional('Repair brief', { path, text: '# brief', roots: [w.root] }, (m) =>
      warnings.push(m),
    );
    expect(written).toBe(false);
    expect(warnings).toEqual([
      `Repair brief not written: ${path}: the file is a symlink (the repository may have committed it to redirect the write), not followed.`,
    ]);
    expect(readFileSync(join(w.outside, 'victim.txt'), 'utf8')).toBe(ORIGINAL);
  });

  it('a symlink anywhere on the way, to a file, a folder or nothing: refused, nothing outside changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('a', 'b', '.github'), { minLength: 1, maxLength: 4 }),
        fc.nat(4),
        fc.constantFrom('folder', 'victim.txt', 'missing', '.'),
        async (folders, at, target) => {
          const w = targets();
          const parts = [...folders, 'out.sarif'];
          const linkAt = Math.min(at, parts.length - 1);
          w.link(parts.slice(0, linkAt + 1).join('/'), join(w.outside, target));
          const before = outsideTree(w);
          const path = join(w.root, ...parts);
          await expect(writeConfined(path, 'hostile', [w.root])).rejects.toThrow(WriteRefused);
          expect(outsideTree(w)).toEqual(before);
          expect(existsSync(join(w.outside, 'missing'))).toBe(false);
        },
      ),
      RUNS,
    );
  });
});

describe('finalize with a committed symlink at sarif-file', () => {
  it('warns naming the path, writes nothing outside, and the rest of the report still goes out', async () => {
    const w = targets();
    w.link('results.sarif', `${w.outside}/victim.txt`);
    const warnings: string[] = [];
    const annotations: Annotation[] = [];
    const outputs: Record<string, string> = {};
    const toolkit: Toolkit = {
      info: () => {},
      debug: () => {},
      warning: (m) => warnings.push(m),
      annotate: (a) => annotations.push(a),
      group: (_t, body) => body(),
      setOutput: (name, value) => {
        outputs[name] = value;
      },
      setFailed: () => {},
      setSecret: () => {},
      writeSummary: async () => {},
      getInput: () => '',
    };
    const inputs: Record<string, string> = {
      'api-key': 'svk_x',
      'base-url': 'https://scan.example.com',
      site: 'https://www.example.com',
      'sarif-file': 'results.sarif',
    };
    const settings = parseSettings((name) => inputs[name] ?? '', { eventName: 'push', fromFork: false });
    const ctx = {
      workspace: w.root,
      tempDir: w.root,
      pullNumber: null,
      serverUrl: 'https://github.com',
      owner: 'o',
      repo: 'r',
      runId: '1',
      sha: 'abc',
      baseSha: null,
    } as RunContext;
    await finalize({
      // A run that checked what it was asked for: the file is due, and only the symlink refuses it.
      report: report({ localChecks: { ran: ['source-maps'], refused: [], results: [] } }),
      spec: scanSpec,
      sections: scanSummary,
      settings,
      sarifParts: { lockFiles: false, localChecks: ['source-maps'] },
      policy: settings.policy,
      ctx,
      toolkit,
      githubClient: () => Promise.reject(new Error('no')),
      cancelled: false,
    });
    expect(readFileSync(join(w.outside, 'victim.txt'), 'utf8')).toBe(ORIGINAL);
    const refusal = expect.stringMatching(/^SARIF file not written: .*results\.sarif: the file is a symlink/);
    expect(warnings).toContainEqual(refusal);
    expect(annotations.filter((a) => a.title.startsWith('Could not write'))).toEqual([]);
    expect(outputs['sarif-file']).toBe('');
    const written = JSON.parse(readFileSync(outputs['report-file'] ?? '', 'utf8'));
    expect(written.warnings).toContainEqual(refusal);
    expect(written.files.sarif).toBeNull();
  });
});
