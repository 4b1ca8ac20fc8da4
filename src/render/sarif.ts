// SARIF 2.1.0 for the results that have a place in the repository: lock-file advisories on the line of
// the package, local-check results on their file and line. Code scanning rejects a whole file when one
// result has no physical location, so a result without one is not written (and counted); it rejects a run
// over 25,000 results, so the most severe are kept (and the rest counted). Results an ignore entry covers
// are written with a suppression that carries its reason.
//
// Code scanning takes an uploaded file as the whole set of alerts of its category: an open alert the file
// lacks is closed as fixed. So a file is written only when it is complete for what it covers
// (`sarifDecision`): every part that feeds it and that the run was asked for was checked in full. git-history
// results are not in it: they name commits, not the tree analysed, and a history read within its bounds (the
// last 500 commits, a pull request's own) would close the alerts of every secret past that window.
import { createHash } from 'node:crypto';
import { sarifText } from '../neutralise/sarif-text.ts';
import { linkableUrl, relativeFileUri } from '../neutralise/uri.ts';
import { localIgnore, otherPlaces } from '../policy/gate.ts';
import { findIgnore } from '../policy/ignores.ts';
import type { IgnoreEntry } from '../policy/policy-file.ts';
import { severityRank } from '../policy/severity.ts';
import type { ReportedSeverity } from '../settings/choices.ts';
import { plural } from '../plural.ts';
import { slug } from '../slug.ts';
import { localRuleId, type AffectedPackageView, type LocalResultView, type RunReport } from './model.ts';

/** Code scanning's limit of results in one run. */
export const MAX_RESULTS_PER_RUN = 25_000;

/** Code scanning shows the `security-severity` property as the alert's severity (CVSS-like scale). */
const SECURITY_SEVERITY: Record<string, string> = {
  critical: '9.5',
  high: '8.0',
  medium: '5.5',
  low: '3.0',
  info: '0.0',
};
const LEVEL: Record<string, 'error' | 'warning' | 'note'> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
};

interface Rule {
  id: string;
  shortDescription: { text: string };
  helpUri?: string;
  properties: { tags: string[]; 'security-severity': string };
}

/** One result before it is numbered: what it says, where, and the ignore entry covering it, if any. */
interface Candidate {
  rule: Rule;
  severity: ReportedSeverity;
  text: string;
  file: string;
  line: number;
  /** Other places of the same secret value: related locations. */
  others?: readonly { readonly file: string; readonly line: number }[];
  /** Tells apart results of one rule in one file (a package, a commit), for the fingerprint. */
  salt: string;
  ignore: IgnoreEntry | null;
}

export interface SarifOptions {
  readonly informationUri: string;
  /** The site's key: with the command, it names the run's category so parallel uploads stay apart. */
  readonly siteKey: string;
}

export interface SarifDocument {
  readonly sarif: Record<string, unknown>;
  readonly results: number;
  /** Advisories with no lock-file line: not written. */
  readonly unlocated: number;
  /** Results over the per-run limit: the least severe, not written. */
  readonly leftOut: number;
}

export function buildSarif(report: RunReport, options: SarifOptions): SarifDocument {
  const ignores = { active: report.ignores, expired: [] };
  const advisories = report.dependencies?.affected ?? [];
  const candidates: Candidate[] = [
    ...advisories.flatMap((a) =>
      a.locations.map((where) => ({
        rule: advisoryRule(a),
        severity: a.severity,
        text: advisoryText(a),
        file: where.file,
        line: where.line,
        salt: `${a.name}@${a.version}`,
        ignore: findIgnore(ignores, [a.advisoryId]),
      })),
    ),
    ...(report.localChecks?.results ?? []).filter(inSarif).map((r) => ({
      rule: localRule(r),
      severity: r.severity,
      text: `${r.message}${r.evidence ? ` (${r.evidence})` : ''}${alsoAt(r)}`,
      file: r.file,
      line: r.line,
      others: otherPlaces(r),
      salt: '',
      ignore: localIgnore(ignores, r),
    })),
  ];
  const kept = [...candidates].sort(byImportance).slice(0, MAX_RESULTS_PER_RUN);
  const rules: Rule[] = [];
  const results = kept.map((c) => {
    const known = rules.findIndex((r) => r.id === c.rule.id);
    return result(c, known >= 0 ? known : rules.push(c.rule) - 1);
  });
  const category = [report.command, options.siteKey].map(slug);
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: report.tool.name,
            version: report.tool.version,
            informationUri: options.informationUri,
            rules,
          },
        },
        // A trailing slash makes the whole id the category: one per command and site, never replaced by another.
        automationDetails: { id: `security-scan-action/${category.join('/')}/` },
        results,
      },
    ],
  };
  return {
    sarif,
    results: results.length,
    unlocated: advisories.filter((a) => a.locations.length === 0).length,
    leftOut: candidates.length - kept.length,
  };
}

/** Results that count first (not ignored), most severe first; ties keep their order. */
function byImportance(a: Candidate, b: Candidate): number {
  const ignored = Number(a.ignore !== null) - Number(b.ignore !== null);
  return ignored !== 0 ? ignored : severityRank(b.severity) - severityRank(a.severity);
}

function result(c: Candidate, ruleIndex: number) {
  const uri = relativeFileUri(c.file);
  return {
    ruleId: c.rule.id,
    ruleIndex,
    level: LEVEL[c.severity] ?? 'note',
    message: { text: sarifText(c.text, 2000) },
    locations: [physicalLocation(c.file, c.line)],
    ...(c.others !== undefined && c.others.length > 0
      ? { relatedLocations: c.others.map((o, id) => ({ id, ...physicalLocation(o.file, o.line) })) }
      : {}),
    // Stable across runs and line moves, so code scanning tracks one alert per problem.
    partialFingerprints: {
      'securityScanAction/v1': createHash('sha256').update(`${c.rule.id}\0${uri}\0${c.salt}`).digest('hex'),
    },
    ...(c.ignore
      ? {
          suppressions: [
            { kind: 'external', status: 'accepted', justification: sarifText(c.ignore.reason, 1000) },
          ],
        }
      : {}),
  };
}

function physicalLocation(file: string, line: number) {
  return {
    physicalLocation: {
      artifactLocation: { uri: relativeFileUri(file), uriBaseId: '%SRCROOT%' },
      region: { startLine: Number.isInteger(line) && line > 0 ? line : 1 },
    },
  };
}

/** The other places of a value, named in the text: code scanning shows one location per alert. */
function alsoAt(r: LocalResultView): string {
  const others = otherPlaces(r);
  return others.length > 0 ? ` Also at ${others.map((o) => `${o.file}:${o.line}`).join(', ')}.` : '';
}

function advisoryRule(a: AffectedPackageView): Rule {
  const helpUri = linkableUrl(a.url);
  return {
    id: a.advisoryId,
    shortDescription: { text: sarifText(a.title || a.advisoryId, 1000) },
    ...(helpUri ? { helpUri } : {}),
    properties: {
      tags: ['security', 'dependency', a.ecosystem],
      'security-severity': SECURITY_SEVERITY[a.severity] ?? '5.0',
    },
  };
}

function localRule(r: LocalResultView): Rule {
  const id = localRuleId(r);
  return {
    id,
    shortDescription: { text: sarifText(id, 1000) },
    properties: {
      tags: ['security', 'local-check', r.checkId],
      'security-severity': SECURITY_SEVERITY[r.severity] ?? '5.0',
    },
  };
}

function advisoryText(a: AffectedPackageView): string {
  const fix = a.fixedIn ? `Upgrade to ${a.fixedIn} or later.` : 'No fixed version is known yet.';
  return `${a.ecosystem} package ${a.name}@${a.version} is affected by ${a.advisoryId} (${a.severity}): ${a.title}. ${fix}`;
}

/** The local checks whose results a SARIF file holds: all but git-history (see the top of this file). */
const inSarif = (r: Pick<LocalResultView, 'checkId'>) => r.checkId !== 'git-history';

/** The parts of a run whose results a SARIF file holds, as far as the run was asked for them. */
export interface SarifParts {
  /** The lock files' advisories: lock files to read and upload. */
  readonly lockFiles: boolean;
  /** The local checks asked for, by id. */
  readonly localChecks: readonly string[];
}

/**
 * Whether to write the SARIF file, and if not, why in plain words. `warning`: a part asked for was not
 * checked in full, so the file would close alerts of what is still there; `notice`: the file would cover
 * nothing (a command without SARIF results, no part asked for, a skipped run).
 */
export type SarifDecision =
  | { readonly write: true }
  | { readonly write: false; readonly level: 'warning' | 'notice'; readonly why: readonly string[] };

/**
 * `parts`: null for a command that has no SARIF results; `unread` when the run stopped before its inputs
 * said. `leftOut`: results over the per-run limit (`SarifDocument.leftOut`), which a file would lack as
 * surely as those of a part not checked.
 */
export function sarifDecision(
  report: RunReport,
  parts: SarifParts | null | 'unread',
  leftOut: number,
): SarifDecision {
  if (report.runSkipped) return { write: false, level: 'notice', why: ['the run was skipped'] };
  if (parts === 'unread')
    return { write: false, level: 'warning', why: [`nothing was checked${because(report, [])}`] };
  if (parts === null)
    return {
      write: false,
      level: 'notice',
      why: [`command ${report.command} has no results for code scanning`],
    };
  const checks = parts.localChecks.filter((id) => inSarif({ checkId: id }));
  if (!parts.lockFiles && checks.length === 0)
    return {
      write: false,
      level: 'notice',
      why: ['the run was asked for neither lock files nor local checks whose results code scanning holds'],
    };
  const why = [
    ...(parts.lockFiles ? lockFileGaps(report) : []),
    ...(checks.length > 0 ? localCheckGaps(report, checks) : []),
    ...(leftOut > 0
      ? [
          `${plural(leftOut, 'result')} over code scanning's limit of ${MAX_RESULTS_PER_RUN.toLocaleString('en-US')} results per run would be left out`,
        ]
      : []),
  ];
  return why.length === 0 ? { write: true } : { write: false, level: 'warning', why };
}

/** The lock files were read whole and their advisories came back (or they pin nothing to ask about). */
function lockFileGaps(report: RunReport): string[] {
  const d = report.dependencies;
  if (d === null) return [`the lock files were not checked${because(report, LOCK_FILE_PARTS)}`];
  const gaps: string[] = [];
  const unread = [...new Set([...(d.unread ?? []), ...d.errors.map((e) => e.path)])];
  if (unread.length > 0)
    gaps.push(`${plural(unread.length, 'lock file')} could not be read in full (${unread.join(', ')})`);
  if (!d.uploaded && d.files.some((f) => f.packages > 0))
    gaps.push(
      `the lock files' advisories did not come back from the service${because(report, LOCK_FILE_PARTS)}`,
    );
  return gaps;
}

/** Every local check asked for ran to its end, over everything it covers. */
function localCheckGaps(report: RunReport, asked: readonly string[]): string[] {
  const l = report.localChecks;
  if (l === null) return [`the local checks were not run to their end${because(report, LOCAL_CHECK_PARTS)}`];
  const gaps: string[] = [];
  const missing = asked.filter((id) => !l.ran.includes(id));
  const named = missing.map((id) => {
    const refusal = l.refused.find((r) => r.id === id);
    return refusal ? `${id} (refused: ${refusal.reason})` : id;
  });
  if (missing.length > 0)
    gaps.push(`${plural(missing.length, 'local check')} asked for did not run: ${named.join(', ')}`);
  const partial = (l.partial ?? []).filter((p) => asked.includes(p.id));
  if (partial.length > 0)
    gaps.push(
      `${plural(new Set(partial.map((p) => p.id)).size, 'local check')} did not cover everything: ${partial.map((p) => `${p.id} (${p.why})`).join(', ')}`,
    );
  return gaps;
}

// The `what` of the skipped entries that say why a part was not read (the parts, the preflight, the checkout).
const LOCK_FILE_PARTS = ['Dependency upload', 'Lock files', 'Lock files and local checks'];
const LOCAL_CHECK_PARTS = ['Local checks', 'Lock files and local checks'];

/** Why, as the run said it: the part's skipped entry, or what stopped the run. */
function because(report: RunReport, parts: readonly string[]): string {
  const skipped = report.skipped.find((s) => parts.includes(s.what));
  if (skipped) return ` (${skipped.why})`;
  const stopped = report.verdict.reasons.find((r) => r.kind === 'stopped' && r.level === 'error');
  return stopped ? ` (the run stopped: ${stopped.message})` : '';
}
