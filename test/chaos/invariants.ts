// What must hold of every run, whatever the faults: the verdict of the fault-free run or a failure that names
// the service's (or GitHub's) error, at most one charge, the API key nowhere a person or GitHub can read, the
// outputs and the report always written, one sticky comment per command and site and one issue per advisory.
// A fault on the Actions cache may lose what it keeps (the baseline, the monitor's memory): the run then judges
// as a run without it and says so. Each check returns what it saw wrong (nothing when it holds).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ActionRun, World } from '../e2e/harness.ts';

/** What the world counted while a run went on. */
export interface RunEffects {
  /** Scans the service charged to the allowance. */
  readonly charges: number;
  /** Scans the service started (a replay starts none). */
  readonly scansStarted: number;
}

/** The run's closing failure line (the verdict's `::error::`). */
const closingError = (run: ActionRun) =>
  run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::error::'))
    .at(-1) ?? '';

/** A failure that names the outage: the service (or GitHub) refused, could not be reached or answered unusably. */
const NAMES_OUTAGE =
  /the service (refused|could not be reached|answered)|HTTP [45]\d\d|timed out|connection|not JSON|HTML page|(failed|refused) \([45]\d\d\)|GitHub's rate limit/;

/** What a case's fault-free runs gave. */
export interface ExpectedVerdict {
  readonly verdict: string;
  /** A run's verdict without the Actions cache; null when the run keeps nothing there. */
  readonly withoutCache: string | null;
}

/**
 * `lostCache`: the run read the cache and came away without what it keeps. Its verdict may then be the one of
 * a run without the cache, and no other: that run judges every open finding (every advisory of the window)
 * instead of the new ones, so a lost state makes the gate stricter, never laxer. The cases check that the
 * verdict without the cache is never laxer than the fault-free one.
 */
export function verdictViolations(run: ActionRun, expected: ExpectedVerdict, lostCache: boolean): string[] {
  const verdict = run.outputs.verdict;
  if (verdict === expected.verdict) return [];
  if (lostCache && verdict === expected.withoutCache) return [];
  const line = closingError(run);
  const named = NAMES_OUTAGE.test(line) && !line.includes('unexpected error');
  // An outage is "not judged" (`error`), never a pass; the job summary, which a person reads first, names it too.
  if (verdict === 'error' && named && NAMES_OUTAGE.test(run.summary)) return [];
  return [
    `verdict ${verdict ?? '(none)'} instead of ${expected.verdict}, and no outage named in both the log and the summary: ${line}`,
  ];
}

/** A run that lost what the cache keeps says so in its summary (`said`). */
export function cacheLossViolations(run: ActionRun, lostCache: boolean, said: RegExp): string[] {
  return lostCache && !said.test(run.summary)
    ? [`lost what the Actions cache keeps, and the summary does not say so (${String(said)})`]
    : [];
}

export function chargeViolations(effects: RunEffects): string[] {
  const seen: string[] = [];
  if (effects.charges > 1) seen.push(`${effects.charges} scans charged`);
  if (effects.scansStarted > 1) seen.push(`${effects.scansStarted} scans started`);
  return seen;
}

export function writtenViolations(run: ActionRun, workspace: string): string[] {
  const seen: string[] = [];
  if (!['pass', 'warn', 'fail', 'error'].includes(run.outputs.verdict ?? '')) seen.push('no verdict output');
  if (!run.outputs['report-file'] || run.report === null) seen.push('no report file');
  const sarif = run.outputs['sarif-file'];
  if (sarif && !existsSync(resolve(workspace, sarif))) seen.push(`no SARIF file at ${sarif}`);
  if (run.summary.trim() === '') seen.push('no job summary');
  const failing = run.outputs.verdict === 'fail' || run.outputs.verdict === 'error';
  if (failing !== (run.exitCode === 1)) seen.push(`exit code ${run.exitCode}`);
  return seen;
}

/** Every text of the run a person or GitHub can read, by where it went; files are found from `workspace`. */
function readableTexts(run: ActionRun, world: World, workspace: string): Record<string, string> {
  const readFile = (path: string | undefined) => {
    try {
      return path ? readFileSync(resolve(workspace, path), 'utf8') : '';
    } catch {
      return '';
    }
  };
  const issues = [...world.github.issues.values()];
  return {
    log: run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    summary: run.summary,
    outputs: JSON.stringify(run.outputs),
    annotations: JSON.stringify(run.annotations),
    report: readFile(run.outputs['report-file']),
    sarif: readFile(run.outputs['sarif-file']),
    comments: issues.flatMap((i) => i.comments.map((c) => c.body)).join('\n'),
    issues: issues.map((i) => `${i.title}\n${i.body}`).join('\n'),
  };
}

export function keyViolations(run: ActionRun, world: World, workspace: string, apiKey: string): string[] {
  return Object.entries(readableTexts(run, world, workspace))
    .filter(([, text]) => text.includes(apiKey))
    .map(([where]) => `the API key is in the ${where}`);
}

/** Markers the action puts at the top of its comments and issues, each of which it keeps one of. */
const MARKER = /<!-- security-scan-action:[^>]*-->/;

/** The markers of every comment and of every issue, one per comment or issue that has one. */
export function markersOf(world: World): { comment: string[]; issue: string[] } {
  const issues = [...world.github.issues.values()];
  const markers = (bodies: string[]) => bodies.map((b) => MARKER.exec(b)?.[0]).filter((m) => m !== undefined);
  return {
    comment: markers(issues.flatMap((i) => i.comments.map((c) => c.body))),
    issue: markers(issues.map((i) => i.body)),
  };
}

/** One sticky comment per command and site, one issue per advisory: a lost answer must not make two. */
export function duplicateViolations(world: World): string[] {
  return Object.entries(markersOf(world)).flatMap(([what, markers]) => {
    const twice = markers.filter((m, i) => markers.indexOf(m) !== i);
    return [...new Set(twice)].map((m) => `two of the ${what} marked ${m}`);
  });
}

/**
 * The fault-free runs made every comment and issue a case may have: one under another marker is a second
 * sticky comment (or issue) for the same site, under an identity an outage changed.
 */
export function strangerViolations(world: World, known: ReadonlySet<string>): string[] {
  const { comment, issue } = markersOf(world);
  return [...new Set([...comment, ...issue])]
    .filter((m) => !known.has(m))
    .map((m) => `a comment or issue marked ${m}, which no fault-free run made`);
}
