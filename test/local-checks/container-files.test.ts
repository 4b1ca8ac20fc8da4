import { describe, expect, it } from 'vitest';
import { checkContainerFiles } from '../../src/local-checks/container-files.ts';
import { buildContexts, copySources, parseDockerfile } from '../../src/local-checks/dockerfile.ts';
import { parseDockerIgnore } from '../../src/local-checks/dockerignore.ts';
import { located, materialize } from './fixture-tree.ts';

describe('container-files', () => {
  it('reports secret files copied into images and whole-context copies the .dockerignore does not guard', async () => {
    const tree = materialize('container-files');
    const results = checkContainerFiles(await tree.files());
    tree.remove();
    expect(located(results)).toEqual([
      'Dockerfile:3 container-files/copies-secret-file high',
      'Dockerfile:4 container-files/copies-secret-file high',
      'Dockerfile:6 container-files/copies-secret-file medium',
      'Dockerfile:7 container-files/context-not-ignored high',
      'api/Dockerfile:2 container-files/context-not-ignored medium',
      // compose builds worker/Dockerfile with the root as context: the root's key file would be copied
      'worker/Dockerfile:2 container-files/context-not-ignored high',
    ]);
    expect(results.find((r) => r.line === 7)?.message).toContain('certs/server.pem');
  });

  it('reads instructions across continuation lines and skips stage copies', () => {
    const instructions = parseDockerfile('FROM a\n# note\nCOPY --chown=1:1 \\\n  one two /dst/\nENV A=1');
    expect(instructions.map((i) => [i.keyword, i.line])).toEqual([
      ['FROM', 1],
      ['COPY', 3],
      ['ENV', 5],
    ]);
    expect(copySources(instructions[1]?.args ?? '')).toEqual(['one', 'two']);
    expect(copySources('--from=build /app /app')).toBeNull();
    expect(copySources('["a b", "c", "/dst"]')).toEqual(['a b', 'c']);
  });

  it('maps compose build contexts to their Dockerfiles', () => {
    const compose =
      'services:\n  a:\n    build: ./svc\n  b:\n    build:\n      context: ..\n      dockerfile: b/Dockerfile.dev\n';
    expect([...buildContexts([{ path: 'deploy/compose.yaml', text: compose }])]).toEqual([
      ['deploy/svc/Dockerfile', 'deploy/svc'],
      ['b/Dockerfile.dev', ''],
    ]);
  });

  it('matches .dockerignore patterns with exceptions, folders and **', () => {
    const ignore = parseDockerIgnore('# c\n**/*.pem\n.env*\n!.env.example\nsecrets/\n');
    expect(ignore.excludes('.env')).toBe(true);
    expect(ignore.excludes('.env.example')).toBe(false);
    expect(ignore.excludes('certs/deep/server.pem')).toBe(true);
    expect(ignore.excludes('server.pem')).toBe(true);
    expect(ignore.excludes('secrets/a.txt')).toBe(true);
    expect(ignore.excludes('src/app.ts')).toBe(false);
  });
});
