// Plans the annotations of a run within GitHub's per-step limits: lock-file advisories on their lines,
// local-check results on their files, scan findings at run level, repositories on the `uses:` line that
// added them; most severe first, results an ignore entry covers as notices after the rest, and one notice
// saying how many were left out. Levels follow the gate, as it recorded each row (src/policy/gate-rows.ts):
// an error for what fails it, a warning for what is new under the threshold (or would fail under
// `warn-only`), a notice for what the base branch already had.
// Titles and messages are shown as plain text: hidden characters are made visible there (plain-text.ts),
// and the command writer escapes what would end a property or the data.
import { plainText, plainTitle } from '../neutralise/plain-text.ts';
import { findingLabel, localIgnore, localLabel, otherPlaces, packageLabel } from '../policy/gate.ts';
import {
  advisoryRow,
  findingRow,
  gateRows,
  localRow,
  repositoryRow,
  type GateRows,
  type RowStanding,
} from '../policy/gate-rows.ts';
import { findIgnore, type IgnoreSet } from '../policy/ignores.ts';
import type { IgnoreEntry } from '../policy/policy-file.ts';
import { bySeverity } from '../policy/severity.ts';
import { affectedStanding } from '../render/gate-marks.ts';
import { localRuleId, type RunReport } from '../render/model.ts';
import { judgeCheck, repositoryIgnoreIds } from '../render/repository-check-view.ts';
import type { ReportedSeverity } from '../settings/choices.ts';
import { plural } from '../plural.ts';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  readonly level: AnnotationLevel;
  readonly title: string;
  readonly message: string;
  readonly file?: string;
  readonly line?: number;
}

/** GitHub shows at most 10 annotations of each level per step (50 per job); the rest are dropped unseen. */
export const PER_LEVEL_LIMIT = 10;

/**
 * Slots left for what the run says itself: the verdict's error or warning at the end, a warning of the
 * report side (a refused comment), a command's own notice (a Deep approval link, a proof to publish) and
 * the notice counting what was left out.
 */
export const RESERVED: Readonly<Record<AnnotationLevel, number>> = { error: 1, warning: 2, notice: 2 };

/** GitHub cuts messages over 4,096 characters; a title is one short line. */
const MESSAGE_MAX = 4000;
const TITLE_MAX = 200;

/**
 * What fails the gate is an error (a warning under `warn-only`, which fails nothing); what the base branch
 * already had is not this pull request's doing: a notice; anything else new (or not compared) a warning.
 */
function levelFor(standing: RowStanding | null, isNew: boolean | undefined): AnnotationLevel {
  if (standing === 'fails') return 'error';
  if (standing !== null) return 'warning';
  return isNew === false ? 'notice' : 'warning';
}

const stillOpen = (isNew: boolean | undefined) =>
  isNew === false ? 'Still open (on the base branch): ' : '';

export interface Candidate extends Annotation {
  /** Orders the candidates, most severe first. */
  readonly severity: ReportedSeverity;
  /** An ignore entry covers it: it ranks below every severity. */
  readonly ignored?: boolean;
  /** The report row it is about (src/policy/gate-rows.ts): a finding, an affected package, a local result… */
  readonly row?: string;
}

/** Results that count first (not ignored), most severe first; ties keep their order. */
const byImportance = (candidates: Candidate[]): Candidate[] =>
  bySeverity(candidates).sort((a, b) => Number(a.ignored ?? false) - Number(b.ignored ?? false));

/**
 * Every annotation the run would make, before GitHub's limits, most important first. Levels come from the
 * report's verdict alone: the policy that gave it is not asked again.
 */
export function annotationCandidates(report: RunReport): Candidate[] {
  const ignores: IgnoreSet = { active: report.ignores, expired: [] };
  const rows = gateRows(report.verdict);
  return byImportance([
    ...advisoryCandidates(report, rows, ignores),
    ...lockFileErrorCandidates(report),
    ...localCandidates(report, rows, ignores),
    ...findingCandidates(report, rows, ignores),
    ...repositoryCandidates(report, rows, ignores),
  ]);
}

export function planAnnotations(report: RunReport): Annotation[] {
  const candidates = annotationCandidates(report);
  const used: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  const planned: Annotation[] = [];
  let leftOut = 0;
  for (const { severity: _severity, ignored: _ignored, row: _row, ...annotation } of candidates) {
    if (used[annotation.level] >= PER_LEVEL_LIMIT - RESERVED[annotation.level]) {
      leftOut += 1;
      continue;
    }
    used[annotation.level] += 1;
    planned.push({
      ...annotation,
      title: plainTitle(annotation.title, TITLE_MAX),
      message: plainText(annotation.message, MESSAGE_MAX),
    });
  }
  if (leftOut > 0) {
    planned.push({
      level: 'notice',
      title: 'More results',
      message: `${plural(leftOut, 'more result')} ${leftOut === 1 ? 'was' : 'were'} not annotated (GitHub shows ${PER_LEVEL_LIMIT} per level per step); the job summary and the report file list them all.`,
    });
  }
  return planned;
}

/**
 * A result an ignore entry covers is a notice saying so, never an error or a warning. Asked only of results
 * the gate does not count: what it counts, no entry covered.
 */
function unlessIgnored(
  candidate: Candidate,
  standing: RowStanding | null,
  entry: () => IgnoreEntry | null,
): Candidate {
  const covering = standing === null ? entry() : null;
  if (covering === null) return candidate;
  return {
    ...candidate,
    ignored: true,
    level: 'notice',
    title: `Ignored: ${candidate.title}`,
    message: `${candidate.message}\nIgnored by the policy file: ${covering.reason}`,
  };
}

/** Open findings, new against the baseline when there is one. */
function findingCandidates(report: RunReport, rows: GateRows, ignores: IgnoreSet): Candidate[] {
  const f = report.findings;
  if (!f) return [];
  const newIds = new Set(f.new.map((x) => x.id));
  return f.open.map((x) => {
    const isNew = f.comparedBy === 'none' ? undefined : newIds.has(x.id);
    const row = findingRow(x);
    const standing = rows.standing('findings', row, findingLabel(x));
    const label = isNew === true ? 'New ' : isNew === false ? 'Still open: ' : '';
    return unlessIgnored(
      {
        severity: x.severity,
        level: levelFor(standing, isNew),
        row,
        title: `${label}${x.severity} finding ${x.code ?? x.id}`,
        message: `${x.title}${x.webUrl ? `\n${x.webUrl}` : ''}`,
      },
      standing,
      () => findIgnore(ignores, [x.code, x.id]),
    );
  });
}

function advisoryCandidates(report: RunReport, rows: GateRows, ignores: IgnoreSet): Candidate[] {
  // The monitor reports an advisory once: its lines are annotated on the night it is new, not every night,
  // and the gate judges it as the monitor's outcome (src/commands/monitor/monitor.ts), on `fail-on` alone.
  const fresh = report.monitor ? new Set(report.monitor.new.map((a) => a.id)) : null;
  const affected = (report.dependencies?.affected ?? []).filter((a) => !fresh || fresh.has(a.advisoryId));
  return affected.flatMap((a) => {
    const row = advisoryRow({ ...a, packageLabel: packageLabel(a) });
    const standing = affectedStanding(rows, a, fresh !== null);
    return a.locations.map((where) =>
      unlessIgnored(
        {
          severity: a.severity,
          level: levelFor(standing, a.isNew),
          row,
          title: `${stillOpen(a.isNew)}${a.severity} advisory ${a.advisoryId}: ${a.name}@${a.version}`,
          message: `${a.title}${a.fixedIn ? ` Fixed in ${a.fixedIn}.` : ' No fixed version yet.'}${a.url ? `\n${a.url}` : ''}`,
          file: where.file,
          line: where.line,
        },
        standing,
        () => findIgnore(ignores, [a.advisoryId]),
      ),
    );
  });
}

/** A lock file that could not be read is shown on its line, as a warning: the other files went on. */
function lockFileErrorCandidates(report: RunReport): Candidate[] {
  return (report.dependencies?.errors ?? []).map((e) => ({
    severity: 'medium',
    level: 'warning',
    title: 'Lock file not read',
    message: e.message,
    file: e.path,
    ...(e.line === null ? {} : { line: e.line }),
  }));
}

/** A value at several places is annotated at each of them: a reviewer reads the diff file by file. */
function localCandidates(report: RunReport, rows: GateRows, ignores: IgnoreSet): Candidate[] {
  return (report.localChecks?.results ?? []).flatMap((r) => {
    const row = localRow(r);
    const standing = rows.standing('local-checks', row, localLabel(r));
    return [r, ...otherPlaces(r)].map((place) =>
      unlessIgnored(
        {
          severity: r.severity,
          level: levelFor(standing, r.isNew),
          row,
          title: `${stillOpen(r.isNew)}${localRuleId(r)}`,
          message: `${r.message}${r.evidence ? ` (${r.evidence})` : ''}`,
          file: place.file,
          line: place.line,
        },
        standing,
        () => localIgnore(ignores, r),
      ),
    );
  });
}

/** Repositories that did not pass: on the `uses:` line that added them, or at run level when listed. */
function repositoryCandidates(report: RunReport, rows: GateRows, ignores: IgnoreSet): Candidate[] {
  return (report.repositoryChecks ?? []).flatMap((c) => {
    const judged = judgeCheck(c);
    if (judged === null) return [];
    const row = repositoryRow(c.url);
    const standing = rows.standing('outcomes', row);
    return [
      unlessIgnored(
        {
          severity: judged.level === 'fail' ? 'high' : 'medium',
          level: levelFor(standing, undefined),
          row,
          title: `Repository check of ${c.url.replace(/^https:\/\//, '')}`,
          message: `${judged.group.one}: ${judged.why}${c.webUrl ? `\n${c.webUrl}` : ''}`,
          ...(c.source ? { file: c.source.file, line: c.source.line } : {}),
        },
        standing,
        () => findIgnore(ignores, repositoryIgnoreIds(c.url)),
      ),
    ];
  });
}
