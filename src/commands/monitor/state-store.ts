// Where the monitor's memory lives between scheduled runs: the Actions cache, one key prefix per site.
import { actionsCacheText } from '../../github/actions-cache.ts';
import { slug } from '../../slug.ts';

export interface StateStore {
  /** The text saved by the newest earlier run, or null when there is none (or the cache lost it). */
  restore(): Promise<string | null>;
  save(text: string): Promise<void>;
}

/** Bump when the state file changes so older entries are not restored. */
const KEY_VERSION = 'v1';

export function actionsCacheStore(workspace: string, siteKey: string, runKey: string): StateStore {
  const site = slug(siteKey);
  const cached = actionsCacheText(workspace, `monitor-${site}.json`);
  // The slash after the site keeps site `a` from restoring site `ab`'s state.
  const prefix = `security-scan-monitor/${KEY_VERSION}/${site}/`;
  return {
    restore: async () => (await cached.restore(prefix))?.text ?? null,
    save: (text) => cached.save(`${prefix}${runKey}`, text),
  };
}
