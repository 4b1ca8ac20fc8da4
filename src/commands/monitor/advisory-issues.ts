// The per-advisory issues (`monitor-issues: per-advisory`): one issue per new advisory at or above
// `fail-on`, closed with a comment when the advisory is withdrawn.
import { readCodeSource } from '../../github/code-source.ts';
import { runUrl } from '../../github/context.ts';
import { syncIssues } from '../../github/issues.ts';
import { explainGitHubError, issueApi } from '../../github/octokit.ts';
import {
  advisoryIssueBody,
  advisoryIssueMarker,
  advisoryIssueTitle,
  advisoryWithdrawnComment,
} from '../../render/monitor-issue.ts';
import type { AdvisoryIssue, AdvisoryView } from '../../render/monitor-model.ts';
import type { CommandDeps } from '../deps.ts';
import type { MonitorSettings } from './spec.ts';

/** A first run (or one without memory) may find many: the rest get theirs on the following runs. */
const MAX_ISSUES_PER_RUN = 20;

/**
 * Said when GitHub opened issues without the labels asked for: later runs look for the monitor's issues by
 * those labels, so the next run could open them again. Null when every label was set.
 */
export function droppedLabelsWarning(
  opened: readonly { number: number; droppedLabels?: readonly string[] }[],
): string | null {
  const lacking = opened.filter((i) => (i.droppedLabels?.length ?? 0) > 0);
  if (lacking.length === 0) return null;
  const labels = [...new Set(lacking.flatMap((i) => i.droppedLabels ?? []))];
  const issues = lacking.map((i) => `#${i.number}`).join(', ');
  return `GitHub opened ${issues} without the ${labels.length === 1 ? 'label' : 'labels'} ${labels.map((l) => `'${l}'`).join(', ')}: it drops labels silently when the token may not set them (only who has push access may). The monitor finds its issues by these labels, so a later run could open them again: give the token that access, or set issue-labels to labels it may set.`;
}

/**
 * Opens an issue per new advisory given (at most MAX_ISSUES_PER_RUN) and closes those of withdrawn ones.
 * A refusal or failure is a warning: the verdict stands on the advisories.
 */
export async function syncAdvisoryIssues(
  deps: CommandDeps<MonitorSettings>,
  fresh: readonly AdvisoryView[],
  withdrawn: readonly AdvisoryView[],
  siteKey: string,
): Promise<AdvisoryIssue[]> {
  const { ctx, settings, state, toolkit } = deps;
  const warn = (message: string) => {
    state.warnings.push(message);
    toolkit.warning(message);
  };
  if (fresh.length === 0 && withdrawn.length === 0) return [];
  if (settings.githubToken === '') {
    if (fresh.length > 0) warn('Issues not opened: the github-token input is empty.');
    return [];
  }
  const advisoryOf = new Map<string, string>();
  const marked = (a: AdvisoryView) => {
    const marker = advisoryIssueMarker(siteKey, a.id);
    advisoryOf.set(marker, a.id);
    return marker;
  };
  // The lock files this run uploaded say which pinned versions each advisory affects, and on which line.
  const uploaded = state.dependencies?.uploaded ? state.dependencies.affected : null;
  const source = uploaded ? await readCodeSource(ctx) : null;
  // The rest come back as new on the next run (see runMonitor), which opens their issues then.
  const open = fresh.slice(0, MAX_ISSUES_PER_RUN).map((a) => {
    const marker = marked(a);
    const body = advisoryIssueBody(a, {
      marker,
      site: state.site?.label ?? null,
      runUrl: runUrl(ctx),
      pinned: uploaded?.filter((p) => p.advisoryId === a.id) ?? null,
      source,
    });
    return { marker, title: advisoryIssueTitle(a), body };
  });
  const close = withdrawn.map((a) => ({
    marker: marked(a),
    comment: advisoryWithdrawnComment(a, runUrl(ctx)),
  }));
  try {
    const api = issueApi(await deps.githubClient(settings.githubToken), ctx);
    const done = await syncIssues(api, { open, close }, settings.monitor.issueLabels);
    const count = (action: AdvisoryIssue['action']) => done.filter((i) => i.action === action).length;
    toolkit.info(
      `Issues: ${count('opened')} opened, ${count('found')} already there, ${count('closed')} closed (advisory withdrawn).`,
    );
    const dropped = droppedLabelsWarning(done);
    if (dropped !== null) warn(dropped);
    return done.map(({ marker, ...issue }) => ({ advisoryId: advisoryOf.get(marker) ?? '', ...issue }));
  } catch (error) {
    warn(
      explainGitHubError(
        error,
        open.length > 0 ? 'Issue creation' : 'Closing the issues of withdrawn advisories',
        ctx,
      ),
    );
    return [];
  }
}
