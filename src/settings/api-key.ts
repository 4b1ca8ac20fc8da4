// The API key input: masked by run() before this reads it; checked for shape, never echoed. On a fork's
// pull-request run, where GitHub gives no secrets, an empty key skips the run (or fails, as asked).
import { ConfigurationError, GateRejection, RunSkipped } from '../errors.ts';
import { required } from './readers.ts';
import type { EventContext, SharedSettings } from './settings.ts';

export const SERVICE_COMMANDS = 'for every command but collect and report';

/** Where the docs show the two workflows that scan a fork's pull request safely. */
const FORK_RECIPE = 'docs/fork-pull-requests.md of security-scan-action';

export function parseApiKey(
  value: string,
  event: EventContext,
  forkMode: SharedSettings['forkPullRequests'],
): string {
  // Only `pull_request` runs of forks go without secrets; `pull_request_target` has them.
  if (value === '' && event.fromFork && event.eventName === 'pull_request') {
    const why = `Input 'api-key' is empty: this pull request comes from a fork, and GitHub does not give secrets to workflows run for forks. To scan it, use the two-stage recipe (${FORK_RECIPE}).`;
    if (forkMode === 'skip') throw new RunSkipped(`${why} Skipped (fork-pull-requests: skip).`);
    throw new GateRejection(`${why} Failing as fork-pull-requests: fail asks.`);
  }
  required('api-key', value, `${SERVICE_COMMANDS} (an \`svk_…\` key, e.g. \`\${{ secrets.SCAN_API_KEY }}\`)`);
  if (!value.startsWith('svk_') || /\s/.test(value)) {
    // The value itself is never shown: it may be a real secret pasted into the wrong input.
    throw new ConfigurationError(
      "Input 'api-key' is not a service key; accepted: a key starting with 'svk_'.",
    );
  }
  return value;
}
