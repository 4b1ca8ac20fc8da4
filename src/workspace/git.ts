// Runs git in the checkout and gives back what it printed, or null when git fails (missing, not a
// checkout, an unknown object, over the output bound or the time bound): callers fall back on null.
import { execFile } from 'node:child_process';

export interface GitOptions {
  /** Output over this many bytes fails the call. */
  readonly maxBuffer?: number;
  /** 0: no time bound. */
  readonly timeoutMs?: number;
  /** Receives what a call that succeeded printed on stderr (git's warnings). */
  readonly stderr?: (text: string) => void;
}

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
      // Never wait for a credential prompt: a fetch without access must fail, not hang the job.
      {
        cwd,
        encoding: 'buffer',
        maxBuffer,
        timeout: timeoutMs,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
      },
      (error, stdout, stderr) => {
        if (error === null) options.stderr?.(stderr.toString('utf8'));
        resolve(error === null ? stdout : null);
      },
    );
  });
}
