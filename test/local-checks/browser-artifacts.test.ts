import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBrowserArtifacts } from '../../src/local-checks/browser-artifacts.ts';
import type { LocalCheckResult } from '../../src/local-checks/types.ts';
import { located, materialize, type Tree } from './fixture-tree.ts';

describe('browser-artifacts', () => {
  let tree: Tree;
  let results: LocalCheckResult[];
  beforeAll(async () => {
    tree = materialize('browser-artifacts');
    // git cannot track a folder named .git, so the fixture cannot hold this one (the walk of a tree that is
    // not a checkout, e.g. build output, does see it).
    tree.write('public/.git/config', '[core]\n');
    results = checkBrowserArtifacts(await tree.files());
  });
  afterAll(() => tree.remove());

  it('reports env files, dumps, backups, archives, keys, credentials and VCS metadata in served folders', () => {
    expect(located(results)).toEqual([
      'apps/web/out/server.pem:1 browser-artifacts/private-key critical',
      'build/site.zip:1 browser-artifacts/backup-or-archive medium',
      'dist/db.sqlite3:1 browser-artifacts/database-dump high',
      'public/.env:1 browser-artifacts/env-file critical',
      'public/.git/config:1 browser-artifacts/vcs-metadata high',
      'public/.svn/entries:1 browser-artifacts/vcs-metadata high',
      'public/backup.sql:1 browser-artifacts/database-dump high',
      'public/id_rsa:1 browser-artifacts/private-key critical',
      'static/old/index.html.bak:1 browser-artifacts/backup-or-archive medium',
      'www/.npmrc:1 browser-artifacts/credentials-file high',
    ]);
  });

  it('leaves served assets, precompressed files, examples and files outside served folders alone', () => {
    const files = results.map((r) => r.file);
    for (const file of [
      'public/robots.txt',
      'dist/assets/app.js.gz',
      'src/db/schema.sql',
      'public/.env.example',
      'backup.zip',
    ]) {
      expect(files).not.toContain(file);
    }
  });
});
