// Plans the annotations of a run within GitHub's per-step limits: lock-file advisories on their lines,
// local-check results on their files, scan findings at run level, repositories on the `uses:` line that
// added them; most severe first, and one notice
// saying how many were left out.
import { bySeverity } from '../policy/severity.ts';
import type { RunReport } from '../report/model.ts';
import { judgeCheck } from '../report/repository-check-view.ts';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  readonly level: AnnotationLevel;
  readonly title: string;
  readonly message: string;
  readonly file?: string;
  readonly line?: number;
}

/** GitHub shows at most 10 annotations of each level per step; the rest are silently dropped. */
export const PER_LEVEL_LIMIT = 10;
const MESSAGE_MAX = 4000;

export function levelOf(severity: string): AnnotationLevel {
  if (severity === 'critical' || severity === 'high') return 'error';
  return severity === 'medium' ? 'warning' : 'notice';
}

/** What the base branch already had is not this pull request's doing: a notice, not an error on its lines. */
const levelFor = (severity: string, isNew: boolean | undefined): AnnotationLevel =>
  isNew === false ? 'notice' : levelOf(severity);
const stillOpen = (isNew: boolean | undefined) =>
  isNew === false ? 'Still open (on the base branch): ' : '';

interface Candidate extends Annotation {
  readonly severity: string;
}

export function planAnnotations(report: RunReport): Annotation[] {
  const candidates = bySeverity([
    ...advisoryCandidates(report),
    ...lockFileErrorCandidates(report),
    ...localCandidates(report),
    ...findingCandidates(report),
    ...repositoryCandidates(report),
  ]);
  const used: Record<AnnotationLevel, number> = { error: 0, warning: 0, notice: 0 };
  const planned: Annotation[] = [];
  let leftOut = 0;
  for (const { severity: _severity, ...annotation } of candidates) {
    // One notice slot stays free for the "left out" count.
    const room = annotation.level === 'notice' ? PER_LEVEL_LIMIT - 1 : PER_LEVEL_LIMIT;
    if (used[annotation.level] >= room) {
      leftOut += 1;
      continue;
    }
    used[annotation.level] += 1;
    planned.push({ ...annotation, message: annotation.message.slice(0, MESSAGE_MAX) });
  }
  if (leftOut > 0) {
    planned.push({
      level: 'notice',
      title: 'More results',
      message: `${leftOut} more result(s) were not annotated (GitHub shows ${PER_LEVEL_LIMIT} per level per step); the job summary and the report file list them all.`,
    });
  }
  return planned;
}

function findingCandidates(report: RunReport): Candidate[] {
  const f = report.findings;
  if (!f) return [];
  const newIds = new Set(f.new.map((x) => x.id));
  return f.open.map((x) => ({
    severity: x.severity,
    level: levelOf(x.severity),
    title: `${newIds.has(x.id) ? 'New ' : ''}${x.severity} finding ${x.code ?? x.id}`,
    message: `${x.title}${x.webUrl ? `\n${x.webUrl}` : ''}`,
  }));
}

function advisoryCandidates(report: RunReport): Candidate[] {
  // The monitor reports an advisory once: its lines are annotated on the night it is new, not every night.
  const fresh = report.monitor ? new Set(report.monitor.new.map((a) => a.id)) : null;
  const affected = (report.dependencies?.affected ?? []).filter((a) => !fresh || fresh.has(a.advisoryId));
  return affected.flatMap((a) =>
    a.locations.map((where) => ({
      severity: a.severity,
      level: levelFor(a.severity, a.isNew),
      title: `${stillOpen(a.isNew)}${a.severity} advisory ${a.advisoryId}: ${a.name}@${a.version}`,
      message: `${a.title}${a.fixedIn ? ` Fixed in ${a.fixedIn}.` : ' No fixed version yet.'}${a.url ? `\n${a.url}` : ''}`,
      file: where.file,
      line: where.line,
    })),
  );
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

function localCandidates(report: RunReport): Candidate[] {
  return (report.localChecks?.results ?? []).map((r) => ({
    severity: r.severity,
    level: levelFor(r.severity, r.isNew),
    title: `${stillOpen(r.isNew)}${r.checkId}: ${r.ruleId}`,
    message: `${r.message}${r.evidence ? ` (${r.evidence})` : ''}`,
    file: r.file,
    line: r.line,
  }));
}

/** Repositories that did not pass: on the `uses:` line that added them, or at run level when listed. */
function repositoryCandidates(report: RunReport): Candidate[] {
  return (report.repositoryChecks ?? []).flatMap((c) => {
    const judged = judgeCheck(c);
    if (judged === null) return [];
    const severity = judged.level === 'fail' ? 'high' : 'medium';
    return [
      {
        severity,
        level: levelOf(severity),
        title: `Repository check of ${c.url.replace(/^https:\/\//, '')}`,
        message: `${judged.group.replace(/\(.*?\)/g, '')}: ${judged.why}${c.webUrl ? `\n${c.webUrl}` : ''}`,
        ...(c.source ? { file: c.source.file, line: c.source.line } : {}),
      },
    ];
  });
}
