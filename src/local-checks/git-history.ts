// git-history: secrets that a past commit added and the current tree no longer holds. They stay readable
// by anyone with a clone until the history is rewritten, so they must be rotated. The history comes from a
// reader (history-reader.ts runs git) so that this module stays a pure function.
import { secretRuleCatalogue } from './catalogue.ts';
import { assessSecret } from './secret-context.ts';
import { findSecrets, isExamplePath, redact, type SecretMatch } from './secrets.ts';
import { secretsInTree } from './tracked-secrets.ts';
import type { LocalCheckResult, RepositoryFile, RuleCatalogue } from './types.ts';

/** The lines one commit added to one file, with the line number each has in that commit's version. */
export interface AddedLines {
  readonly commit: string;
  readonly file: string;
  readonly lines: readonly { readonly line: number; readonly text: string }[];
}

export const GIT_HISTORY_RULES: RuleCatalogue = secretRuleCatalogue(
  'git-history',
  'in the git history',
  'The credential was committed and later removed, but every clone still holds it. Revoke or rotate it; ' +
    'rewriting the history (git filter-repo) does not reach existing clones and forks.',
);

/**
 * `additions` newest commit first, as `git log` gives them (history-reader.ts, or plain objects in tests);
 * each secret is reported once, at the oldest commit that added it. A secret is removed only when the tree is
 * known not to hold it: one that was added to a file the tree still has but could not be read (over the size
 * bound, binary) may still be there, so it is not reported; `notes` says how many were held back and where.
 */
export async function checkGitHistory(
  additions: AsyncIterable<AddedLines> | Iterable<AddedLines>,
  files: readonly RepositoryFile[],
  notes: string[] = [],
): Promise<LocalCheckResult[]> {
  const current = new Set(secretsInTree(files).flatMap(({ matches }) => matches.map((m) => m.secret)));
  const unread = unreadAtHead(files);
  const oldest = new Map<string, LocalCheckResult>();
  /** Secret → the unread files it was added to. */
  const unknown = new Map<string, Set<string>>();
  for await (const added of additions) {
    if (isExamplePath(added.file)) continue;
    for (const m of secretsInAddition(added)) {
      if (current.has(m.secret)) continue;
      oldest.set(m.secret, historyResult(added, m));
      if (unread(added.file)) unknown.set(m.secret, (unknown.get(m.secret) ?? new Set()).add(added.file));
    }
  }
  if (unknown.size > 0) notes.push(heldBackNote(unknown));
  return [...oldest].filter(([secret]) => !unknown.has(secret)).map(([, result]) => result);
}

/** Whether a path is in the current tree but its content was not read. Each file is asked once. */
function unreadAtHead(files: readonly RepositoryFile[]): (path: string) => boolean {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const answers = new Map<string, boolean>();
  return (path) => {
    let unread = answers.get(path);
    if (unread === undefined) {
      const file = byPath.get(path);
      unread = file !== undefined && file.text() === null;
      answers.set(path, unread);
    }
    return unread;
  };
}

function heldBackNote(unknown: ReadonlyMap<string, ReadonlySet<string>>): string {
  const paths = [...new Set([...unknown.values()].flatMap((set) => [...set]))].sort();
  const shown = paths.slice(0, 3).join(', ') + (paths.length > 3 ? ` and ${paths.length - 3} more` : '');
  return (
    `not reported as removed: ${unknown.size} of the secrets in the history of files still in the tree whose ` +
    `content was not read (${shown}); whether they are still there is unknown`
  );
}

function secretsInAddition(added: AddedLines): SecretMatch[] {
  const text = added.lines.map((l) => l.text).join('\n');
  return findSecrets(text, { published: true }).map((m) => ({
    ...m,
    line: added.lines[m.line - 1]?.line ?? 1,
  }));
}

function historyResult(added: AddedLines, m: SecretMatch): LocalCheckResult {
  const { severity, note } = assessSecret(m, added.file);
  return {
    checkId: 'git-history',
    ruleId: `git-history/${m.ruleId}`,
    severity,
    file: added.file,
    line: m.line,
    message: `${m.ruleName} added in commit ${added.commit.slice(0, 12)} and removed since; still in the history${note}`,
    evidence: redact(m.secret),
    commit: added.commit,
  };
}
