// database-client: privileged database credentials given to a database client where the browser gets them.
// A database client (createClient, new Pool, firebase-admin's cert…) handed a service-role key, a server
// secret or a database URL gives every visitor full database access when:
// - the credential's variable has a public prefix (`NEXT_PUBLIC_…SERVICE_ROLE…`, `VITE_…SECRET…`, the
//   prefixes of public-environment.ts): the bundler publishes it, so this is reported in any file, server
//   code included (critical);
// - browser code holds the credential as a literal (critical) or reads a server-only variable (medium).
//
// Browser code: files with a 'use client' directive; files under public/static/www, components/, pages/
// (not pages/api), client/ or frontend/; files under src/ that are components (.jsx, .tsx, .vue, .svelte)
// or read `import.meta.env` (Vite); never files with 'use server', under api/, server/, functions/,
// supabase/, scripts/ or named *.server.* / route.* / middleware.*. Next.js app/ files count only with
// 'use client' (they are server components by default).
import { rule } from './catalogue.ts';
import { PUBLIC_PREFIX } from './public-environment.ts';
import { isScriptFile } from './paths.ts';
import { assessSecret } from './secret-context.ts';
import { findSecrets, isExamplePath, redact } from './secrets.ts';
import { LineLocator } from './text.ts';
import type { LocalCheckResult, RepositoryFile, RuleCatalogue } from './types.ts';

const HELP =
  'Use only the anon or publishable key in the browser and protect data with row-level security; keep ' +
  'service-role keys and database URLs in server code (API routes, server actions, edge functions). Rotate an exposed key.';

export const DATABASE_CLIENT_RULES: RuleCatalogue = {
  'database-client/privileged-key-in-browser': rule(
    'Privileged database credential in browser code',
    'A database client receives a service-role key or a server secret in browser code, or through a variable whose public prefix publishes it to the browser.',
    HELP,
  ),
  'database-client/server-variable-in-browser': rule(
    'Server-only database variable read in browser code',
    'Browser code passes a server-only (unprefixed) secret variable to a database client: it is undefined in the bundle or, if inlined by a custom build, leaked.',
    HELP,
  ),
};

const CLIENT_CALL =
  /\b(?:createClient|createBrowserClient|createServerClient|createPool|createConnection|neon|postgres|knex|drizzle|initializeApp|cert)\s*\(|\bnew\s+(?:Pool|Client|MongoClient|PrismaClient|Sequelize|Redis|Kysely|Firestore)\s*\(/;
/** A variable name that says it holds a privileged credential, minus those public by design (anon keys). */
const PRIVILEGED_NAME =
  /SERVICE_?ROLE|SERVICE_?KEY|SECRET|PRIVATE|PASSWORD|ADMIN_?KEY|MASTER_?KEY|DATABASE_URL|DB_URL|POSTGRES_URL|MONGODB_URI|CONNECTION_STRING/;
const PUBLIC_BY_DESIGN = /ANON|PUBLISHABLE|PUBLIC_?KEY/;
/** `process.env.X`, `import.meta.env['X']`: how browser code reads a variable. */
const ENV_READ = /(?:process\.env|import\.meta\.env)(?:\.|\[\s*['"])([A-Z0-9_]+)/g;
/** An upper-case name as a whole word, however it is read (`env.X`, `get('X')`, `import { X } from '$env/static/public'`). */
const UPPER_CASE_NAME = /(?<![\w$])[A-Z][A-Z0-9_]*(?![\w$])/g;
const COMMENT_LINE = /^[ \t]*(?:\/\/|\/\*|\*).*$/gm;
const SERVER_FOLDERS = /(?:^|\/)(?:api|server|functions|supabase|scripts|migrations|prisma|backend)\//;
const SERVER_FILE = /(?:\.server\.|(?:^|\/)(?:route|middleware)\.)[cm]?[jt]sx?$/;
const BROWSER_FOLDERS = /(?:^|\/)(?:public|static|www|components|pages|client|frontend)\//;
const COMPONENT_FILE = /\.(?:jsx|tsx|vue|svelte|astro)$/;
const APP_ROUTER = /(?:^|\/)app\//;

/** The directive of the file, if its first statement is 'use client' or 'use server'. */
function directive(text: string): string | null {
  const m = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"](use client|use server)['"]/.exec(text);
  return m?.[1] ?? null;
}

export function isBrowserCode(path: string, text: string): boolean {
  const declared = directive(text);
  if (declared !== null) return declared === 'use client';
  if (SERVER_FOLDERS.test(path) || SERVER_FILE.test(path) || APP_ROUTER.test(path)) return false;
  if (BROWSER_FOLDERS.test(path)) return true;
  return /(?:^|\/)src\//.test(path) && (COMPONENT_FILE.test(path) || text.includes('import.meta.env'));
}

export function checkDatabaseClient(files: readonly RepositoryFile[]): LocalCheckResult[] {
  const results: LocalCheckResult[] = [];
  for (const file of files) {
    if (!isScriptFile(file.path) || isExamplePath(file.path)) continue;
    const text = file.text();
    if (text === null || !CLIENT_CALL.test(text)) continue;
    results.push(...publishedCredentials(file.path, text));
    if (isBrowserCode(file.path, text)) results.push(...browserCredentials(file.path, text));
  }
  return results;
}

export function isPrivilegedName(name: string): boolean {
  const bare = name.replace(PUBLIC_PREFIX, '');
  return PRIVILEGED_NAME.test(bare) && !PUBLIC_BY_DESIGN.test(bare);
}

/** Privileged variables with a public prefix, in any file: the prefix ships them to the browser. */
function publishedCredentials(file: string, text: string): LocalCheckResult[] {
  const lines = new LineLocator(text);
  // Comment lines are blanked (same length, so offsets hold): a warning about a name is not a use of it.
  const code = text.replace(COMMENT_LINE, (line) => ' '.repeat(line.length));
  const seen = new Set<string>();
  return [...code.matchAll(UPPER_CASE_NAME)].flatMap((m) => {
    const name = m[0];
    const line = lines.lineAt(m.index);
    const prefix = PUBLIC_PREFIX.exec(name)?.[0];
    if (prefix === undefined || !isPrivilegedName(name) || seen.has(`${line} ${name}`)) return [];
    seen.add(`${line} ${name}`);
    return [
      {
        checkId: 'database-client',
        ruleId: 'database-client/privileged-key-in-browser',
        severity: 'critical' as const,
        file,
        line,
        message: `${name} is a privileged credential given to a database client, and its ${prefix} prefix publishes it to the browser`,
      },
    ];
  });
}

/** In browser code: credential literals, and server-only privileged variables. */
function browserCredentials(file: string, text: string): LocalCheckResult[] {
  const lines = new LineLocator(text);
  const base = { checkId: 'database-client', file } as const;
  const literals = findSecrets(text)
    .filter((m) => m.ruleId === 'supabase-secret-key' || m.ruleId === 'connection-string-password')
    .map((m) => {
      // A URL in a test is most likely a sample (a note); a service-role key keeps its severity there.
      const { severity, note } = assessSecret({ severity: 'critical', confidence: m.confidence }, file);
      return {
        ...base,
        ruleId: 'database-client/privileged-key-in-browser',
        severity,
        line: m.line,
        message: `${m.ruleName} written into browser code that creates a database client${note}`,
        evidence: redact(m.secret),
      };
    });
  const serverVariables = [...text.matchAll(ENV_READ)].flatMap((m) => {
    const name = m[1] ?? '';
    if (PUBLIC_PREFIX.test(name) || !isPrivilegedName(name)) return [];
    return [
      {
        ...base,
        ruleId: 'database-client/server-variable-in-browser',
        severity: 'medium' as const,
        line: lines.lineAt(m.index),
        message: `${name} (server-only) is read by browser code that creates a database client`,
      },
    ];
  });
  return [...literals, ...serverVariables];
}
