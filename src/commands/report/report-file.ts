// Reads the report file `command: report` posts: bounded, parsed tolerantly, and only a report this action
// wrote from a pull request's data (it names the pull request and the commit it judged).
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigurationError } from '../../errors.ts';
import type { RunReport } from '../../render/model.ts';
import { REPORT_SCHEMA_VERSION } from '../../render/model.ts';
import { ACTION_NAME } from '../../runtime/version.ts';

/** Far above a real report (the PR comment and the summary are cut to GitHub's limits anyway). */
export const MAX_REPORT_BYTES = 32 * 1024 * 1024;

export type PullRequestReport = RunReport & { readonly pullRequest: NonNullable<RunReport['pullRequest']> };

export function readReportFile(path: string, workspace: string): PullRequestReport {
  const file = onlyFileIn(resolve(workspace, path));
  const stat = lstatSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) throw refused(path, 'is not a regular file, nor a folder holding only one');
  if (stat.size > MAX_REPORT_BYTES) throw refused(path, `is over ${MAX_REPORT_BYTES} bytes`);
  let report: Partial<RunReport>;
  try {
    report = JSON.parse(readFileSync(file, 'utf8')) as Partial<RunReport>;
  } catch {
    throw refused(path, 'is not JSON');
  }
  if (report?.tool?.name !== ACTION_NAME || report.schemaVersion !== REPORT_SCHEMA_VERSION)
    throw refused(path, `is not a report of ${ACTION_NAME} ${REPORT_SCHEMA_VERSION}`);
  const pr = report.pullRequest;
  if (!pr || !Number.isSafeInteger(pr.number) || typeof pr.headSha !== 'string')
    throw refused(path, "names no pull request: it is not a scan of 'pull-request-data'");
  if (typeof pr.siteKey !== 'string')
    throw refused(path, 'names no site identity: it was made by an older version of the action');
  return report as PullRequestReport;
}

/** A downloaded artifact is a folder: the one file in it is the report. */
function onlyFileIn(path: string): string {
  if (!lstatSync(path, { throwIfNoEntry: false })?.isDirectory()) return path;
  const names = readdirSync(path);
  return names.length === 1 && names[0] !== undefined ? join(path, names[0]) : path;
}

const refused = (path: string, why: string) =>
  new ConfigurationError(
    `Input 'report-file' (${path}) ${why}; accepted: the report-file output of a scan with 'pull-request-data'.`,
  );
