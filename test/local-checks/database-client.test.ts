import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkDatabaseClient,
  isBrowserCode,
  isPrivilegedName,
} from '../../src/local-checks/database-client.ts';
import type { LocalCheckResult, RepositoryFile } from '../../src/local-checks/types.ts';
import { fakeSecrets } from './fake-secrets.ts';
import { expectNoSecretsShown, located, materialize, type Tree } from './fixture-tree.ts';

function file(path: string, text: string): RepositoryFile {
  return { path, size: text.length, text: () => text };
}

describe('database-client', () => {
  let tree: Tree;
  let results: LocalCheckResult[];
  beforeAll(async () => {
    tree = materialize('database-client');
    results = checkDatabaseClient(await tree.files());
  });
  afterAll(() => tree.remove());

  it('reports privileged keys handed to database clients in browser code or published by their name', () => {
    expect(located(results)).toEqual([
      'app/dashboard/client.tsx:4 database-client/privileged-key-in-browser critical',
      'components/AdminPanel.tsx:2 database-client/privileged-key-in-browser critical',
      'lib/firebase-admin.ts:6 database-client/privileged-key-in-browser critical',
      'pages/profile.tsx:3 database-client/server-variable-in-browser medium',
      'src/lib/db.ts:3 database-client/privileged-key-in-browser critical',
      'supabase/functions/admin/index.ts:4 database-client/privileged-key-in-browser critical',
    ]);
    expect(results.find((r) => r.file === 'lib/firebase-admin.ts')?.message).toBe(
      'NEXT_PUBLIC_FIREBASE_PRIVATE_KEY is a privileged credential given to a database client, and its NEXT_PUBLIC_ prefix publishes it to the browser',
    );
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

  const client = (key: string) =>
    `import { createClient } from '@supabase/supabase-js';\nexport const db = createClient(url, ${key});\n`;

  describe('a privileged variable with a public prefix is reported wherever the file is', () => {
    it.each<[string, string, number[]]>([
      ['app/api/admin/route.ts', client('process.env.NEXT_PUBLIC_SUPABASE_SERVICE_ROLE_KEY!'), [2]],
      ['server/db.ts', client("process.env['VITE_SUPABASE_SECRET_KEY']"), [2]],
      ['src/lib/admin.server.ts', client('import.meta.env.VITE_SERVICE_ROLE_KEY'), [2]],
      ['scripts/seed.ts', `'use server';\n${client('env.REACT_APP_SUPABASE_SERVICE_KEY')}`, [3]],
      [
        'src/hooks.server.ts',
        `import { PUBLIC_DB_PASSWORD } from '$env/static/public';\n${client('PUBLIC_DB_PASSWORD')}`,
        [1, 3],
      ],
      [
        'app/db.ts',
        `import { Pool } from 'pg';\nnew Pool({ connectionString: process.env.NUXT_PUBLIC_DATABASE_URL });\n`,
        [2],
      ],
      ['mobile/db.ts', client('process.env.EXPO_PUBLIC_SUPABASE_SERVICE_ROLE'), [2]],
      ['src/db.js', client('process.env.VUE_APP_FIREBASE_PRIVATE_KEY'), [2]],
      ['src/db.mjs', client('process.env.GATSBY_MONGODB_URI'), [2]],
    ])('%s', (path, text, lines) => {
      const found = checkDatabaseClient([file(path, text)]);
      expect(found.map((r) => `${r.line} ${r.ruleId} ${r.severity}`)).toEqual(
        lines.map((line) => `${line} database-client/privileged-key-in-browser critical`),
      );
    });
  });

  describe('look-alikes are not reported', () => {
    it.each([
      [
        'a server-only variable in server code',
        'app/api/admin/route.ts',
        client('process.env.SUPABASE_SERVICE_ROLE_KEY!'),
      ],
      ['a public anon key', 'components/db.ts', client('process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY!')],
      ['a publishable key', 'server/db.ts', client('import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY')],
      ['a public URL', 'lib/db.ts', client('process.env.NEXT_PUBLIC_SUPABASE_URL!')],
      ['a name inside a longer one', 'lib/db.ts', client('process.env.MY_NEXT_PUBLIC_SERVICE_ROLE_KEY')],
      [
        'a comment that warns about the name',
        'lib/db.ts',
        `// not NEXT_PUBLIC_SUPABASE_SERVICE_ROLE_KEY\n${client('key')}`,
      ],
      [
        'no database client in the file',
        'lib/env.ts',
        'export const k = process.env.NEXT_PUBLIC_SUPABASE_SERVICE_ROLE_KEY;\n',
      ],
      ['an example file', 'lib/db.example.ts', client('process.env.NEXT_PUBLIC_SUPABASE_SERVICE_ROLE_KEY')],
    ])('%s', (_, path, text) => {
      expect(checkDatabaseClient([file(path, text)])).toEqual([]);
    });
  });

  it.each([
    ['NEXT_PUBLIC_SUPABASE_SERVICE_ROLE_KEY', true],
    ['VITE_JWT_SECRET', true],
    ['SUPABASE_SERVICE_ROLE_KEY', true],
    ['VITE_SUPABASE_ANON_KEY', false],
    ['NEXT_PUBLIC_STRIPE_PUBLIC_KEY', false],
    ['PUBLIC_SUPABASE_URL', false],
  ])('%s is privileged: %s', (name, privileged) => {
    expect(isPrivilegedName(name)).toBe(privileged);
  });
});

describe('database-client literals in test code', () => {
  it('notes a database URL in a browser test and keeps a service-role key at its severity', () => {
    const password = fakeSecrets(17).dbPassword ?? '';
    const url = `postgres://app:${password}@db.internal.net:5432/app`;
    const text = `'use client';\nimport { Pool } from 'pg';\nexport const pool = new Pool({ connectionString: '${url}' });\n`;
    const severities = (path: string) => checkDatabaseClient([file(path, text)]).map((r) => r.severity);
    expect(severities('components/Admin.tsx')).toEqual(['critical']);
    expect(severities('components/__tests__/Admin.test.tsx')).toEqual(['info']);
    const key = fakeSecrets(17).supabaseServiceRole ?? '';
    const supabase = `'use client';\nimport { createClient } from '@supabase/supabase-js';\nexport const db = createClient('https://x.supabase.co', '${key}');\n`;
    expect(checkDatabaseClient([file('components/__tests__/Db.test.tsx', supabase)])[0]?.severity).toBe(
      'critical',
    );
  });
});
