// Reads the lines each commit added, from `git log -p`, streamed and bounded in commits, time and bytes.
// The I/O edge of git-history: the check itself only sees AddedLines.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { AddedLines } from './git-history.ts';
import { isShallow } from '../workspace/git-commit.ts';

export const MAX_HISTORY_COMMITS = 500;
export const MAX_HISTORY_MS = 20_000;
export const MAX_HISTORY_BYTES = 256 * 1024 * 1024;
/** Longer added lines (minified bundles) are cut: a credential sits near a name, not 10 kB into a line. */
export const MAX_HISTORY_LINE_CHARS = 10_000;

export interface HistoryOptions {
  /** The run's clock, passed down from the composition root: the time bound is measured on it. */
  readonly now: () => number;
  readonly maxCommits?: number;
  readonly maxMs?: number;
  readonly maxBytes?: number;
  /** Stops the read (the job is being cancelled). */
  readonly signal?: AbortSignal;
  /**
   * Only the commits a change brings: `since..until` (until: HEAD by default), a range the caller made
   * sure the checkout holds whole.
   */
  readonly since?: string;
  readonly until?: string;
}

export interface HistoryReader {
  readonly additions: AsyncIterable<AddedLines>;
  /** Filled while `additions` is read: why the history was cut short or not read. */
  readonly notes: string[];
  /** Filled when a bound or a cancellation stopped the read before its end: what stopped it. */
  readonly stopped: string[];
}

const COMMIT_MARK = '\u0001';

export function gitHistoryReader(workspace: string, options: HistoryOptions): HistoryReader {
  const notes: string[] = [];
  const stopped: string[] = [];
  return { notes, stopped, additions: readAdditions(workspace, options, notes, stopped) };
}

async function* readAdditions(
  workspace: string,
  options: HistoryOptions,
  notes: string[],
  stopped: string[],
): AsyncGenerator<AddedLines> {
  if (options.since === undefined && (await isShallow(workspace))) {
    notes.push('shallow clone: only the fetched commits were read (checkout with fetch-depth: 0 for all)');
  }
  const range = options.since === undefined ? undefined : `${options.since}..${options.until ?? 'HEAD'}`;
  const { git, exited } = spawnGitLog(workspace, options.maxCommits ?? MAX_HISTORY_COMMITS, range);
  const deadline = options.now() + (options.maxMs ?? MAX_HISTORY_MS);
  const maxBytes = options.maxBytes ?? MAX_HISTORY_BYTES;
  const parser = new PatchParser();
  let bytes = 0;
  let commits = 0;
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
        notes.push(`history read ${stop} after ${commits} commits`);
        stopped.push(`the history read ${stop} after ${commits} commits`);
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
  if (commits === 0 && (await exited) !== 0) {
    notes.push('no git history could be read (not a git checkout, or no commits)');
  }
}

/** `range` is made of commit names checked by the caller (40 or 64 hex digit SHAs), never an option. */
function spawnGitLog(workspace: string, maxCommits: number, range: string | undefined) {
  const args = ['-c', 'core.quotepath=off', 'log', '-p', '--no-color', '--no-ext-diff', '--no-renames'];
  args.push('--unified=0', `--format=${COMMIT_MARK}%H`, `--max-count=${maxCommits}`);
  if (range !== undefined) args.push(range, '--');
  const git = spawn('git', args, { cwd: workspace, stdio: ['ignore', 'pipe', 'ignore'] });
  const exited = new Promise<number | null>((resolve) => {
    git.once('close', resolve);
    git.once('error', () => resolve(-1));
  });
  return { git, exited };
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
