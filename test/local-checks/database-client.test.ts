import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDatabaseClient, isBrowserCode } from '../../src/local-checks/database-client.ts';
import type { LocalCheckResult } from '../../src/local-checks/types.ts';
import { expectNoSecretsShown, located, materialize, type Tree } from './fixture-tree.ts';

describe('database-client', () => {
  let tree: Tree;
  let results: LocalCheckResult[];
  beforeAll(async () => {
    tree = materialize('database-client');
    results = checkDatabaseClient(await tree.files());
  });
  afterAll(() => tree.remove());

  it('reports privileged keys handed to database clients in browser code', () => {
    expect(located(results)).toEqual([
      'app/dashboard/client.tsx:4 database-client/privileged-key-in-browser critical',
      'components/AdminPanel.tsx:2 database-client/privileged-key-in-browser critical',
      'pages/profile.tsx:3 database-client/server-variable-in-browser medium',
      'src/lib/db.ts:3 database-client/privileged-key-in-browser critical',
    ]);
    expectNoSecretsShown(results);
  });

  it('tells browser code from server code', () => {
    expect(isBrowserCode('app/page.tsx', 'export default 1')).toBe(false);
    expect(isBrowserCode('app/page.tsx', "// note\n'use client';\n")).toBe(true);
    expect(isBrowserCode('components/a.ts', "'use server'")).toBe(false);
    expect(isBrowserCode('pages/api/admin.ts', '')).toBe(false);
    expect(isBrowserCode('src/server/db.ts', '')).toBe(false);
    expect(isBrowserCode('src/db.ts', 'const x = 1')).toBe(false);
    expect(isBrowserCode('src/App.tsx', '')).toBe(true);
  });
});
