// Assembles the scan command: the route the settings ask for, the Deep starter, and the flow.
import { join } from 'node:path';
import { chooseBaseline, RECORDING_EVENTS, recordBaseline } from '../../baseline/baselines.ts';
import { keepChoices, policyDigest, recallChoices } from '../../baseline/rerun.ts';
import { writeOptional } from '../../workspace/confined-write.ts';
import type { CommandDeps } from '../deps.ts';
import type { ScanSettings } from './spec.ts';
import { recordTrend } from '../../steps/scan-trend.ts';
import { agentRoute } from './agent-route.ts';
import { checkoutToRead } from './checkout.ts';
import { startApprovedDeep } from './deep-approval.ts';
import { legacyRoute } from './legacy-route.ts';
import { besideTheScan, prepareLocalWork } from './local-work.ts';
import { runScanFlow } from './scan.ts';
import { slug } from '../../slug.ts';

export async function scanCommand(deps: CommandDeps<ScanSettings>): Promise<void> {
  const { settings, state, toolkit, client, keyFor } = deps;
  const legacy = settings.route === 'legacy' ? legacyRoute(client, keyFor) : null;
  const route = legacy ?? agentRoute(client, keyFor);
  // A run that must read a checkout and has none stopped before its first request (runCommand).
  const readCheckout = checkoutToRead(deps);
  const site = await route.resolveSite(settings.site);
  state.site = site;
  // What can end the run in `error` is settled before the scan starts; the local work runs beside it.
  const work = readCheckout ? await prepareLocalWork(deps, site) : null;
  const digest = () => policyDigest(state.policy, state.ignores);
  const baselineDeps = {
    ...deps,
    store: await deps.baselineStore(deps.ctx.workspace),
    compare: githubCompare(deps),
    policyDigest: digest,
  };
  await besideTheScan(deps.signal, work, (signal, onStarted) =>
    runScanFlow({
      ...deps,
      signal,
      onStarted,
      route,
      attempt: deps.ctx.runAttempt ?? 1,
      baselines: {
        choose: (kind) => chooseBaseline(baselineDeps, kind),
        recall: (kind) => recallChoices(baselineDeps, kind),
        keep: (kind, baseline, sent) => keepChoices(baselineDeps, kind, baseline, sent),
        policyDigest: digest,
        record: (kind, scan) => recordBaseline(baselineDeps, kind, scan),
        records: RECORDING_EVENTS.includes(deps.ctx.eventName),
      },
      startDeep: (site) =>
        legacy
          ? legacy.startDeep(site.id)
          : startApprovedDeep(
              {
                ...deps,
                verificationId: settings.verificationId,
                approvalTimeoutMs: settings.approvalTimeoutMs,
                approvalPollMs: deps.polls.deepApprovalMs,
                lostStartLookupMs: deps.polls.deepLostStartMs,
                onApprovalUrl: (url) => {
                  state.approvalUrl = url;
                  toolkit.setOutput('approval-url', url);
                  toolkit.annotate({
                    level: 'notice',
                    title: 'Deep scan waiting for approval',
                    message: url,
                  });
                },
                log: (line) => toolkit.info(line),
              },
              site,
            ),
      saveRepairBrief: async (markdown) => {
        const file = join(deps.ctx.tempDir, `security-scan-repair-brief-${slug(deps.siteKey)}.md`);
        const written = await writeOptional(
          'Repair brief',
          { path: file, text: markdown, roots: [deps.ctx.tempDir] },
          (refusal) => {
            state.warnings.push(refusal);
            toolkit.warning(refusal);
          },
        );
        return written ? file : null;
      },
    }),
  );
  await recordTrend(deps);
}

/** GitHub's compare API with the run's token, loaded on first use; null without a token. */
function githubCompare(deps: CommandDeps<ScanSettings>) {
  const { settings, ctx } = deps;
  if (settings.githubToken === '') return null;
  return async (base: string, head: string) => {
    const { compareCommits } = await import('../../github/compare.ts');
    return (await compareCommits(await deps.githubClient(settings.githubToken), ctx, base, head)).status;
  };
}
