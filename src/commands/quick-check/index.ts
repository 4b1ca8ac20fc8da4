// The quick-check command: start a quick check of a homepage, wait for it at the service's pace, record
// it (as soon as it starts, so a cancellation still reports its id) and judge it for the gate.
import { readQuickCheckItems } from '../../api/unshown-fields/check-fields.ts';
import type { QuickCheck } from '../../api/types-operations.ts';
import type { QuickCheckView } from '../../render/command-views.ts';
import type { CommandDeps } from '../deps.ts';
import type { QuickCheckSettings } from './spec.ts';
import { waitAndLog } from '../../steps/wait.ts';
import { judgeQuickCheck } from './judge.ts';

export async function quickCheckCommand(deps: CommandDeps<QuickCheckSettings>): Promise<void> {
  const { settings, state, toolkit, client } = deps;
  const url = settings.quickCheckUrl;
  const started = await client.startQuickCheck({ url, idempotencyKey: deps.keyFor('quick-check', url) });
  state.quickCheck = view(url, started, started.reused, false);
  toolkit.info(
    `Quick check ${started.checkId} of ${url} ${started.reused ? 'reused an earlier check of this address' : 'started'}: ${started.webUrl}`,
  );
  const final = await toolkit.group(`Waiting for quick check ${started.checkId}`, () =>
    waitAndLog(deps, `quick check ${started.checkId}`, {
      first: started,
      poll: () => client.quickCheck(started.checkId),
      timeoutMs: settings.waitTimeoutMs,
      timing: deps.polls.checks,
    }),
  );
  state.quickCheck = view(url, final.latest, started.reused, final.timedOut);
  state.outcomes.push(...judgeQuickCheck(state.quickCheck, state.policy?.failOn ?? settings.policy.failOn));
}

function view(url: string, check: QuickCheck, reused: boolean, timedOut: boolean): QuickCheckView {
  return {
    url,
    checkId: check.checkId,
    status: check.status,
    reused,
    summary: typeof check.summary === 'string' ? check.summary : null,
    webUrl: typeof check.webUrl === 'string' ? check.webUrl : null,
    checks: readQuickCheckItems(check.checks),
    timedOut,
  };
}
