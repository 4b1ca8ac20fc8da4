import { describe, expect, it } from 'vitest';
import { checkDatabaseMigrations } from '../../src/local-checks/database-migrations.ts';
import { blankNonCode, qualifiedName } from '../../src/local-checks/sql.ts';
import { located, materialize } from './fixture-tree.ts';

describe('database-migrations', () => {
  it('follows tables across the migration set: RLS enabled later, dropped tables, comments and function bodies', async () => {
    const tree = materialize('database-migrations');
    const results = checkDatabaseMigrations(await tree.files());
    tree.remove();
    const init = 'supabase/migrations/20240101000000_init.sql';
    const rls = 'supabase/migrations/20240102000000_rls.sql';
    expect(located(results)).toEqual([
      `${init}:3 database-migrations/table-without-rls high`,
      `${init}:9 database-migrations/broad-grant high`,
      `${rls}:4 database-migrations/broad-grant medium`,
      `${rls}:5 database-migrations/broad-grant low`,
    ]);
    expect(results[0]?.message).toContain('public.orders');
  });

  it('does not ask for RLS in migrations that have no PostgREST API', async () => {
    const tree = materialize('database-migrations-mysql');
    expect(checkDatabaseMigrations(await tree.files())).toEqual([]);
    tree.remove();
  });

  it('blanks comments and strings without moving lines, and folds names like Postgres', () => {
    const sql = "-- create table a\nselect 'x;y' /* b\n c */ from t;";
    const blank = blankNonCode(sql);
    expect(blank.length).toBe(sql.length);
    expect(blank.split('\n').length).toBe(3);
    expect(blank).not.toMatch(/create|x;y/);
    expect(qualifiedName('"Public"."Users"')).toBe('Public.Users');
    expect(qualifiedName('Users')).toBe('public.users');
  });
});
