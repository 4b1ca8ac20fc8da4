// Whether there is a checkout for the lock-file and local-check parts to read. Without one they find
// nothing: fine for a release Deep run on the inputs' defaults (said in a notice), but a run that names
// lock files or checks, or judges a pull request, would pass what it never read: that is an error.
import { readdirSync } from 'node:fs';
import { isChangeEvent } from '../../settings/choices.ts';
import { ConfigurationError } from '../../errors.ts';
import type { CommandDeps } from '../deps.ts';
import type { ScanSettings } from './spec.ts';

const PARTS = 'Lock files and local checks';

/**
 * True when the lock-file and local-check parts have a checkout to read (or nothing to read); throws where
 * they must have one. Run before the first request too (runCommand), so such a run starts nothing.
 */
export function requireCheckout(settings: ScanSettings, ctx: CommandDeps['ctx']): boolean {
  const reads = settings.dependencies !== 'none' || settings.localChecks.length > 0;
  // A pull request's data (the fork recipe) stands in for the checkout: its lock files are the data's.
  if (!reads || settings.pullRequestData !== '' || !isEmptyFolder(ctx.workspace)) return true;
  const asked = [
    Array.isArray(settings.dependencies) ? "input 'dependencies' names lock files" : null,
    settings.localChecksNamed && settings.localChecks.length > 0 ? "input 'local-checks' names checks" : null,
    isChangeEvent(ctx.eventName) ? `a ${ctx.eventName} run judges the change's lock files and files` : null,
  ].filter((why) => why !== null);
  if (asked.length > 0) {
    throw new ConfigurationError(
      `The workspace holds no checkout, but ${asked.join(', and ')}: add actions/checkout before this step, or set dependencies: none and local-checks: none.`,
    );
  }
  return false;
}

/** True when the lock-file and local-check parts have a checkout to read; else a notice says they were not. */
export function checkoutToRead(
  deps: Pick<CommandDeps<ScanSettings>, 'settings' | 'ctx' | 'state' | 'toolkit'>,
): boolean {
  const { settings, ctx, state, toolkit } = deps;
  if (requireCheckout(settings, ctx)) return true;
  const why =
    'not read: the workspace holds no checkout (add actions/checkout before this step to read them)';
  state.skipped.push({ what: PARTS, why });
  toolkit.annotate({ level: 'notice', title: `${PARTS} not read`, message: `${PARTS} ${why}.` });
  return false;
}

/** A missing workspace is as empty as an empty one. */
function isEmptyFolder(path: string): boolean {
  try {
    return readdirSync(path).length === 0;
  } catch {
    return true;
  }
}
