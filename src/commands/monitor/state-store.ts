// Where the monitor's memory lives between scheduled runs: the Actions cache. Cache keys are immutable, so
// every run saves under its own key and restores the newest entry of the site's key prefix.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { errorMessage } from '../../errors.ts';
import { slug } from '../../slug.ts';

export interface StateStore {
  /** The text saved by the newest earlier run, or null when there is none (or the cache lost it). */
  restore(): Promise<string | null>;
  save(text: string): Promise<void>;
}

/** The store cannot be used at all; the run reports the whole window instead. */
class StoreUnavailable extends Error {}

/** Bump when the state file changes so older entries are not restored. */
const KEY_VERSION = 'v1';
/** In the workspace: the cache keys a file by the path string given, which must be the same every run. */
const STATE_DIR = '.security-scan-action';

export function actionsCacheStore(workspace: string, siteKey: string, runKey: string): StateStore {
  const siteSlug = slug(siteKey);
  const path = `${STATE_DIR}/monitor-${siteSlug}.json`;
  const absolute = join(workspace, path);
  // The slash after the site keeps site `a` from restoring site `ab`'s state.
  const prefix = `security-scan-monitor/${KEY_VERSION}/${siteSlug}/`;
  const key = `${prefix}${runKey}`;
  const cache = async () => {
    const toolkit = await import('@actions/cache');
    if (!toolkit.isFeatureAvailable()) {
      throw new StoreUnavailable(
        'no Actions cache service is available (GitHub Enterprise Server without it, or a run outside Actions)',
      );
    }
    return toolkit;
  };
  return {
    restore: async () => {
      const toolkit = await cache();
      const matched = await toolkit.restoreCache([path], key, [prefix]).catch(unavailable);
      if (matched === undefined) return null;
      try {
        return await readFile(absolute, 'utf8');
      } finally {
        await rm(join(workspace, STATE_DIR), { recursive: true, force: true });
      }
    },
    save: async (text) => {
      const toolkit = await cache();
      await mkdir(dirname(absolute), { recursive: true });
      await writeFile(absolute, text);
      try {
        const id = await toolkit.saveCache([path], key).catch(unavailable);
        if (id === -1) throw new StoreUnavailable(`the cache did not keep the state (key ${key})`);
      } finally {
        // The workspace is the user's checkout: leave nothing behind.
        await rm(join(workspace, STATE_DIR), { recursive: true, force: true });
      }
    },
  };
}

function unavailable(error: unknown): never {
  throw new StoreUnavailable(errorMessage(error));
}
