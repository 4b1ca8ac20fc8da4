// Reads the report files `command: report` combines: one file, or a folder holding the report files of
// several jobs (a matrix's artifacts downloaded with `merge-multiple`). They may come from artifacts of a
// fork's run, so every file is bounded, parsed strictly against the report schema and must be a scan's.
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ConfigurationError } from '../../errors.ts';
import { combinedVerdict } from '../../policy/gate.ts';
import { READABLE_SCHEMA_VERSIONS } from '../../render/model.ts';
import { ACTION_NAME } from '../../runtime/version.ts';
import { SCAN_COMMAND } from '../scan/spec.ts';
import { readScanReport, type ScanReport } from './report-schema.ts';
import { ShapeError } from './shape.ts';

/** Far above a real report (the PR comment and the summary are cut to GitHub's limits anyway). */
export const MAX_REPORT_BYTES = 32 * 1024 * 1024;
export const MAX_REPORTS = 256;
const MAX_TOTAL_BYTES = 256 * 1024 * 1024;
/** A folder as download-artifact leaves it: the files, or one folder per artifact without merge-multiple. */
const MAX_DEPTH = 2;

export interface ReadReport {
  /** Where it was found, relative to the folder (or the path as given). */
  readonly name: string;
  readonly report: ScanReport;
}

export interface ReadReports {
  readonly folder: boolean;
  readonly reports: readonly ReadReport[];
}

export function readReports(path: string, workspace: string): ReadReports {
  const root = resolve(workspace, path);
  const stat = lstatSync(root, { throwIfNoEntry: false });
  if (stat?.isDirectory()) {
    const files = filesIn(path, root);
    if (files.length === 0) throw refused(path, 'is a folder without report files');
    let total = 0;
    const reports = files.map((file) => {
      total += lstatSync(file).size;
      if (total > MAX_TOTAL_BYTES) throw refused(path, `holds over ${MAX_TOTAL_BYTES} bytes`);
      return readOne(path, file, relative(root, file));
    });
    return { folder: true, reports };
  }
  // A download step that found no artifact leaves no folder: say where to look, not what the path is not.
  if (!stat)
    throw refused(
      path,
      "does not exist (nothing was downloaded there: check the download step's path, and that the jobs uploaded their reports)",
    );
  if (!stat.isFile()) throw refused(path, 'is not a regular file, nor a folder');
  return { folder: false, reports: [readOne(path, root, path)] };
}

function filesIn(path: string, root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string, depth: number) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const full = join(dir, entry.name);
      if (entry.isDirectory() && depth < MAX_DEPTH) walk(full, depth + 1);
      else if (entry.isFile()) files.push(full);
      else
        throw refused(
          path,
          `holds ${relative(root, full)}, which is not a regular file (nor a folder within ${MAX_DEPTH} levels)`,
        );
      if (files.length > MAX_REPORTS) throw refused(path, `holds over ${MAX_REPORTS} files`);
    }
  };
  walk(root, 1);
  return files;
}

function readOne(input: string, file: string, name: string): ReadReport {
  const refuse = (why: string) => refused(input, `${name === input ? '' : `holds ${name}, which `}${why}`);
  const stat = lstatSync(file);
  if (stat.size > MAX_REPORT_BYTES) throw refuse(`is over ${MAX_REPORT_BYTES} bytes`);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw refuse('is not JSON');
  }
  const head = value as { tool?: { name?: unknown }; schemaVersion?: unknown } | null;
  if (head?.tool?.name !== ACTION_NAME || !READABLE_SCHEMA_VERSIONS.includes(head.schemaVersion as string))
    throw refuse(`is not a report of ${ACTION_NAME} ${READABLE_SCHEMA_VERSIONS.join(' or ')}`);
  let report: ScanReport;
  try {
    report = readScanReport(value, 'report');
  } catch (error) {
    if (error instanceof ShapeError) throw refuse(`is not a scan's report: ${error.message}`);
    throw error;
  }
  if (report.command !== SCAN_COMMAND)
    throw refuse(`is a report of command '${report.command}', not of a scan`);
  if (siteOf(report) === null)
    throw refuse('names no site identity: it was made by an older version of the action');
  const claimed = unfollowedVerdict(report);
  if (claimed) throw refuse(claimed);
  return { name, report };
}

/**
 * A scan's verdict is its reasons' combined level (with or without `warn-only`): a verdict milder than its
 * reasons was edited after the scan, so the file is refused rather than believed. Null when it follows.
 */
export function unfollowedVerdict(r: ScanReport): string | null {
  const levels = r.verdict.reasons.map((reason) => reason.level);
  const stated = r.verdict.verdict;
  if (stated === combinedVerdict(levels, false) || stated === combinedVerdict(levels, true)) return null;
  return `says '${stated}', which its reasons (${levels.join(', ') || 'none'}) do not give: a report is read as the scan wrote it`;
}

/** The site identity a report was made for (1.0.0 reports carry it with their pull request only). */
export const siteOf = (r: ScanReport): string | null => r.judged?.siteKey ?? r.pullRequest?.siteKey ?? null;

const refused = (path: string, why: string) =>
  new ConfigurationError(
    `Input 'report-file' (${path}) ${why}; accepted: the report-file output of a scan, or a folder of them.`,
  );
