// The trusted run treats every byte of the pull request's data as hostile: a folder that breaks any rule
// stops the run before the first request, with an error naming what is wrong; nothing is read through it.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forkHistory } from './fork-harness.ts';
import { runInWorld, startWorld, workflowRun, type World } from './harness.ts';

const HEAD = 'a'.repeat(40);
const DATA = {
  format: 'security-scan-action/pull-request-data@1',
  repository: 'octo-org/octo-repo',
  pullRequest: 7,
  headSha: HEAD,
  baseSha: 'b'.repeat(40),
  changedFiles: ['package-lock.json'],
  lockFiles: ['package-lock.json'],
};
const LOCK_FILE = '{"lockfileVersion":3,"packages":{}}';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

/** A data folder in the world's scratch space: the data file's text and the files beside it. */
function dataFolder(
  dataText: string,
  files: Record<string, string> = { 'lock-files/package-lock.json': LOCK_FILE },
): string {
  const folder = mkdtempSync(join(world.scratch, 'ssa-hostile-'));
  writeFileSync(join(folder, 'pull-request.json'), dataText);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}
const withData = (change: object) => JSON.stringify({ ...DATA, ...change });

async function judged(folder: string, headSha = HEAD) {
  const before = world.service.requests.length;
  const run = await runInWorld(
    world,
    { site: 'https://hostile-data.example.com', 'pull-request-data': folder },
    { eventName: 'workflow_run', event: { workflow_run: { head_sha: headSha } } },
  );
  expect(world.service.requests.length, 'no request to the service').toBe(before);
  expect(run.exitCode).toBe(1);
  expect(run.outputs.verdict).toBe('fail');
  return run.stdout;
}

describe('hostile pull-request data', () => {
  it('a data file over its bound', async () => {
    const folder = dataFolder(withData({}) + ' '.repeat(2 * 1024 * 1024));
    expect(await judged(folder)).toMatch(/pull-request\.json is over 2097152 bytes/);
  });

  it('a lock-file path that climbs out of its folder', async () => {
    const folder = dataFolder(withData({ lockFiles: ['../../../etc/package-lock.json'] }));
    expect(await judged(folder)).toMatch(/'lockFiles' entry 1 has an empty, '\.' or '\.\.' segment/);
  });

  it('an absolute changed-file path and a name that is not a lock file', async () => {
    expect(await judged(dataFolder(withData({ changedFiles: ['/etc/passwd'] })))).toMatch(
      /'changedFiles' entry 1 is absolute/,
    );
    expect(
      await judged(dataFolder(withData({ lockFiles: ['run.sh'] }), { 'lock-files/run.sh': 'x' })),
    ).toMatch(/'lockFiles' entry 1 is not a lock-file name/);
  });

  it('a symbolic link in the folder, even one that stays inside it', async () => {
    const folder = dataFolder(withData({}), {});
    mkdirSync(join(folder, 'lock-files'));
    symlinkSync(join(folder, 'pull-request.json'), join(folder, 'lock-files', 'package-lock.json'));
    expect(await judged(folder)).toMatch(
      /lock-files\/package-lock\.json is a symbolic link; the data holds regular files only/,
    );
  });

  it('a file the data does not list, and a listed file that is missing', async () => {
    const extra = dataFolder(withData({}), {
      'lock-files/package-lock.json': LOCK_FILE,
      'lock-files/evil.sh': 'x',
    });
    expect(await judged(extra)).toMatch(/lock-files\/evil\.sh is not a file the data lists/);
    expect(await judged(dataFolder(withData({}), {}))).toMatch(
      /lock-files\/package-lock\.json is listed but not in the folder/,
    );
  });

  it.each([
    ['text that is not JSON', '{"format": ', /pull-request\.json is not JSON/],
    ['JSON that is not an object', '[1, 2]', /pull-request\.json is not a JSON object/],
    [
      'another format',
      withData({ format: 'other@9' }),
      /'format' is not 'security-scan-action\/pull-request-data@1'/,
    ],
    [
      'a pull request number that is not one',
      withData({ pullRequest: '7; rm -rf /' }),
      /'pullRequest' is not a positive whole number/,
    ],
    ['a head that is not a commit', withData({ headSha: 'main' }), /'headSha' is not a commit sha/],
    [
      'a list that is not one',
      withData({ changedFiles: 'a.txt' }),
      /'changedFiles' is not a list of at most 3000 paths/,
    ],
  ])('%s', async (_what, text, message) => {
    expect(await judged(dataFolder(text))).toMatch(message);
  });

  it('data of another repository, or of a commit other than the one the workflow run was for', async () => {
    expect(await judged(dataFolder(withData({ repository: 'someone/else' })))).toMatch(
      /names the repository someone\/else, not this one \(octo-org\/octo-repo\)/,
    );
    expect(await judged(dataFolder(withData({})), 'c'.repeat(40))).toMatch(
      /names the commit a{40}, but the run that made it was for c{40}/,
    );
  });

  it('a maze of empty folders', async () => {
    const folder = dataFolder(withData({}));
    for (let i = 0; i < 5000; i++) mkdirSync(join(folder, 'lock-files', `d${i}`));
    expect(await judged(folder)).toMatch(/the folder holds more than 5000 entries/);
  });

  it('a missing folder', async () => {
    expect(await judged(join(world.scratch, 'ssa-nowhere'))).toMatch(/ssa-nowhere cannot be read/);
  });
});

it('data without lock files is judged without an upload, and says so', async () => {
  const history = forkHistory(world, { 'README.md': 'a\n' }, { 'README.md': 'b\n' });
  const folder = dataFolder(withData({ headSha: history.headSha, lockFiles: [] }), {});
  const run = await runInWorld(
    world,
    { site: 'https://no-lock-data.example.com', 'pull-request-data': folder, 'github-token': 'ghs_read' },
    workflowRun(history.headSha),
  );
  expect(run.exitCode, run.stdout).toBe(0);
  expect(run.summary).toMatch(/Dependency upload: no lock file found/);
});
