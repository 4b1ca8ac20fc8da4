// database-migrations: SQL migrations that leave tables of the exposed `public` schema open. Supabase (and
// any PostgREST API) serves `public` to the browser; a table there without row-level security is readable
// and writable with the anon key. Tables are followed across the whole migration set, in path order
// (migration names start with a timestamp): RLS may be enabled in a later migration, a table may be dropped.
//
// The RLS rule applies to supabase/migrations, and to other migration folders only when the set shows it
// targets PostgREST (it mentions row level security, policies, auth.uid() or the anon/authenticated roles):
// plain Postgres or MySQL apps have no public API and no reason for RLS. Grants to anon/public/authenticated
// on a table that has RLS are not reported (RLS still filters the rows; it is Supabase's default grant).
import { rule } from './catalogue.ts';
import { blankNonCode, qualifiedName, TABLE_NAME } from './sql.ts';
import { LineLocator } from './text.ts';
import type { LocalCheckResult, RepositoryFile, RuleCatalogue, Severity } from './types.ts';

export const DATABASE_MIGRATIONS_RULES: RuleCatalogue = {
  'database-migrations/table-without-rls': rule(
    'Exposed table without row-level security',
    'A migration creates a table in the public schema and no migration enables row-level security on it.',
    'Add `alter table <name> enable row level security;` and policies that allow only what each role needs.',
  ),
  'database-migrations/broad-grant': rule(
    'Broad grant to an API role',
    'A migration grants ALL, INSERT, UPDATE, DELETE or TRUNCATE to anon, public or authenticated on tables without ' +
      'row-level security or on all tables of a schema (as default privileges: low, it is the Supabase default).',
    'Grant only what the API needs and enable row-level security on every exposed table.',
  ),
};

const MIGRATION_PATH = /(?:^|\/)(?:migrations|migrate)\/(?:.*\/)?[^/]+\.sql$/i;
const SUPABASE_PATH = /(?:^|\/)supabase\/migrations\//;
const POSTGREST_MARKERS =
  /row\s+level\s+security|create\s+policy|auth\.uid\(\)|\bto\s+"?(?:anon|authenticated)\b/i;
const CREATE = new RegExp(
  String.raw`\bcreate\s+(?:(?:global\s+|local\s+)?(temp|temporary)\s+|unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?${TABLE_NAME}`,
  'gi',
);
const ENABLE_RLS = new RegExp(
  String.raw`\balter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?${TABLE_NAME}\s+(?:enable|force)\s+row\s+level\s+security`,
  'gi',
);
const DROP = new RegExp(String.raw`\bdrop\s+table\s+(?:if\s+exists\s+)?${TABLE_NAME}`, 'gi');
const GRANT =
  /(\balter\s+default\s+privileges\b[^;]*?)?\bgrant\s+([\w\s,]+?)\s+on\s+([^;]+?)\s+to\s+([^;]+?)(?:\s+with\s+grant\s+option)?\s*;/gi;
const NOT_TABLES =
  /^\s*(?:schema|database|functions?|procedures?|routines?|sequences?|types?|domain|language|foreign|large\s+object|tablespace|all\s+(?:functions|sequences|procedures|routines))\b/i;
const API_ROLES = new Set(['anon', 'public', 'authenticated']);

interface Statement {
  readonly kind: 'create' | 'rls' | 'drop' | 'grant';
  readonly file: string;
  readonly line: number;
  readonly offset: number;
  readonly match: RegExpExecArray;
}

export function checkDatabaseMigrations(files: readonly RepositoryFile[]): LocalCheckResult[] {
  const migrations = files
    .filter((f) => MIGRATION_PATH.test(f.path))
    .sort((a, b) => (a.path < b.path ? -1 : 1))
    .flatMap((f) => {
      const text = f.text();
      return text === null ? [] : [{ path: f.path, sql: blankNonCode(text) }];
    });
  if (migrations.length === 0) return [];
  const statements = migrations.flatMap(({ path, sql }) => statementsOf(path, sql));
  const tables = tableStates(statements);
  const exposesApi = migrations.some(
    ({ path, sql }) => SUPABASE_PATH.test(path) || POSTGREST_MARKERS.test(sql),
  );
  const open = exposesApi ? tablesWithoutRls(tables) : [];
  return [...open, ...broadGrants(statements, tables)];
}

function statementsOf(file: string, sql: string): Statement[] {
  const lines = new LineLocator(sql);
  const found: Statement[] = [];
  const add = (kind: Statement['kind'], pattern: RegExp) => {
    for (const match of sql.matchAll(pattern)) {
      found.push({ kind, file, line: lines.lineAt(match.index), offset: match.index, match });
    }
  };
  add('create', CREATE);
  add('rls', ENABLE_RLS);
  add('drop', DROP);
  add('grant', GRANT);
  return found.sort((a, b) => a.offset - b.offset);
}

interface TableState {
  created: Statement | null;
  rls: boolean;
}

function tableStates(statements: readonly Statement[]): Map<string, TableState> {
  const tables = new Map<string, TableState>();
  for (const s of statements) {
    if (s.kind === 'grant') continue;
    const name = qualifiedName(s.kind === 'create' ? (s.match[2] ?? '') : (s.match[1] ?? ''));
    const state = tables.get(name) ?? { created: null, rls: false };
    if (s.kind === 'create' && s.match[1] === undefined) tables.set(name, { created: s, rls: false });
    else if (s.kind === 'rls') tables.set(name, { ...state, rls: true });
    else if (s.kind === 'drop') tables.set(name, { created: null, rls: false });
  }
  return tables;
}

function tablesWithoutRls(tables: Map<string, TableState>): LocalCheckResult[] {
  return [...tables]
    .filter(([name, t]) => t.created !== null && !t.rls && name.startsWith('public.'))
    .map(([name, t]) => ({
      checkId: 'database-migrations',
      ruleId: 'database-migrations/table-without-rls',
      severity: 'high' as const,
      file: t.created?.file ?? '',
      line: t.created?.line ?? 1,
      message: `table ${name} is in the exposed public schema and row-level security is never enabled on it`,
    }));
}

function broadGrants(statements: readonly Statement[], tables: Map<string, TableState>): LocalCheckResult[] {
  return statements.flatMap((s) => {
    if (s.kind !== 'grant') return [];
    const [, defaults, privileges = '', target = '', grantees = ''] = s.match;
    if (
      NOT_TABLES.test(target) ||
      !/\ball\b|\binsert\b|\bupdate\b|\bdelete\b|\btruncate\b/i.test(privileges)
    ) {
      return [];
    }
    const roles = grantees.split(',').map((r) => r.trim().replace(/"/g, '').toLowerCase());
    const exposed = roles.filter((r) => API_ROLES.has(r));
    if (exposed.length === 0) return [];
    const wide = /\b(?:all\s+tables|tables)\b/i.test(target);
    const guarded =
      !wide &&
      target
        .split(',')
        .every((t) => tables.get(qualifiedName(t.replace(/^\s*table\s+/i, '').trim()))?.rls === true);
    if (guarded) return [];
    const severity: Severity =
      defaults !== undefined ? 'low' : exposed.some((r) => r !== 'authenticated') ? 'high' : 'medium';
    return [
      {
        checkId: 'database-migrations',
        ruleId: 'database-migrations/broad-grant',
        severity,
        file: s.file,
        line: s.line,
        message: `grants ${privileges.trim().toUpperCase()} to ${exposed.join(', ')} on ${wide ? 'every table' : 'a table without row-level security'}${defaults === undefined ? '' : ' (default privileges)'}`,
      },
    ];
  });
}
