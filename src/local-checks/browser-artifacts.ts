// browser-artifacts: files in public web roots or build output that must never be served: env files,
// database dumps, backups and archives, version-control metadata, keys and credential files. By path only.
import { rule } from './catalogue.ts';
import { baseName, isServedPath } from './paths.ts';
import { isExamplePath } from './secrets.ts';
import type { LocalCheckResult, RepositoryFile, RuleCatalogue, Severity } from './types.ts';

interface ArtifactKind {
  readonly rule: string;
  readonly severity: Severity;
  readonly what: string;
  readonly matches: (name: string, path: string) => boolean;
}

const KINDS: readonly ArtifactKind[] = [
  {
    rule: 'env-file',
    severity: 'critical',
    what: 'an environment file',
    matches: (name) => name === '.env' || name.startsWith('.env.') || name.endsWith('.env'),
  },
  {
    rule: 'private-key',
    severity: 'critical',
    what: 'a private key or keystore',
    matches: (name) =>
      /^id_(?:rsa|dsa|ecdsa|ed25519)$/.test(name) || /\.(?:pem|key|p12|pfx|jks|keystore|ppk)$/i.test(name),
  },
  {
    rule: 'credentials-file',
    severity: 'high',
    what: 'a credentials file',
    matches: (name) =>
      ['.npmrc', '.pypirc', '.netrc', '.git-credentials', '.htpasswd', 'credentials.json'].includes(name) ||
      /^secrets?\.(?:json|ya?ml|toml)$/i.test(name),
  },
  {
    rule: 'vcs-metadata',
    severity: 'high',
    what: 'version-control metadata',
    matches: (_, path) => /(?:^|\/)\.(?:git|svn|hg)\//.test(path),
  },
  {
    rule: 'database-dump',
    severity: 'high',
    what: 'a database file or dump',
    matches: (name) => /\.(?:sql|sqlite|sqlite3|db|dump)(?:\.gz|\.zip|\.bz2)?$/i.test(name),
  },
  {
    rule: 'backup-or-archive',
    severity: 'medium',
    what: 'a backup or archive',
    matches: (name) => /\.(?:bak|backup|old|orig|swp|zip|tar|tar\.gz|tgz|tar\.bz2|7z|rar)$|~$/i.test(name),
  },
];

const HELP =
  'Remove the file from the served folder and from the repository, and keep such files out of public ' +
  'roots and build output (.gitignore, build excludes). If it held credentials or personal data, treat them as leaked.';

export const BROWSER_ARTIFACTS_RULES: RuleCatalogue = Object.fromEntries(
  KINDS.map((k) => [
    `browser-artifacts/${k.rule}`,
    rule(`${k.what} in a served folder`, `A public web root or build output holds ${k.what}.`, HELP),
  ]),
);

export function checkBrowserArtifacts(files: readonly RepositoryFile[]): LocalCheckResult[] {
  const results: LocalCheckResult[] = [];
  for (const { path } of files) {
    if (!isServedPath(path) || isExamplePath(path)) continue;
    const kind = KINDS.find((k) => k.matches(baseName(path), path));
    if (kind === undefined) continue;
    results.push({
      checkId: 'browser-artifacts',
      ruleId: `browser-artifacts/${kind.rule}`,
      severity: kind.severity,
      file: path,
      line: 1,
      message: `${kind.what} in a served folder: anyone can download it`,
    });
  }
  return results;
}
