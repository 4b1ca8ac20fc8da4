import { describe, expect, it } from 'vitest';
import {
  parsePullRequestData,
  PullRequestDataError,
  unsafePath,
} from '../../../src/steps/pull-request-data/format.ts';

const DATA = {
  format: 'security-scan-action/pull-request-data@1',
  repository: 'octo-org/octo-repo',
  pullRequest: 7,
  headSha: 'a'.repeat(40),
  baseSha: null,
  changedFiles: ['src/a.ts', 'docs/read me.md'],
  lockFiles: ['web/package-lock.json', 'requirements-dev.txt'],
};

describe('unsafePath', () => {
  it.each(['package-lock.json', 'a/b/yarn.lock', 'docs/read me.md', 'ünï/cödé.txt'])('accepts %s', (path) => {
    expect(unsafePath(path)).toBeNull();
  });
  it.each([
    ['', /empty/],
    ['/etc/passwd', /absolute/],
    ['C:/x', /absolute/],
    ['a/../../b', /'\.\.' segment/],
    ['./a', /'\.' or/],
    ['a//b', /empty/],
    ['a\\b', /backslash/],
    ['a\nb', /control character/],
    ['a\u0000b', /control character/],
    ['x'.repeat(1025), /over 1024 characters/],
    [Array(40).fill('d').join('/'), /deeper than 32 folders/],
  ])('refuses %j', (path, why) => {
    expect(unsafePath(path)).toMatch(why);
  });
});

describe('parsePullRequestData', () => {
  it('reads well-formed data as it is', () => {
    expect(parsePullRequestData(JSON.stringify(DATA))).toEqual(DATA);
  });

  it('ignores fields it does not know', () => {
    expect(parsePullRequestData(JSON.stringify({ ...DATA, extra: { deep: [1] } }))).toEqual(DATA);
  });

  it.each([
    ['not JSON', 'nope', /is not JSON/],
    ['null', 'null', /is not a JSON object/],
    [
      'a 64-character sha is fine, 39 is not',
      JSON.stringify({ ...DATA, headSha: 'a'.repeat(39) }),
      /'headSha'/,
    ],
    [
      'a base that is a branch name',
      JSON.stringify({ ...DATA, baseSha: 'main' }),
      /'baseSha' is not a commit sha or null/,
    ],
    [
      'a repository with a path',
      JSON.stringify({ ...DATA, repository: 'a/b/c' }),
      /'repository' is not owner\/name/,
    ],
    ['pull request 0', JSON.stringify({ ...DATA, pullRequest: 0 }), /'pullRequest'/],
    ['a fractional pull request', JSON.stringify({ ...DATA, pullRequest: 1.5 }), /'pullRequest'/],
    [
      'a path that is a number',
      JSON.stringify({ ...DATA, changedFiles: [1] }),
      /'changedFiles' entry 1 is not a string/,
    ],
    [
      'too many changed files',
      JSON.stringify({ ...DATA, changedFiles: Array(3001).fill('a') }),
      /at most 3000/,
    ],
  ])('refuses %s with a typed error naming the field', (_what, text, message) => {
    expect(() => parsePullRequestData(text)).toThrow(PullRequestDataError);
    expect(() => parsePullRequestData(text)).toThrow(message);
  });

  it('accepts a sha-256 repository commit', () => {
    expect(parsePullRequestData(JSON.stringify({ ...DATA, headSha: 'f'.repeat(64) })).headSha).toHaveLength(
      64,
    );
  });
});
