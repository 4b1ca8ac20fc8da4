// database-client: privileged database credentials used from code that runs in the browser. A database
// client (createClient, new Pool…) in browser code that is handed a service-role key, a server secret or a
// database URL, as a literal or through an environment variable, gives every visitor full database access.
//
// Browser code: files with a 'use client' directive; files under public/static/www, components/, pages/
// (not pages/api), client/ or frontend/; files under src/ that are components (.jsx, .tsx, .vue, .svelte)
// or read `import.meta.env` (Vite); never files with 'use server', under api/, server/, functions/,
// supabase/, scripts/ or named *.server.* / route.* / middleware.*. Next.js app/ files count only with
// 'use client' (they are server components by default).
import { rule } from './catalogue.ts';
import { PUBLIC_PREFIX } from './public-environment.ts';
import { isScriptFile } from './paths.ts';
import { findSecrets, isExamplePath, redact } from './secrets.ts';
import { LineLocator } from './text.ts';
import type { LocalCheckResult, RepositoryFile, RuleCatalogue } from './types.ts';

const HELP =
  'Use only the anon or publishable key in the browser and protect data with row-level security; keep ' +
  'service-role keys and database URLs in server code (API routes, server actions, edge functions). Rotate an exposed key.';

export const DATABASE_CLIENT_RULES: RuleCatalogue = {
  'database-client/privileged-key-in-browser': rule(
    'Privileged database credential in browser code',
    'A database client in browser code receives a service-role key or a server secret.',
    HELP,
  ),
  'database-client/server-variable-in-browser': rule(
    'Server-only database variable read in browser code',
    'Browser code passes a server-only (unprefixed) secret variable to a database client: it is undefined in the bundle or, if inlined by a custom build, leaked.',
    HELP,
  ),
};

const CLIENT_CALL =
  /\b(?:createClient|createBrowserClient|createPool|createConnection|neon|postgres|knex|drizzle)\s*\(|\bnew\s+(?:Pool|Client|MongoClient|PrismaClient|Sequelize)\s*\(/;
const PRIVILEGED_VARIABLE =
  /(?:process\.env|import\.meta\.env)(?:\.|\[\s*['"])([A-Z0-9_]*(?:SERVICE_ROLE|SERVICE_KEY|SECRET|PRIVATE|PASSWORD|DATABASE_URL|DB_URL|POSTGRES_URL|MONGODB_URI)[A-Z0-9_]*)/g;
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
    if (text === null || !CLIENT_CALL.test(text) || !isBrowserCode(file.path, text)) continue;
    results.push(...privilegedCredentials(file.path, text));
  }
  return results;
}

function privilegedCredentials(file: string, text: string): LocalCheckResult[] {
  const lines = new LineLocator(text);
  const base = { checkId: 'database-client', file } as const;
  const literals = findSecrets(text)
    .filter((m) => m.ruleId === 'supabase-secret-key' || m.ruleId === 'connection-string-password')
    .map((m) => ({
      ...base,
      ruleId: 'database-client/privileged-key-in-browser',
      severity: 'critical' as const,
      line: m.line,
      message: `${m.ruleName} written into browser code that creates a database client`,
      evidence: redact(m.secret),
    }));
  const variables = [...text.matchAll(PRIVILEGED_VARIABLE)].map((m) => {
    const name = m[1] ?? '';
    const published = PUBLIC_PREFIX.test(name);
    return {
      ...base,
      ruleId: published
        ? 'database-client/privileged-key-in-browser'
        : 'database-client/server-variable-in-browser',
      severity: published ? ('critical' as const) : ('medium' as const),
      line: lines.lineAt(m.index),
      message: published
        ? `${name} is a privileged credential published to the browser and used by a database client`
        : `${name} (server-only) is read by browser code that creates a database client`,
    };
  });
  return [...literals, ...variables];
}
