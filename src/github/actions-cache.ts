// A small text file kept in the Actions cache through @actions/cache. Cache keys are immutable, so every
// save goes under a key of its own and a restore takes the newest entry whose key starts with a prefix.
// GitHub scopes entries by branch: a run sees its own branch's entries and its base or default branch's.
import { dirname, join } from 'node:path';
import { errorMessage } from '../errors.ts';

export interface CachedText {
  /** The newest text saved under a key starting with `prefix`, and that key; null when there is none. */
  restore(prefix: string): Promise<{ readonly text: string; readonly key: string } | null>;
  save(key: string, text: string): Promise<void>;
}

/** The cache cannot be used at all (no cache service, an outage, a refusal). */
export class CacheUnavailable extends Error {}

/** In the workspace: the cache ties an entry to the path string given, which must be the same every run. */
const STATE_DIR = '.security-scan-action';

/** `name` must not change between the run that saves and the run that restores. */
export function actionsCacheText(workspace: string, name: string): CachedText {
  const path = `${STATE_DIR}/${name}`;
  const absolute = join(workspace, path);
  // Loaded on use: a run's first request does not wait for node:fs/promises.
  const fs = () => import('node:fs/promises');
  // The workspace is the user's checkout: leave nothing behind. Also run first: a checkout may hold the
  // folder already, or a symlink there (rm removes the link, never its target) that would carry the
  // restore's or the save's writes out of the workspace.
  const clean = async () => (await fs()).rm(join(workspace, STATE_DIR), { recursive: true, force: true });
  return {
    restore: async (prefix) => {
      const cache = await cacheToolkit();
      await clean();
      const matched = await failuresAsErrors(() => cache.restoreCache([path], prefix, [prefix])).catch(
        unavailable,
      );
      if (matched === undefined) return null;
      try {
        return { text: await (await fs()).readFile(absolute, 'utf8'), key: matched };
      } finally {
        await clean();
      }
    },
    save: async (key, text) => {
      const cache = await cacheToolkit();
      const { mkdir, writeFile } = await fs();
      await clean();
      await mkdir(dirname(absolute), { recursive: true });
      await writeFile(absolute, text);
      try {
        const id = await cache.saveCache([path], key).catch(unavailable);
        if (id === -1) throw new CacheUnavailable(`the cache did not keep the entry (key ${key})`);
      } finally {
        await clean();
      }
    },
  };
}

async function cacheToolkit() {
  const cache = await import('@actions/cache');
  if (!cache.isFeatureAvailable()) {
    throw new CacheUnavailable(
      'no Actions cache service is available (GitHub Enterprise Server without it, or a run outside Actions)',
    );
  }
  return cache;
}

/**
 * @actions/cache answers a failed lookup or download as a miss: the failure is only its own `Failed to
 * restore: …` line on the runner's output (a warning, or an error for a 5xx). Those lines are watched while
 * the restore runs, so an outage is told apart from "nothing saved" and thrown as one.
 */
async function failuresAsErrors(restore: () => Promise<string | undefined>): Promise<string | undefined> {
  const failures: string[] = [];
  const watch = (line: string) => {
    const failure = /^::(?:warning|error)::Failed to restore: (.*)$/m.exec(line)?.[1];
    if (failure !== undefined) failures.push(failure);
  };
  watchers.add(watch);
  if (watchers.size === 1) watchOutput();
  let matched: string | undefined;
  try {
    matched = await restore();
  } finally {
    watchers.delete(watch);
    if (watchers.size === 0) unwatchOutput?.();
  }
  if (matched === undefined && failures.length > 0) throw new CacheUnavailable(failures.join('; '));
  return matched;
}

// One watch of the output for restores that overlap, put back when the last one ends.
const watchers = new Set<(line: string) => void>();
let unwatchOutput: (() => void) | null = null;
function watchOutput(): void {
  const stdout = process.stdout;
  // Kept as it is (not bound), so putting it back leaves the stream exactly as it was.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const write = stdout.write;
  stdout.write = function (this: typeof stdout, chunk: string | Uint8Array, ...rest: never[]) {
    const line = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    for (const watch of watchers) watch(line);
    return write.call(this, chunk, ...rest);
  };
  unwatchOutput = () => {
    stdout.write = write;
    unwatchOutput = null;
  };
}

function unavailable(error: unknown): never {
  throw new CacheUnavailable(errorMessage(error));
}
