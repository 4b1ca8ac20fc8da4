// Runs git in the checkout and gives back what it printed, or null when git fails (missing, not a
// checkout, an unknown object, over the output bound or the time bound): callers fall back on null.
import { execFile, spawn } from 'node:child_process';

export interface GitOptions {
  /** Output over this many bytes fails the call. */
  readonly maxBuffer?: number;
  /** 0: no time bound. */
  readonly timeoutMs?: number;
  /** Added to the environment (a credential passed as GIT_CONFIG_*, never written to .git/config). */
  readonly env?: Readonly<Record<string, string>>;
  /** Receives what a call that succeeded printed on stderr (git's warnings). */
  readonly stderr?: (text: string) => void;
}

/** Never wait for a credential prompt: a fetch without access must fail, not hang the job. */
const gitEnv = (extra: GitOptions['env']) => ({ ...process.env, GIT_TERMINAL_PROMPT: '0', ...extra });

export function runGit(
  cwd: string,
  args: readonly string[],
  options: GitOptions = {},
): Promise<Buffer | null> {
  const { maxBuffer = 64 * 1024 * 1024, timeoutMs = 0 } = options;
  return new Promise((resolve) => {
    execFile(
      'git',
      args,
      { cwd, encoding: 'buffer', maxBuffer, timeout: timeoutMs, env: gitEnv(options.env) },
      (error, stdout, stderr) => {
        if (error === null) options.stderr?.(stderr.toString('utf8'));
        resolve(error === null ? stdout : null);
      },
    );
  });
}

const UNITS: Record<string, number> = { bytes: 1, KiB: 1024, MiB: 1024 ** 2, GiB: 1024 ** 3 };

/**
 * `git fetch` bounded in time and in the bytes it receives (as its progress on stderr counts them): over
 * either bound it is stopped and the fetch fails. True when it succeeded.
 */
export function fetchBounded(
  cwd: string,
  args: readonly string[],
  options: { readonly timeoutMs: number; readonly maxBytes: number; readonly env?: GitOptions['env'] },
): Promise<boolean> {
  return new Promise((resolve) => {
    // A kept pack (unpackLimit 1) is received by index-pack, whose progress counts the bytes, and shown
    // from the start (no progress delay), so the bound holds for a small, fast fetch as well.
    const git = spawn('git', ['-c', 'fetch.unpackLimit=1', 'fetch', '--progress', ...args], {
      cwd,
      env: gitEnv({ ...options.env, GIT_PROGRESS_DELAY: '0' }),
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group, so that stopping it stops the index-pack receiving the pack too.
      detached: true,
    });
    let stopped = false;
    const stop = () => {
      stopped = true;
      try {
        if (git.pid !== undefined) process.kill(-git.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(stop, options.timeoutMs);
    let tail = '';
    git.stderr.on('data', (chunk: Buffer) => {
      // `Receiving objects: 42% (420/1000), 12.50 MiB | 3.00 MiB/s`: the size received, not the rate. Lines
      // end in \r; a short tail keeps a line split across chunks readable.
      tail = (tail + chunk.toString('utf8')).slice(-300);
      const sizes = [...tail.matchAll(/Receiving objects:[^\r\n,]*, (\d+(?:\.\d+)?) (bytes|KiB|MiB|GiB)/g)];
      const last = sizes.at(-1);
      if (last && Number(last[1]) * (UNITS[last[2] ?? 'bytes'] ?? 1) > options.maxBytes) stop();
    });
    git.once('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
    git.once('close', (code) => {
      clearTimeout(timer);
      // Stopped over a bound, the fetch fails even when git finished before the signal reached it.
      resolve(code === 0 && !stopped);
    });
  });
}
