// Writes everything a run owes the user, on every path: the report file first (it holds everything),
// then outputs, summary, annotations, and the PR comment last (it needs the network and may be refused).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { planAnnotations } from '../github/annotations.ts';
import { runUrl, type RunContext } from '../github/context.ts';
import { commentApi, createOctokit, explainGitHubError } from '../github/octokit.ts';
import { upsertStickyComment } from '../github/sticky-comment.ts';
import { commentMarker, renderComment } from '../report/comment.ts';
import type { RunReport } from '../report/model.ts';
import { outputsOf } from '../report/outputs.ts';
import { buildSarif } from '../report/sarif.ts';
import { renderSummary } from '../report/summary.ts';
import type { Settings } from '../settings/settings.ts';
import { siteIdentity } from './site-identity.ts';
import type { Toolkit } from './toolkit.ts';

export interface FinalizeOptions {
  readonly report: RunReport;
  readonly settings: Settings | null;
  readonly ctx: RunContext;
  readonly toolkit: Toolkit;
  /** After a cancellation the PR comment is skipped: the runner kills the process seconds later. */
  readonly cancelled: boolean;
}

/** Report files carry the command and the site, so parallel matrix jobs never overwrite each other. */
export function reportFilePath(ctx: RunContext, command: string, siteKey: string): string {
  const slug = `${command}-${siteKey}`.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100);
  return join(ctx.tempDir, `security-scan-${slug}.json`);
}

export async function finalize(options: FinalizeOptions): Promise<void> {
  const { settings, ctx, toolkit } = options;
  const report = await writeSarif(options.report, settings, ctx, toolkit);
  const siteKey = siteIdentity(settings);
  const file = reportFilePath(ctx, report.command, siteKey);
  await step(toolkit, 'report file', async () => {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  });
  for (const [name, value] of Object.entries(outputsOf(report, file))) toolkit.setOutput(name, value);
  await step(toolkit, 'job summary', () => toolkit.writeSummary(renderSummary(report)));
  if (settings?.annotations !== false)
    for (const annotation of planAnnotations(report)) toolkit.annotate(annotation);
  if (settings && !options.cancelled) await postComment(report, settings, ctx, toolkit, siteKey);
}

async function postComment(
  report: RunReport,
  settings: Settings,
  ctx: RunContext,
  toolkit: Toolkit,
  siteKey: string,
): Promise<void> {
  if (ctx.pullNumber === null || settings.comment === 'never') return;
  if (settings.githubToken === '') {
    toolkit.warning('PR comment skipped: the github-token input is empty.');
    return;
  }
  const marker = commentMarker(report.command, siteKey);
  const body = renderComment(report, marker, runUrl(ctx));
  const f = report.findings;
  try {
    const octokit = await createOctokit(settings.githubToken, ctx);
    const outcome = await upsertStickyComment(commentApi(octokit, ctx), {
      issueNumber: ctx.pullNumber,
      marker,
      body,
      mode: settings.comment,
      changed: (f?.new.length ?? 0) + (f?.fixed.length ?? 0) > 0 || report.verdict.verdict !== 'pass',
      failed: report.verdict.verdict !== 'pass',
    });
    toolkit.info(`PR comment: ${outcome}`);
  } catch (error) {
    // A refused comment (a fork's read-only token) is a warning: the verdict stands on the findings.
    toolkit.warning(explainGitHubError(error, 'PR comment', ctx));
  }
}

/** Written on every path when asked for, so an upload step with `if: always()` finds a valid file. */
async function writeSarif(
  report: RunReport,
  settings: Settings | null,
  ctx: RunContext,
  toolkit: Toolkit,
): Promise<RunReport> {
  if (!settings || settings.sarifFile === '') return report;
  const path = resolve(ctx.workspace, settings.sarifFile);
  const { sarif, results, unlocated } = buildSarif(report, `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}`);
  let written = false;
  await step(toolkit, 'SARIF file', async () => {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, JSON.stringify(sarif));
    written = true;
  });
  if (unlocated > 0)
    toolkit.warning(`${unlocated} advisory result(s) had no lock-file line and are not in the SARIF file.`);
  toolkit.info(`SARIF: ${results} result(s) in ${settings.sarifFile}`);
  return written ? { ...report, files: { ...report.files, sarif: settings.sarifFile } } : report;
}

async function step(toolkit: Toolkit, what: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    toolkit.warning(`Could not write the ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
