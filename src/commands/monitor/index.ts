// Assembles the monitor command: its memory in the Actions cache and its issues on GitHub, one per
// advisory or one dashboard per site (`monitor-issues`).
import type { CommandDeps } from '../deps.ts';
import type { MonitorSettings } from './spec.ts';
import { syncAdvisoryIssues } from './advisory-issues.ts';
import { syncDashboardIssue } from './dashboard.ts';
import { runMonitor, type MonitorEdges } from './monitor.ts';

export async function monitorCommand(deps: CommandDeps<MonitorSettings>): Promise<void> {
  const { ctx } = deps;
  await runMonitor(deps, {
    store: await deps.stateStore(ctx.workspace, deps.siteKey, `${ctx.runId}-${ctx.job}-${deps.now()}`),
    syncIssues: issueEdge(deps),
  });
}

function issueEdge(deps: CommandDeps<MonitorSettings>): MonitorEdges['syncIssues'] {
  const { monitor } = deps.settings;
  if (!monitor.createIssues) return null;
  if (monitor.issues === 'dashboard') return (sync) => syncDashboardIssue(deps, sync);
  return async (sync) => ({
    issues: await syncAdvisoryIssues(deps, sync.fresh, sync.withdrawn, sync.siteKey),
  });
}
