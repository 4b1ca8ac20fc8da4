// Writes everything a run owes the user, on every path: the report file first (it holds everything),
// then outputs, summary, annotations, and the PR comment last (it needs the network and may be refused).
// Each part is guarded on its own: a defect in one (a renderer, a full disk) is an `::error::` annotation
// naming it, and every other part, the outputs and the summary included, is still written.
import { lstat, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { planAnnotations } from '../github/annotations.ts';
import { readCodeSource } from '../github/code-source.ts';
import type { CommandSpec } from '../commands/spec.ts';
import type { RunContext } from '../github/context.ts';
import { reportUrl } from '../github/job-link.ts';
import { commentApi, explainGitHubError, jobsApi } from '../github/octokit.ts';
import { upsertStickyComment } from '../github/sticky-comment.ts';
import { commentMarker, renderComment } from '../render/comment.ts';
import type { RunReport } from '../render/model.ts';
import { verdictHeadline } from '../render/markdown.ts';
import { outputsOf } from '../render/outputs.ts';
import { buildSarif, sarifDecision, type SarifDecision, type SarifParts } from '../render/sarif.ts';
import { renderSummary, type SummarySections } from '../render/summary.ts';
import { md, plainText } from '../render/untrusted.ts';
import { OUTPUTS, type OutputName } from '../settings/inputs.ts';
import type { Settings } from '../commands/registry.ts';
import type { PolicySettings, SharedSettings } from '../settings/settings.ts';
import { writeOptional } from '../workspace/confined-write.ts';
import type { RunDeps } from './deps.ts';
import { writeJsonFile } from './json-file.ts';
import { judgedParts } from './judged.ts';
import { siteIdentity } from './site-identity.ts';
import type { Toolkit } from './toolkit.ts';
import { errorMessage } from '../errors.ts';
import { slug } from '../slug.ts';
import { plural } from '../plural.ts';

export interface FinalizeOptions {
  readonly report: RunReport;
  /** What the command's spec says of it: its subject (the summary's headline) and what it posts. */
  readonly spec: Pick<CommandSpec<SharedSettings>, 'subject' | 'judgesPullRequest' | 'commentsItself'>;
  /** The command's own sections of the summary, from its spec. */
  readonly sections: SummarySections;
  readonly settings: Settings | null;
  /** What the command's SARIF file holds as the settings ask for it; null: it has no SARIF results. */
  readonly sarifParts: SarifParts | null;
  /** The policy in force, which gave the report its verdict: annotation levels follow it. */
  readonly policy: PolicySettings;
  readonly ctx: RunContext;
  readonly toolkit: Toolkit;
  readonly githubClient: RunDeps['githubClient'];
  /** After a cancellation the PR comment is skipped: the runner kills the process seconds later. */
  readonly cancelled: boolean;
}

/** Report files carry the command and the site, so parallel matrix jobs never overwrite each other. */
export function reportFilePath(ctx: RunContext, command: string, siteKey: string): string {
  return join(ctx.tempDir, `security-scan-${slug(`${command}-${siteKey}`)}.json`);
}

export async function finalize(options: FinalizeOptions): Promise<void> {
  const { settings, ctx, toolkit } = options;
  // Without settings (inputs refused, or a fork's run skipped without the key) the raw inputs still name the
  // site: a matrix job's report is then that site's, not one every job shares.
  const siteKey = siteIdentity(
    settings ?? { site: toolkit.getInput('site'), quickCheckUrl: toolkit.getInput('url') },
  );
  let report: RunReport = {
    ...options.report,
    ...judgedParts(options.report, ctx, siteKey, options.spec.judgesPullRequest === true),
    source: await readCodeSource(ctx),
  };
  await step(toolkit, 'SARIF file', async () => {
    report = await writeSarif(report, options, siteKey);
  });
  const file = reportFilePath(ctx, report.command, siteKey);
  await step(toolkit, 'report file', async () => {
    await mkdir(dirname(file), { recursive: true });
    await writeJsonFile(file, report);
  });
  await step(
    toolkit,
    'outputs',
    () => setOutputs(toolkit, outputsOf(report, file)),
    () => setOutputs(toolkit, { ...emptyOutputs(), verdict: report.verdict.verdict, 'report-file': file }),
  );
  await step(
    toolkit,
    'job summary',
    () => toolkit.writeSummary(renderSummary(report, options.spec.subject, options.sections)),
    () => toolkit.writeSummary(fallbackSummary(report, options.spec.subject)),
  );
  if (settings?.annotations !== false)
    await step(toolkit, 'annotations', () => {
      for (const annotation of planAnnotations(report)) toolkit.annotate(annotation);
    });
  // `command: report` posts the comment of the reports it read itself, never one of its own run.
  if (settings && !options.cancelled && options.spec.commentsItself !== true)
    await step(toolkit, 'PR comment', () => postComment(options, report, settings, siteKey));
}

const setOutputs = (toolkit: Toolkit, outputs: Readonly<Record<string, string>>) => {
  for (const [name, value] of Object.entries(outputs)) toolkit.setOutput(name, value);
};

const emptyOutputs = () =>
  Object.fromEntries(Object.keys(OUTPUTS).map((name) => [name, ''])) as Record<OutputName, string>;

/** The verdict and its reasons in the plainest form, for when the full summary could not be rendered. */
function fallbackSummary(report: RunReport, subject: string): string {
  const reasons = report.verdict.reasons.map((r) => `- ${md(r.message, 500)}`);
  const note =
    'The full summary could not be rendered (see the error annotation); the report file has everything.';
  return [`## ${verdictHeadline(report, subject)}`, ...reasons, '', note, ''].join('\n');
}

async function postComment(
  options: FinalizeOptions,
  report: RunReport,
  settings: Settings,
  siteKey: string,
): Promise<void> {
  const { ctx, toolkit } = options;
  if (ctx.pullNumber === null || settings.comment === 'never') return;
  if (settings.githubToken === '') {
    toolkit.warning('PR comment skipped: the github-token input is empty.');
    return;
  }
  const marker = commentMarker(report.command, siteKey);
  const f = report.findings;
  try {
    const octokit = await options.githubClient(settings.githubToken);
    const body = renderComment(report, marker, await reportUrl(jobsApi(octokit, ctx), ctx));
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

/**
 * Written when asked for and complete (src/render/sarif.ts `sarifDecision`): code scanning closes every
 * open alert of the file's category that the file lacks, so a run that could not check a part it was asked
 * for writes none, leaves the `sarif-file` output empty (the documented upload step then skips) and says why.
 */
async function writeSarif(
  report: RunReport,
  options: Pick<FinalizeOptions, 'settings' | 'sarifParts' | 'ctx' | 'toolkit'>,
  siteKey: string,
): Promise<RunReport> {
  const { settings, ctx, toolkit } = options;
  // A run stopped on its inputs (or skipped before reading them) still says why it wrote no file.
  const file = settings?.sarifFile ?? toolkit.getInput('sarif-file');
  if (file === '') return report;
  const path = resolve(ctx.workspace, file);
  const informationUri = `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}`;
  const { sarif, results, unlocated, leftOut } = buildSarif(report, { informationUri, siteKey });
  const decision = sarifDecision(report, settings ? options.sarifParts : 'unread', leftOut);
  if (!decision.write) return notWritten(report, file, path, decision, toolkit);
  const warnings = [...report.warnings];
  let written = false;
  await step(toolkit, 'SARIF file', async () => {
    const target = { path, text: JSON.stringify(sarif), roots: [ctx.workspace, ctx.tempDir] };
    written = await writeOptional('SARIF file', target, (refusal) => {
      warnings.push(refusal);
      toolkit.warning(refusal);
    });
  });
  if (unlocated > 0)
    toolkit.warning(
      `${plural(unlocated, 'advisory result')} had no lock-file line and ${unlocated === 1 ? 'is' : 'are'} not in the SARIF file.`,
    );
  if (written) toolkit.info(`SARIF: ${plural(results, 'result')} in ${file}`);
  return { ...report, warnings, files: { ...report.files, sarif: written ? file : null } };
}

/**
 * Says why no SARIF file was written: a warning (the report's warnings, the log, the summary) when a part
 * was not checked, a notice (and a skipped entry) when the file would cover nothing. A file already at the
 * path came from an earlier step: it is left as it is, and named, so nobody uploads it as this run's.
 */
async function notWritten(
  report: RunReport,
  file: string,
  path: string,
  decision: Extract<SarifDecision, { write: false }>,
  toolkit: Toolkit,
): Promise<RunReport> {
  const earlier = (await lstat(path).catch(() => null)) !== null;
  const stale = earlier
    ? ` A file already at ${file} (from an earlier step) was left as it is: it is not this run's.`
    : '';
  const why = decision.why.join('; ');
  if (decision.level === 'notice') {
    const message = `SARIF file not written: ${why}.${stale}`;
    toolkit.annotate({ level: 'notice', title: 'SARIF file not written', message });
    return {
      ...report,
      skipped: [...report.skipped, { what: 'SARIF file', why: `not written: ${why}.${stale}` }],
    };
  }
  const message = `SARIF file not written: ${why}. Uploaded, a file without those results would mark their open code scanning alerts fixed; with no file they stay open until a run checks everything it is asked for.${stale}`;
  toolkit.warning(message);
  return { ...report, warnings: [...report.warnings, message] };
}

/** Runs one part; on a defect, says which part failed in an error annotation and runs its fallback. */
async function step(
  toolkit: Toolkit,
  what: string,
  body: () => void | Promise<void>,
  fallback?: () => void | Promise<void>,
): Promise<void> {
  try {
    await body();
  } catch (error) {
    toolkit.annotate({
      level: 'error',
      title: `Could not write the ${what}`,
      message: plainText(errorMessage(error)),
    });
    if (fallback) await step(toolkit, `${what} (plain form)`, fallback);
  }
}
