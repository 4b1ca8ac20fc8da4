import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutHead, readCodeSource } from '../../src/github/code-source.ts';
import { commitFiles, headCommit, writeCheckout } from '../../simulator/runner/checkout.ts';
import { removeAfter } from '../support/cleanup.ts';
import { runContext } from '../support/run-context.ts';

const context = (workspace: string) =>
  runContext({
    eventName: 'pull_request',
    owner: 'octo-org',
    repo: 'octo-repo',
    pullNumber: 7,
    workspace,
    tempDir: workspace,
    sha: 'e'.repeat(40),
  });

describe('readCodeSource', () => {
  it("names the checkout's HEAD, and the runner's commit where the workspace is no git checkout", async () => {
    const dir = removeAfter('test', writeCheckout({ 'README.md': '# x\n' }));
    expect(await readCodeSource(context(dir))).toEqual({
      serverUrl: 'https://github.com',
      repository: 'octo-org/octo-repo',
      sha: headCommit(dir),
    });
    const plain = removeAfter('test', mkdtempSync(join(tmpdir(), 'ssa-code-source-')));
    expect((await readCodeSource(context(plain)))?.sha).toBe('e'.repeat(40));
  });

  it('reads HEAD once per run: the links name the commit the comparison with the base read', async () => {
    const dir = removeAfter('test', writeCheckout({ 'README.md': '# x\n' }));
    const first = headCommit(dir);
    const ctx = context(dir);
    expect(await checkoutHead(ctx)).toBe(first);
    const moved = commitFiles(dir, { 'README.md': '# y\n' }, 'moved');
    expect((await readCodeSource(ctx))?.sha).toBe(first);
    // Another run reads the checkout afresh.
    expect((await readCodeSource(context(dir)))?.sha).toBe(moved);
  });
});
