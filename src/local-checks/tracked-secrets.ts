// tracked-secrets: credentials in the files git tracks. Example and fixture files are left out by path
// (`isExamplePath`), placeholders by value (see secrets.ts); samples in tests and docs and keys published
// for testing are notes (see secret-context.ts).
import { secretRuleCatalogue } from './catalogue.ts';
import { assessSecret } from './secret-context.ts';
import { findSecrets, isExamplePath, redact, type SecretMatch } from './secrets.ts';
import { docRegions } from './doc-comments.ts';
import { inRegions, testRegions } from './test-modules.ts';
import type { LocalCheckResult, RepositoryFile, RuleCatalogue } from './types.ts';
import { reportingSecret } from './value-identity.ts';

export const TRACKED_SECRETS_RULES: RuleCatalogue = secretRuleCatalogue(
  'tracked-secrets',
  'in a tracked file',
  'Revoke or rotate the credential first (it is in the repository history), then remove it from the file and ' +
    'read it from the environment or a secret store. Placeholders, test fixtures and *.example files are not reported; ' +
    'samples in test code and docs, and keys providers publish for testing, are reported as notes.',
);

export interface FileSecrets {
  readonly path: string;
  readonly matches: readonly SecretMatch[];
}

const treeCache = new WeakMap<readonly RepositoryFile[], readonly FileSecrets[]>();

/** Secrets of every readable file, examples included; computed once per file list (git-history reuses it). */
export function secretsInTree(files: readonly RepositoryFile[]): readonly FileSecrets[] {
  const cached = treeCache.get(files);
  if (cached !== undefined) return cached;
  const found: FileSecrets[] = [];
  for (const file of files) {
    const text = file.text();
    if (text === null) continue;
    const matches = findSecrets(text, { published: true });
    if (matches.length === 0) continue;
    const tests = testRegions(file.path, text);
    const docs = docRegions(file.path, text);
    found.push({
      path: file.path,
      matches: matches.map((m) => {
        if (inRegions(tests, m.line)) return { ...m, region: 'test code' as const };
        return inRegions(docs, m.line) ? { ...m, region: 'documentation' as const } : m;
      }),
    });
  }
  treeCache.set(files, found);
  return found;
}

export function checkTrackedSecrets(files: readonly RepositoryFile[]): LocalCheckResult[] {
  return secretsInTree(files)
    .filter(({ path }) => !isExamplePath(path))
    .flatMap(({ path, matches }) =>
      matches.map((m) => {
        const { severity, note } = assessSecret(m, path, m.region);
        const result = {
          checkId: 'tracked-secrets',
          ruleId: `tracked-secrets/${m.ruleId}`,
          severity,
          file: path,
          line: m.line,
          message: `${m.ruleName} in a tracked file${note}`,
          evidence: redact(m.secret),
        };
        return reportingSecret(result, m.secret, m.confidence);
      }),
    );
}
