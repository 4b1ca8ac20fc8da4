// Which of the key's permissions a run needs, worked out from the settings alone (pure). `read` is not
// listed: the preflight's own request needs it, so a key that answers it has it.
import type { Settings } from '../../settings/settings.ts';

export type Permission = 'sites' | 'pulse' | 'deep' | 'local';

export interface Need {
  readonly permission: Permission;
  /** What the run does with it, for the message that names it. */
  readonly why: string;
  /** A missing `required` permission stops the run at once; an optional one skips its part with a warning. */
  readonly required: boolean;
}

const isUrl = (site: string) => /^https?:\/\//i.test(site);

export function permissionsNeeded(s: Settings): Need[] {
  const needs: Need[] = [];
  const need = (permission: Permission, why: string, required = true) =>
    needs.push({ permission, why, required });
  switch (s.command) {
    case 'scan':
      if (isUrl(s.site)) need('sites', 'to find or add the site by its URL');
      if (Array.isArray(s.dependencies)) need('sites', 'to upload the lock files named in `dependencies`');
      else if (s.dependencies === 'auto')
        need('sites', 'to upload the lock files (`dependencies: auto`)', false);
      if (s.scan !== 'none') need(s.scan, `to start a ${s.scan === 'pulse' ? 'Pulse' : 'Deep'} scan`);
      if (s.localChecks.length > 0) {
        if (s.localChecksNamed) need('local', 'to run the local checks named in `local-checks`');
        else need('local', 'to authorize the local checks (`local-checks: all`)', false);
      }
      break;
    case 'verify-ownership':
      if (isUrl(s.site)) need('sites', 'to find or add the site by its URL');
      need('deep', 'to issue or check an ownership proof');
      break;
    case 'quick-check':
      need('pulse', 'to start a quick check');
      break;
    case 'repository-check':
      need('pulse', 'to start a repository check');
      break;
    case 'dns-recheck':
      need('pulse', 'to run the DNS check again');
      break;
    case 'monitor':
    case 'collect':
    case 'report':
      break;
  }
  return needs;
}

/** The preflight runs on the agent routes only: the legacy (CLI 0.2) routes have no allowance route. */
export function preflightApplies(s: Settings): boolean {
  return !(s.command === 'scan' && s.route === 'legacy');
}
