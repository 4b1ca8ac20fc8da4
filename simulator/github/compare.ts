// The compare route of the GitHub stand-in (`GET /repos/{o}/{r}/compare/{base}...{head}`), answered from a
// real git repository standing for the repository's history: status (ahead, behind, diverged, identical)
// of head against base, ahead_by, behind_by, the merge base, the commits merge-base..head (paged) and the
// files that changed between the merge base and head, as GitHub shows them.
import { execFileSync } from 'node:child_process';

type Answer = { status: number; body: unknown };

const MAX_FILES = 300;

export function compareAnswer(gitDir: string, basehead: string, query: URLSearchParams): Answer {
  const [base = '', head = ''] = basehead.includes('...') ? basehead.split('...') : basehead.split('..');
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: gitDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const [baseSha = null, headSha = null] = base && head ? commitsNamed(gitDir, [base, head]) : [];
  if (baseSha === null || headSha === null) {
    return { status: 404, body: { message: 'Not Found' } };
  }
  let mergeBase: string;
  try {
    mergeBase = git('merge-base', baseSha, headSha);
  } catch {
    return { status: 404, body: { message: `No common ancestor between ${base} and ${head}.` } };
  }
  // A range from the merge base to itself is empty: git is asked only about the side that moved.
  const shas =
    mergeBase === headSha ? [] : git('rev-list', '--reverse', `${mergeBase}..${headSha}`).split('\n');
  const aheadBy = shas.length;
  const behindBy = mergeBase === baseSha ? 0 : Number(git('rev-list', '--count', `${mergeBase}..${baseSha}`));
  const status =
    aheadBy === 0 && behindBy === 0
      ? 'identical'
      : behindBy === 0
        ? 'ahead'
        : aheadBy === 0
          ? 'behind'
          : 'diverged';
  const perPage = Math.min(Number(query.get('per_page') ?? 250) || 250, 250);
  const page = Number(query.get('page') ?? 1) || 1;
  const commits = shas.slice((page - 1) * perPage, page * perPage).map((sha) => ({ sha }));
  return {
    status: 200,
    body: {
      status,
      ahead_by: aheadBy,
      behind_by: behindBy,
      total_commits: aheadBy,
      base_commit: { sha: baseSha },
      merge_base_commit: { sha: mergeBase },
      commits,
      files: changedFiles(git, mergeBase, headSha),
    },
  };
}

/** The commit each name stands for (null where git reads none), all asked of one process. */
function commitsNamed(gitDir: string, names: readonly string[]): (string | null)[] {
  if (names.some((name) => name.includes('\n'))) return [];
  try {
    return execFileSync('git', ['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
      cwd: gitDir,
      input: names.map((name) => `${name}^{commit}\n`).join(''),
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'ignore'],
    })
      .split('\n')
      .slice(0, names.length)
      .map((line) => /^([0-9a-f]{40}|[0-9a-f]{64}) commit$/.exec(line)?.[1] ?? null);
  } catch {
    return [];
  }
}

const STATUS: Record<string, string> = { A: 'added', M: 'modified', D: 'removed', R: 'renamed', C: 'copied' };

function changedFiles(git: (...args: string[]) => string, from: string, to: string) {
  const lines = git('diff', '--name-status', '-M', from, to).split('\n').filter(Boolean);
  return lines.slice(0, MAX_FILES).map((line) => {
    const [code = '', first = '', second] = line.split('\t');
    const status = STATUS[code.charAt(0)] ?? 'changed';
    return second === undefined
      ? { filename: first, status }
      : { filename: second, previous_filename: first, status };
  });
}
