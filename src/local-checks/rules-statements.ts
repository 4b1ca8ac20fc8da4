// Passwords set by SQL statements that create or alter a database user: PostgreSQL, SQL Server, MySQL and
// Oracle syntaxes. Init scripts and migrations carry them; a development stand-in (the user's own name, a
// stock password) and stored hashes are left alone.
import { plausiblePassword } from './rules-structured.ts';
import type { SecretRule } from './secret-rule-shape.ts';

/**
 * A SQL user's password: mixed letters and digits, not a stored hash (`*…`, `md5…`, `SCRAM-SHA-256$…`),
 * and not the user's own name (`CREATE USER keycloak … 'keycloak1'`: a development stand-in).
 */
function acceptSqlPassword(secret: string, match: RegExpExecArray): boolean {
  const user = /(?:USER|ROLE|LOGIN)[ \t]+['"\x60]?([\w.-]+)/i.exec(match[0])?.[1]?.toLowerCase() ?? '';
  return (
    plausiblePassword(secret) &&
    /\d/.test(secret) &&
    /[A-Za-z]/.test(secret) &&
    !/^(?:\*[0-9A-F]{40}$|md5[0-9a-f]{32}$|SCRAM-)/i.test(secret) &&
    (user === '' || !secret.toLowerCase().includes(user))
  );
}

export const STATEMENT_RULES: readonly SecretRule[] = [
  {
    id: 'sql-password',
    name: 'Password in a SQL statement creating or altering a user',
    severity: 'high',
    confidence: 'context',
    keywords: ['USER', 'ROLE', 'LOGIN', 'user', 'role', 'login'].flatMap((w) => [
      `CREATE ${w}`,
      `ALTER ${w}`,
    ]),
    // PostgreSQL `… WITH PASSWORD '…'`, SQL Server `… WITH PASSWORD = '…'`, MySQL and Oracle
    // `IDENTIFIED [WITH plugin] BY '…'`; stored hashes (`*…`, `md5…`, `SCRAM-SHA-256$…`) are not passwords.
    pattern:
      /\b(?:CREATE|ALTER)[ \t]+(?:USER|ROLE|LOGIN)\b[^;\n]{0,200}?\b(?:PASSWORD[ \t]*=?[ \t]*|IDENTIFIED[ \t]+(?:WITH[ \t]+\w+[ \t]+)?BY[ \t]+)(['"])([^'"\s]{6,256})\1/gi,
    secretOf: (m) => m[2],
    minEntropy: 0,
    accept: acceptSqlPassword,
  },
];
