// The shape of a scan's report file (src/render/model.ts), as `command: report` reads it: every field the
// renderers touch, typed and bounded. A report may come from an artifact a fork's run uploaded, so anything
// else (an unknown field, a wrong type, a list over its bound) refuses the file. The compiler holds the
// schema to the model: what it reads must be a RunReport (the check at the end).
import { FINDING_STATES, SCAN_STATUSES } from '../../api/types.ts';
import type { ReasonKind } from '../../policy/gate.ts';
import type { RunReport } from '../../render/model.ts';
import { COMMANDS, FAIL_ON, SEVERITIES } from '../../settings/choices.ts';
import {
  bool,
  int,
  list,
  literal,
  matching,
  none,
  nullable,
  num,
  object,
  oneOf,
  optional,
  record,
  text,
  type Read,
} from './shape.ts';

/** Far above a real report; the renderers show the first rows and count the rest. */
const MANY = 100_000;
const SOME = 1_000;
const SHA = matching(/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/, 'a commit sha');
const severity = oneOf([...SEVERITIES, 'unknown'] as const);
const REASON_KINDS = [
  'stopped',
  'status',
  'timeout',
  'coverage',
  'findings',
  'advisories',
  'local-checks',
  'outcomes',
] as const satisfies readonly ReasonKind[];

const finding = object({
  id: text(200),
  code: nullable(text(200)),
  severity,
  state: oneOf(FINDING_STATES),
  category: text(200),
  title: text(),
  webUrl: nullable(text(2000)),
});

const ignoreEntry = object({
  id: text(500),
  path: nullable(text(1000)),
  reason: text(),
  until: nullable(text(20)),
});

const verdict = object({
  verdict: oneOf(['pass', 'warn', 'fail', 'error'] as const),
  reasons: list(
    object({
      kind: oneOf(REASON_KINDS),
      level: oneOf(['fail', 'error', 'warn'] as const),
      message: text(),
      items: list(text(), MANY),
      rows: optional(list(text(), MANY)),
    }),
    SOME,
  ),
  ignored: list(object({ item: text(), entry: ignoreEntry }), MANY),
  expiredIgnores: list(ignoreEntry, SOME),
  policyText: text(),
});

const scan = object({
  id: text(200),
  kind: oneOf(['pulse', 'deep', 'unknown'] as const),
  status: oneOf([...SCAN_STATUSES, 'unknown'] as const),
  webUrl: nullable(text(2000)),
  replayed: bool,
  baselineId: nullable(text(200)),
  progressPercent: nullable(num),
  coveragePercent: nullable(num),
  caveats: list(text(), SOME),
  timedOut: bool,
});

const baseline = object({
  scanId: nullable(text(200)),
  source: oneOf(['input', 'base-branch', 'branch', 'none'] as const),
  site: text(2000),
  branch: nullable(text(1000)),
  recordedBy: nullable(object({ sha: text(100), runId: text(100), event: text(100), at: text(100) })),
  note: nullable(text()),
  unread: optional(literal(true)),
  recordedFor: nullable(text(1000)),
  rerun: optional(nullable(text())),
});

const findings = object({
  new: list(finding, MANY),
  fixed: list(finding, MANY),
  open: list(finding, MANY),
  openBySeverity: record(int),
  comparedBy: oneOf(['service', 'baseline-findings', 'none'] as const),
});

const place = { file: text(1000), line: int };

const dependencies = object({
  files: list(
    object({
      path: text(1000),
      format: text(100),
      packages: int,
      skipped: int,
      skippedBy: record(int),
    }),
    SOME,
  ),
  errors: list(object({ path: text(1000), line: nullable(int), message: text() }), MANY),
  unread: optional(list(text(1000), MANY)),
  packageCount: int,
  uploaded: bool,
  affected: list(
    object({
      advisoryId: text(200),
      title: text(),
      severity,
      ecosystem: text(100),
      name: text(500),
      version: text(200),
      fixedIn: nullable(text(200)),
      url: nullable(text(2000)),
      locations: list(object(place), SOME),
      development: optional(literal(true)),
      isNew: optional(bool),
    }),
    MANY,
  ),
  webUrl: nullable(text(2000)),
});

const localPlace = object({ checkId: text(200), ruleId: text(200), ...place });

const localChecks = object({
  ran: list(text(200), 100),
  refused: list(object({ id: text(200), reason: text() }), 100),
  results: list(
    object({
      checkId: text(200),
      ruleId: text(200),
      severity,
      ...place,
      message: text(),
      evidence: nullable(text()),
      commit: nullable(text(100)),
      isNew: optional(bool),
      places: optional(list(localPlace, SOME)),
    }),
    MANY,
  ),
  partial: optional(list(object({ id: text(200), why: text() }), 100)),
});

const pullRequest = object({
  number: int,
  headSha: SHA,
  baseSha: nullable(text(100)),
  changedFiles: int,
  siteKey: text(2000),
});

const judged = object({
  event: text(100),
  sha: SHA,
  siteKey: text(2000),
  siteSlug: matching(/^[A-Za-z0-9._-]{1,100}$/, 'a slug'),
});

/** The summary's trend chart (docs/trend.md): twenty scans at most, counts only; labels come from `at`. */
const trend = object({
  kind: oneOf(['pulse', 'deep'] as const),
  failOn: oneOf(FAIL_ON),
  points: list(
    object({
      scanId: text(200),
      at: nullable(text(100)),
      webUrl: nullable(text(2000)),
      open: object({ critical: int, high: int, medium: int, low: int, info: int }),
    }),
    20,
  ),
});

const allowance = object({
  kind: oneOf(['pulse', 'deep'] as const),
  readBefore: literal(true),
  limit: nullable(int),
  used: nullable(int),
  remaining: nullable(int),
  resetsAt: nullable(text(100)),
});

const errorView = object({
  message: text(),
  nextStep: nullable(text()),
  webUrl: nullable(text(2000)),
  requestId: nullable(text(200)),
});

export const readScanReport = object({
  schemaVersion: text(20),
  tool: object({ name: text(100), version: text(100) }),
  command: oneOf(COMMANDS),
  startedAt: text(100),
  finishedAt: text(100),
  site: nullable(object({ id: text(500), label: text(2000), webUrl: nullable(text(2000)) })),
  approvalUrl: nullable(text(2000)),
  baseline: optional(nullable(baseline)),
  scan: nullable(scan),
  findings: nullable(findings),
  dependencies: nullable(dependencies),
  localChecks: nullable(localChecks),
  monitor: none,
  repositoryChecks: none,
  quickCheck: none,
  verification: none,
  dnsRecheck: none,
  pullRequest: optional(nullable(pullRequest)),
  judged: optional(nullable(judged)),
  trend: optional(nullable(trend)),
  source: optional(nullable(object({ serverUrl: text(2000), repository: text(500), sha: text(100) }))),
  account: optional(
    nullable(object({ permissions: nullable(list(text(100), 100)), allowance: nullable(allowance) })),
  ),
  verdict,
  ignores: list(ignoreEntry, SOME),
  skipped: list(object({ what: text(1000), why: text() }), SOME),
  runSkipped: optional(nullable(text())),
  policyChange: optional(nullable(text())),
  warnings: list(text(), SOME),
  errors: list(errorView, SOME),
  files: object({ sarif: nullable(text(2000)), repairBrief: nullable(text(2000)) }),
});

/** What the schema reads is a run report: a field the model requires and the schema forgot fails here. */
export type ScanReport = Read<typeof readScanReport>;
const _isRunReport = (r: ScanReport): RunReport => r;
void _isRunReport;
