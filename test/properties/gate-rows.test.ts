// One answer to "does this row fail the gate?", for any report and policy: the rows the "Gate" column of the
// comment and of the job summary marks as failing are exactly the rows annotated as errors (warnings under
// warn-only, which fails nothing) and exactly the items the verdict's failing reasons name. Findings may
// share a code and a title, one new and one still open; ignores have paths and expiry; there may be no
// baseline. Repository checks and the monitor's new advisories, judged by their command, likewise.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../../src/commands/repository-check/judgement.ts';
import { gateOutcomes } from '../../src/commands/monitor/monitor.ts';
import { annotationCandidates, type AnnotationLevel } from '../../src/github/annotations.ts';
import { advisoryLabel, findingLabel, localLabel, packageLabel } from '../../src/policy/gate.ts';
import { advisoryRow, findingRow, localRow, repositoryRow } from '../../src/policy/gate-rows.ts';
import { newnessGroups } from '../../src/render/baseline-section.ts';
import { renderComment } from '../../src/render/comment.ts';
import { gateMarks } from '../../src/render/gate-marks.ts';
import type {
  AffectedPackageView,
  FindingsView,
  LocalResultView,
  RunReport,
} from '../../src/render/model.ts';
import type { RepositoryCheckView } from '../../src/render/repository-check-view.ts';
import { DEFAULT_POLICY, type PolicySettings } from '../../src/settings/settings.ts';
import { finding, monitorAdvisory, monitorView, report } from '../render/fixtures.ts';
import { judged } from '../support/judged-report.ts';
import { summaryOf } from '../support/summary.ts';
import { check } from './settings.ts';

// Few values of each field, so rows often share a label while the gate judges them apart.
const severity = fc.constantFrom('critical', 'high', 'low', 'unknown');
const isNew = fc.option(fc.boolean(), { nil: undefined });
const withIsNew = <T>(row: T, fresh: boolean | undefined): T =>
  fresh === undefined ? row : { ...row, isNew: fresh };

const findings = fc
  .record({
    open: fc.uniqueArray(
      fc.record({
        id: fc.constantFrom('f1', 'f2', 'f3', 'f4', 'f5'),
        code: fc.option(fc.constantFrom('C1', 'C2'), { nil: null, freq: 4 }),
        title: fc.constant('T'),
        severity,
        fresh: fc.boolean(),
      }),
      { selector: (f) => f.id, maxLength: 5 },
    ),
    comparedBy: fc.constantFrom<FindingsView['comparedBy']>('service', 'baseline-findings', 'none'),
  })
  .map(({ open, comparedBy }) => {
    const views = open.map(({ fresh: _fresh, ...f }) => finding(f));
    return {
      new: comparedBy === 'none' ? [] : views.filter((_, i) => open[i]?.fresh === true),
      fixed: [],
      open: views,
      openBySeverity: {},
      comparedBy,
    };
  });

const affected = fc.uniqueArray(
  fc
    .record({
      advisoryId: fc.constantFrom('A1', 'A2', 'A3'),
      name: fc.constantFrom('p', 'q'),
      severity,
      fixedIn: fc.option(fc.constant('2'), { nil: null }),
      development: fc.boolean(),
      isNew,
      locations: fc.array(
        fc.record({ file: fc.constantFrom('package-lock.json', 'web/yarn.lock'), line: fc.nat(9) }),
        { minLength: 1, maxLength: 2 },
      ),
    })
    .map(({ development, isNew: fresh, ...a }): AffectedPackageView =>
      withIsNew(
        {
          ...a,
          title: 't',
          ecosystem: 'npm',
          version: '1',
          url: null,
          ...(development ? { development: true as const } : {}),
        },
        fresh,
      ),
    ),
  { selector: (a) => `${a.advisoryId} ${a.name}`, maxLength: 4 },
);

const place = fc.record({
  checkId: fc.constantFrom('tracked-secrets', 'git-history'),
  ruleId: fc.constantFrom('R1', 'R2'),
  file: fc.constantFrom('src/a.ts', 'src/x/b.ts', 'docs/c.md'),
  line: fc.nat(1),
});
const localResults = fc.uniqueArray(
  fc
    .record({
      at: place,
      severity,
      message: fc.constant('m'),
      isNew,
      others: fc.array(place, { maxLength: 2 }),
    })
    .map(({ at, severity: s, message, isNew: fresh, others }): LocalResultView => {
      const result = { ...at, severity: s, message, evidence: null, commit: null };
      return withIsNew(others.length > 0 ? { ...result, places: [at, ...others] } : result, fresh);
    }),
  { selector: (r) => localRow(r), maxLength: 4 },
);

const ignores = fc.array(
  fc.record({
    id: fc.constantFrom('C1', 'C2', 'f1', 'f2', 'A1', 'A2', 'R1', 'tracked-secrets'),
    path: fc.option(fc.constantFrom('src', 'src/*', 'docs/**'), { nil: null }),
    reason: fc.constant('accepted'),
    until: fc.option(fc.constantFrom('2026-01-01', '2026-11-22', '2027-01-01'), { nil: null }),
  }),
  { maxLength: 4 },
);

// Every value, as literals: checked against the settings' types.
const threshold = fc.constantFrom<PolicySettings['failOn']>(
  'critical',
  'high',
  'medium',
  'low',
  'info',
  'never',
);
const policy = fc
  .record({
    failOn: threshold,
    failScope: fc.constantFrom<'new' | 'all'>('new', 'all'),
    warnOnly: fc.boolean(),
    failOnDependencies: fc.option(threshold, { nil: null }),
    failOnLocalChecks: fc.option(threshold, { nil: null }),
    dependencyScopes: fc.constantFrom<PolicySettings['dependencyScopes']>('all', 'runtime'),
    failOnUnfixable: fc.boolean(),
  })
  .map((p): PolicySettings => ({ ...DEFAULT_POLICY, ...p }));

const run = fc.record({
  policy,
  ignores,
  scan: fc.option(
    fc.record({
      status: fc.constantFrom<'succeeded' | 'incomplete'>('succeeded', 'incomplete'),
      timedOut: fc.boolean(),
    }),
    {
      nil: null,
    },
  ),
  findings,
  affected,
  localResults,
});

type Row = { readonly key: string; readonly label: string; readonly mark: string };

/** Every row of the report's tables, with its key, the gate's label for it and its "Gate" mark. */
function rowsOf(r: RunReport): Row[] {
  const marks = gateMarks(r);
  return [
    ...(r.findings?.open ?? []).map((f) => ({
      key: findingRow(f),
      label: findingLabel(f),
      mark: marks.finding(f),
    })),
    ...(r.dependencies?.affected ?? []).map((a) => {
      const gated = { ...a, packageLabel: packageLabel(a) };
      return { key: advisoryRow(gated), label: advisoryLabel(gated), mark: marks.advisory(a) };
    }),
    ...(r.localChecks?.results ?? []).map((x) => ({
      key: localRow(x),
      label: localLabel(x),
      mark: marks.local(x),
    })),
  ];
}

const ROW_KINDS: readonly string[] = ['findings', 'advisories', 'local-checks'];
const sorted = (xs: Iterable<string>) => [...xs].sort();
const FAILS = '❌ **fails**';
const OVER = '⚠️ over (warn-only)';
const REPORTED = '⚠️ reported';

/**
 * The "Gate" cell of every table row under the summary's `### heading`, top to bottom; null when the
 * summary has no "Gate" column at all.
 */
function summaryMarks(summary: string, heading: string): string[] | null {
  if (!summary.includes('| Gate |')) return null;
  const start = summary.indexOf(`\n### ${heading}\n`);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = summary.indexOf('\n### ', start + 1);
  return summary
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Gate |') && !l.startsWith('| --- |'))
    .map((l) => l.slice(2, l.indexOf(' | ')));
}

function built(input: {
  policy: PolicySettings;
  ignores: RunReport['ignores'];
  scan: { status: 'succeeded' | 'incomplete'; timedOut: boolean } | null;
  findings: NonNullable<RunReport['findings']>;
  affected: readonly AffectedPackageView[];
  localResults: readonly LocalResultView[];
}): RunReport {
  const base = report();
  const scan = input.scan && base.scan ? { ...base.scan, ...input.scan } : null;
  const r = report({
    scan,
    findings: scan ? input.findings : null,
    dependencies: {
      files: [],
      errors: [],
      packageCount: input.affected.length,
      uploaded: true,
      webUrl: null,
      affected: input.affected,
    },
    localChecks: { ran: ['tracked-secrets', 'git-history'], refused: [], results: input.localResults },
  });
  return judged(r, input.policy, input.ignores);
}

describe('the gate column, the annotations and the reasons agree', () => {
  it('marks as failing exactly the rows annotated as errors and named by failing reasons', () => {
    check(
      fc.property(run, (c) => {
        const r = built(c);
        const rows = rowsOf(r);
        const levels = new Map<string, Set<AnnotationLevel>>();
        for (const a of annotationCandidates(r)) {
          if (a.row === undefined) continue;
          levels.set(a.row, (levels.get(a.row) ?? new Set()).add(a.level));
        }
        // Every place of a row (lock-file lines, a secret's other files) is annotated at one level.
        for (const row of rows) expect(levels.get(row.key)?.size).toBe(1);
        const levelOf = (row: Row) => [...(levels.get(row.key) ?? [])][0];

        const failing = rows.filter((x) => x.mark === FAILS || x.mark === OVER);
        const failMark = c.policy.warnOnly ? OVER : FAILS;
        expect(failing.every((x) => x.mark === failMark)).toBe(true);
        expect(sorted(rows.filter((x) => levelOf(x) === 'error').map((x) => x.key))).toEqual(
          c.policy.warnOnly ? [] : sorted(failing.map((x) => x.key)),
        );
        expect(failing.every((x) => levelOf(x) === (c.policy.warnOnly ? 'warning' : 'error'))).toBe(true);

        // The reasons name the same rows, by label (labels may repeat: counted, not just present).
        const named = (level: 'fail' | 'warn') =>
          sorted(
            r.verdict.reasons
              .filter((x) => x.level === level && ROW_KINDS.includes(x.kind))
              .flatMap((x) => x.items),
          );
        expect(sorted(failing.map((x) => x.label))).toEqual(named('fail'));
        const reported = rows.filter((x) => x.mark === REPORTED);
        expect(sorted(reported.map((x) => x.label))).toEqual(named('warn'));
        expect(reported.every((x) => levelOf(x) === 'warning')).toBe(true);

        // warn-only changes how a failing row is shown, never which rows fail.
        if (c.policy.warnOnly) {
          const strict = rowsOf(built({ ...c, policy: { ...c.policy, warnOnly: false } }));
          expect(strict.filter((x) => x.mark === FAILS).map((x) => x.key)).toEqual(failing.map((x) => x.key));
        }

        // The comment shows each failing row once with its mark (new, or still open and over the policy).
        const comment = renderComment(r, '<!-- m -->', null);
        expect(comment.split(`| ${failMark} |`).length - 1).toBe(failing.length);

        // The job summary lists every row, in its tables' order, each with the mark checked above.
        const markOf = new Map(rows.map((x) => [x.key, x.mark]));
        const marksOf = <T>(items: readonly T[], key: (item: T) => string) =>
          items.map((item) => markOf.get(key(item)) ?? 'no such row');
        const f = r.findings;
        const newIds = new Set(f?.new.map((x) => x.id));
        const expected = {
          Findings: marksOf(
            [...(f?.new ?? []), ...(f?.open ?? []).filter((x) => !newIds.has(x.id))],
            findingRow,
          ),
          Dependencies: marksOf(
            newnessGroups(r.dependencies?.affected ?? [], String).flatMap(([, group]) => group),
            (a) => advisoryRow({ ...a, packageLabel: packageLabel(a) }),
          ),
          'Local checks': marksOf(
            newnessGroups(r.localChecks?.results ?? [], String).flatMap(([, group]) => group),
            localRow,
          ),
        };
        const summary = summaryOf(r);
        for (const [heading, marks] of Object.entries(expected)) {
          if (heading === 'Findings' && f === null) continue;
          // No "Gate" column at all when no row is marked.
          expect(summaryMarks(summary, heading) ?? marks.map(() => '')).toEqual(marks);
        }
      }),
    );
  });
});

const repositoryChecks = fc.uniqueArray(
  fc
    .record({
      repo: fc.constantFrom('o/a', 'o/b', 'p/a'),
      verdict: fc.constantFrom('safe', 'caution', 'do_not_install', null),
      failure: fc.option(fc.constant('not-found'), { nil: null, freq: 4 }),
      timedOut: fc.boolean(),
      listed: fc.boolean(),
    })
    .map(({ repo, verdict, failure, timedOut, listed }): RepositoryCheckView => ({
      url: `https://github.com/${repo}`,
      source: listed ? null : { file: '.github/workflows/ci.yml', line: 6, uses: `${repo}@v1` },
      checkId: `c-${repo}`,
      status: timedOut ? 'running' : failure === null ? 'succeeded' : 'failed',
      reused: false,
      timedOut,
      verdict,
      appRisk: null,
      score: null,
      summary: null,
      failure,
      findings: [],
      moreFindings: 0,
      webUrl: null,
    })),
  { selector: (c) => c.url, maxLength: 3 },
);

const freshAdvisories = fc.uniqueArray(
  fc
    .record({ id: fc.constantFrom('A1', 'A2', 'A3'), severity, exploited: fc.boolean() })
    .map((a) => monitorAdvisory({ ...a, title: 't', packages: [], sites: [] })),
  { selector: (a) => a.id, maxLength: 3 },
);

const outcomeIgnores = fc.array(
  fc.record({
    id: fc.constantFrom('o/a', 'https://github.com/o/b', 'A1', 'A2'),
    path: fc.constant(null),
    reason: fc.constant('accepted'),
    until: fc.option(fc.constantFrom('2026-01-01', '2027-01-01'), { nil: null }),
  }),
  { maxLength: 2 },
);

/** The kind of annotation each row got, by row key: one level per row. */
function annotationLevels(r: RunReport): Map<string, AnnotationLevel> {
  const levels = new Map<string, Set<AnnotationLevel>>();
  for (const a of annotationCandidates(r)) {
    if (a.row !== undefined) levels.set(a.row, (levels.get(a.row) ?? new Set()).add(a.level));
  }
  return new Map(
    [...levels].map(([row, set]) => {
      expect(set.size).toBe(1);
      return [row, [...set][0] ?? 'notice'];
    }),
  );
}

/** The items the verdict's outcome reasons of a level name. */
const outcomeItems = (r: RunReport, level: 'fail' | 'warn') =>
  sorted(r.verdict.reasons.filter((x) => x.kind === 'outcomes' && x.level === level).flatMap((x) => x.items));

describe("the job summary's gate column over what a command judges itself", () => {
  it('marks the repository checks the gate names, and those annotated as errors', () => {
    check(
      fc.property(policy, outcomeIgnores, repositoryChecks, (p, ignores, checks) => {
        const outcomes = checks.flatMap((c) => outcomeOf(c) ?? []);
        const base = report({ command: 'repository-check', scan: null, findings: null });
        const r = judged({ ...base, repositoryChecks: checks }, p, ignores, outcomes);
        const summary = summaryOf(r);
        const marks = summaryMarks(summary, 'Repository checks') ?? checks.map(() => '');
        expect(marks).toHaveLength(checks.length);
        const markOf = (c: RepositoryCheckView) => marks[checks.indexOf(c)];
        const failMark = p.warnOnly ? OVER : FAILS;
        const failing = checks.filter((c) => markOf(c) === failMark);
        const reported = checks.filter((c) => markOf(c) === REPORTED);
        expect(failing.length + reported.length).toBe(marks.filter((m) => m !== '').length);

        const item = (c: RepositoryCheckView) => outcomeOf(c)?.item ?? 'not judged';
        expect(sorted(failing.map(item))).toEqual(outcomeItems(r, 'fail'));
        expect(sorted(reported.map(item))).toEqual(outcomeItems(r, 'warn'));
        const levels = annotationLevels(r);
        const errors = checks.filter((c) => levels.get(repositoryRow(c.url)) === 'error');
        expect(errors).toEqual(p.warnOnly ? [] : failing);

        // The comment's repository table is the summary's, marked alike.
        const comment = renderComment(r, '<!-- m -->', null);
        expect(comment.split(`| ${failMark} |`).length - 1).toBe(failing.length);
      }),
    );
  });

  it("marks the monitor's new advisories the gate names, and the packages they affect", () => {
    check(
      fc.property(policy, outcomeIgnores, freshAdvisories, affected, (p, ignores, fresh, packages) => {
        const base = report({
          command: 'monitor',
          scan: null,
          findings: null,
          monitor: monitorView({ failOn: p.failOn, new: fresh, withdrawn: [], issues: [] }),
          dependencies: {
            files: [],
            errors: [],
            packageCount: packages.length,
            uploaded: true,
            webUrl: null,
            affected: packages,
          },
        });
        const r = judged(base, p, ignores, gateOutcomes(fresh, p.failOn));
        const summary = summaryOf(r);
        const marks = summaryMarks(summary, 'Advisories') ?? fresh.map(() => '');
        expect(marks).toHaveLength(fresh.length);
        const failMark = p.warnOnly ? OVER : FAILS;
        expect(marks.every((m) => m === '' || m === failMark)).toBe(true);
        const failing = fresh.filter((_, i) => marks[i] === failMark);
        const item = (a: (typeof fresh)[number]) => gateOutcomes([a], p.failOn)[0]?.item ?? 'not judged';
        expect(sorted(failing.map(item))).toEqual(outcomeItems(r, 'fail'));

        // A package stands as the advisory affecting it, as its lock-file annotations do.
        const advisoryMark = new Map(fresh.map((a, i) => [a.id, marks[i] ?? '']));
        const listed = newnessGroups(packages, String).flatMap(([, group]) => group);
        const packageMarks = summaryMarks(summary, 'Dependencies') ?? listed.map(() => '');
        expect(packageMarks).toEqual(listed.map((a) => advisoryMark.get(a.advisoryId) ?? ''));
        const levels = annotationLevels(r);
        const errors = listed.filter(
          (a) => levels.get(advisoryRow({ ...a, packageLabel: packageLabel(a) })) === 'error',
        );
        expect(errors).toEqual(p.warnOnly ? [] : listed.filter((_, i) => packageMarks[i] === FAILS));
      }),
    );
  });
});
