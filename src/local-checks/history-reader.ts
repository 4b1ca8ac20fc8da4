// Reads the lines each commit added, from `git log -p`, streamed and bounded in commits, time and bytes.
// The I/O edge of git-history: the check itself only sees AddedLines.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { AddedLines } from './git-history.ts';
import { runGit } from '../workspace/git.ts';

export const MAX_HISTORY_COMMITS = 500;
export const MAX_HISTORY_MS = 20_000;
export const MAX_HISTORY_BYTES = 256 * 1024 * 1024;
/** Longer added lines (minified bundles) are cut: a credential sits near a name, not 10 kB into a line. */
export const MAX_HISTORY_LINE_CHARS = 10_000;
const MAX_STDERR_CHARS = 500;

export interface HistoryOptions {
  /** The run's clock, passed down from the composition root: the time bound is measured on it. */
  readonly now: () => number;
  readonly maxCommits?: number;
  readonly maxMs?: number;
  readonly maxBytes?: number;
  /** Stops the read (the job is being cancelled). */
  readonly signal?: AbortSignal;
  /** Only the commits a pull request brings: those reachable from HEAD and not from this base commit. */
  readonly since?: string;
}

export interface HistoryReader {
  readonly additions: AsyncIterable<AddedLines>;
  /** Filled while `additions` is read: why the history was cut short or not read. */
  readonly notes: string[];
  /** Filled once `additions` is read to its end. */
  readonly coverage: HistoryCoverage;
}

/** How much of the range a read covered: a partial read is said, never silent. */
export interface HistoryCoverage {
  /** Commits whose changes were read. */
  commitsRead: number;
  /** Commits in the range (`git rev-list --count`); null when git cannot count them (a missing commit). */
  commitsInRange: number | null;
  /** Why the read is partial: a shallow boundary, a bound, a missing object. Empty when it is whole. */
  readonly gaps: string[];
}

const COMMIT_MARK = '\u0001';

export function gitHistoryReader(workspace: string, options: HistoryOptions): HistoryReader {
  const notes: string[] = [];
  const coverage: HistoryCoverage = { commitsRead: 0, commitsInRange: null, gaps: [] };
  return { notes, coverage, additions: readAdditions(workspace, options, { notes, coverage }) };
}

async function* readAdditions(
  workspace: string,
  options: HistoryOptions,
  { notes, coverage }: Pick<HistoryReader, 'notes' | 'coverage'>,
): AsyncGenerator<AddedLines> {
  const { gaps } = coverage;
  if (await isShallow(workspace)) {
    gaps.push('shallow clone: only the fetched commits were read (checkout with fetch-depth: 0 for all)');
  }
  const maxCommits = options.maxCommits ?? MAX_HISTORY_COMMITS;
  const { git, exited, stderr } = spawnGitLog(workspace, maxCommits, options.since);
  const deadline = options.now() + (options.maxMs ?? MAX_HISTORY_MS);
  const maxBytes = options.maxBytes ?? MAX_HISTORY_BYTES;
  const parser = new PatchParser();
  let bytes = 0;
  let commits = 0;
  let stopped = false;
  try {
    for await (const line of createInterface({ input: git.stdout })) {
      bytes += line.length + 1;
      if (line.startsWith(COMMIT_MARK)) commits += 1;
      // The deadline also counts the time the consumer spends between lines: it bounds the whole check.
      const stop = options.signal?.aborted
        ? 'cancelled'
        : options.now() > deadline
          ? 'stopped at its time bound'
          : bytes > maxBytes
            ? 'stopped at its size bound'
            : null;
      if (stop !== null) {
        gaps.push(stop);
        stopped = true;
        break;
      }
      const done = parser.push(line);
      if (done !== null) yield done;
    }
    const last = parser.flush();
    if (last !== null) yield last;
  } finally {
    git.kill();
  }
  const failed = !stopped && (await exited) !== 0;
  if (commits === 0 && failed) {
    notes.push(`no git history could be read (not a git checkout, or no commits): ${firstError(stderr())}`);
    return;
  }
  // git log stops with an error where an object is missing (a damaged or partial clone); it says which.
  if (failed) gaps.push(`git stopped: ${firstError(stderr())}`);
  // The commit being read when the read stopped is not whole.
  const cut = stopped || failed;
  const whole = cut ? Math.max(commits - 1, 0) : commits;
  // git log that ran to its end under the commit bound walked the whole range: no need to count it.
  const counted = !cut && whole < maxCommits ? whole : await countCommits(workspace, options.since);
  account({ notes, coverage }, { whole, counted, maxCommits });
}

/** Fills the coverage; a partial read becomes a note: how many commits of the range were read, and why not all. */
function account(
  { notes, coverage }: Pick<HistoryReader, 'notes' | 'coverage'>,
  { whole, counted, maxCommits }: { whole: number; counted: number | null; maxCommits: number },
): void {
  coverage.commitsRead = whole;
  coverage.commitsInRange = counted;
  if (whole === maxCommits && (coverage.commitsInRange ?? 0) > whole) {
    coverage.gaps.push(`stopped at its commit bound (${maxCommits})`);
  }
  if (coverage.gaps.length === 0) return;
  const total = coverage.commitsInRange ?? 'an unknown number of';
  notes.push(`history read partly: ${whole} of ${total} commits in range (${coverage.gaps.join('; ')})`);
}

/** git's own reason, `fatal: unable to read <sha>`, rather than a warning printed before it. */
function firstError(stderr: string): string {
  const lines = stderr.split('\n').map((l) => l.trim());
  return lines.find((l) => /^(?:fatal|error):/.test(l)) ?? lines.find((l) => l !== '') ?? 'no reason given';
}

/** `since` is a commit name checked by the caller (a 40 or 64 hex digit SHA), never an option. */
function spawnGitLog(workspace: string, maxCommits: number, since: string | undefined) {
  const args = ['-c', 'core.quotepath=off', 'log', '-p', '--no-color', '--no-ext-diff', '--no-renames'];
  args.push('--unified=0', `--format=${COMMIT_MARK}%H`, `--max-count=${maxCommits}`);
  if (since !== undefined) args.push(`${since}..HEAD`, '--');
  const git = spawn('git', args, { cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] });
  // Only git's first words on stderr are kept (why it stopped), so a flood of warnings costs nothing.
  let errors = '';
  git.stderr.on('data', (chunk: Buffer) => {
    if (errors.length < MAX_STDERR_CHARS) errors += chunk.toString('utf8').slice(0, MAX_STDERR_CHARS);
  });
  const exited = new Promise<number | null>((resolve) => {
    git.once('close', resolve);
    git.once('error', () => resolve(-1));
  });
  return { git, exited, stderr: () => errors.slice(0, MAX_STDERR_CHARS) };
}

/** The commits of the range `git log` reads; null when git cannot walk it (a commit object is missing). */
async function countCommits(workspace: string, since: string | undefined): Promise<number | null> {
  const range = since === undefined ? 'HEAD' : `${since}..HEAD`;
  const answer = await runGit(workspace, ['rev-list', '--count', range, '--']);
  const count = Number.parseInt(answer?.toString('utf8') ?? '', 10);
  return Number.isSafeInteger(count) ? count : null;
}

async function isShallow(workspace: string): Promise<boolean> {
  const answer = await runGit(workspace, ['rev-parse', '--is-shallow-repository']);
  return answer?.toString('utf8').trim() === 'true';
}

/** A line-at-a-time reader of `git log -p --unified=0` output that emits one AddedLines per commit and file. */
class PatchParser {
  private commit = '';
  private file: string | null = null;
  private inHunk = false;
  private nextLine = 0;
  private lines: { line: number; text: string }[] = [];

  /** Returns the finished AddedLines when this line starts a new file or commit. */
  push(line: string): AddedLines | null {
    if (line.startsWith(COMMIT_MARK)) return this.start(line.slice(1), null);
    if (line.startsWith('diff --git ')) return this.start(this.commit, null);
    if (!this.inHunk && line.startsWith('+++ ')) {
      this.file = line === '+++ /dev/null' ? null : unquote(line.slice(4)).replace(/^b\//, '');
    } else if (line.startsWith('@@ ')) {
      this.inHunk = true;
      this.nextLine = Number(/\+(\d+)/.exec(line)?.[1] ?? '1');
    } else if (this.inHunk && line.startsWith('+') && this.file !== null) {
      this.lines.push({ line: this.nextLine, text: line.slice(1, MAX_HISTORY_LINE_CHARS + 1) });
      this.nextLine += 1;
    }
    return null;
  }

  flush(): AddedLines | null {
    if (this.file === null || this.lines.length === 0) return null;
    return { commit: this.commit, file: this.file, lines: this.lines };
  }

  private start(commit: string, file: string | null): AddedLines | null {
    const done = this.flush();
    this.commit = commit;
    this.file = file;
    this.inHunk = false;
    this.lines = [];
    return done;
  }
}

/** git quotes paths with unusual characters as a C string: `"b/caf\303\251.txt"`. */
function unquote(path: string): string {
  if (!path.startsWith('"')) return path;
  const bytes = path
    .slice(1, -1)
    .replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)))
    .replace(/\\(.)/g, '$1');
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
