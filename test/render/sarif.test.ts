import { describe, expect, it } from 'vitest';
import type {
  AffectedPackageView,
  DependenciesView,
  LocalResultView,
  RunReport,
} from '../../src/render/model.ts';
import { buildSarif, MAX_RESULTS_PER_RUN, sarifDecision, type SarifParts } from '../../src/render/sarif.ts';
import { report } from './fixtures.ts';
import { sarifSchemaErrors } from './sarif-schema.ts';

const affected: AffectedPackageView = {
  advisoryId: 'GHSA-aaaa-bbbb-cccc',
  title: 'Prototype pollution [see](https://evil.example)',
  severity: 'high',
  ecosystem: 'npm',
  name: 'lodash',
  version: '4.17.20',
  fixedIn: '4.17.21',
  url: 'https://advisories.example.com/GHSA-aaaa-bbbb-cccc',
  locations: [
    { file: 'package-lock.json', line: 120 },
    { file: 'web app/yarn.lock', line: 33 },
  ],
};

const local = (over: Partial<LocalResultView> = {}): LocalResultView => ({
  checkId: 'tracked-secrets',
  ruleId: 'tracked-secrets/aws-access-key-id',
  severity: 'critical',
  file: 'src/config.ts',
  line: 4,
  message: 'AWS access key',
  evidence: 'AKIA… (20 chars)',
  commit: null,
  ...over,
});

interface Run {
  tool: { driver: { rules: { id: string }[] } };
  automationDetails: { id: string };
  results: {
    ruleId: string;
    ruleIndex: number;
    level: string;
    message: { text: string };
    suppressions?: { kind: string; justification: string }[];
    locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
  }[];
}

const options = { informationUri: 'https://github.com/o/r', siteKey: 'site_1' };
const runOf = (sarif: Record<string, unknown>) => (sarif.runs as Run[])[0] as Run;

function withResults(affectedList: readonly AffectedPackageView[], results: readonly LocalResultView[]) {
  return report({
    dependencies: {
      files: [],
      packageCount: 10,
      affected: affectedList,
      errors: [],
      uploaded: true,
      webUrl: null,
    },
    localChecks: { ran: ['tracked-secrets'], refused: [], results },
  });
}

describe('buildSarif', () => {
  it('locates every result on a file and line, with one rule id per advisory or check rule', () => {
    const r = withResults([affected, { ...affected, locations: [] }], [local(), local({ line: 9 })]);
    const { sarif, results, unlocated, leftOut } = buildSarif(r, options);
    expect([results, unlocated, leftOut]).toEqual([4, 1, 0]);
    const run = runOf(sarif);
    expect(run.tool.driver.rules.map((rule) => rule.id)).toEqual([
      'tracked-secrets/aws-access-key-id',
      'GHSA-aaaa-bbbb-cccc',
    ]);
    expect(run.results.map((x) => [x.ruleId, x.ruleIndex])).toEqual([
      ['tracked-secrets/aws-access-key-id', 0],
      ['tracked-secrets/aws-access-key-id', 0],
      ['GHSA-aaaa-bbbb-cccc', 1],
      ['GHSA-aaaa-bbbb-cccc', 1],
    ]);
    expect(run.results.map((x) => x.level)).toEqual(['error', 'error', 'error', 'error']);
    expect(run.results[2]?.message.text).toContain('\\[see\\](https://evil.example)');
    expect(sarifSchemaErrors(sarif)).toEqual([]);
  });

  it('writes paths as percent-encoded relative references that no scheme can take over', () => {
    const files = ['weird:name.js', 'a b/#x?%.js', 'dir/new\nline.js', './src\\win.ts'];
    const r = withResults(
      [],
      files.map((file) => local({ file })),
    );
    const { sarif } = buildSarif(r, options);
    expect(runOf(sarif).results.map((x) => x.locations[0]?.physicalLocation.artifactLocation.uri)).toEqual([
      'weird%3Aname.js',
      'a%20b/%23x%3F%25.js',
      'dir/new%0Aline.js',
      'src/win.ts',
    ]);
    expect(sarifSchemaErrors(sarif)).toEqual([]);
  });

  it('names its category by command and site, so parallel uploads do not replace each other', () => {
    const a = runOf(buildSarif(withResults([], [local()]), options).sarif);
    const b = runOf(
      buildSarif(withResults([], [local()]), { ...options, siteKey: 'https://x.example/' }).sarif,
    );
    expect(a.automationDetails.id).toBe('security-scan-action/scan/site_1/');
    expect(b.automationDetails.id).toBe('security-scan-action/scan/https_x.example_-ee0842e7ea/');
  });

  it('keeps the most severe results within the per-run limit and counts the rest', () => {
    const many = Array.from({ length: MAX_RESULTS_PER_RUN + 5 }, (_, i) =>
      local({ severity: i < 10 ? 'critical' : 'low', line: i + 1 }),
    );
    const { sarif, results, leftOut } = buildSarif(withResults([], many.reverse()), options);
    expect([results, leftOut]).toEqual([MAX_RESULTS_PER_RUN, 5]);
    expect(runOf(sarif).results.filter((x) => x.level === 'error')).toHaveLength(10);
  });

  it('writes ignored results with an external suppression that carries the reason, after the others', () => {
    const r = {
      ...withResults([affected], [local({ severity: 'low' })]),
      ignores: [{ id: 'GHSA-aaaa-bbbb-cccc', path: null, reason: 'not reachable [x]', until: null }],
    };
    const run = runOf(buildSarif(r, options).sarif);
    expect(run.results.map((x) => x.suppressions ?? null)).toEqual([
      null,
      [{ kind: 'external', status: 'accepted', justification: 'not reachable \\[x\\]' }],
      [{ kind: 'external', status: 'accepted', justification: 'not reachable \\[x\\]' }],
    ]);
    expect(sarifSchemaErrors(buildSarif(r, options).sarif)).toEqual([]);
  });

  it('is valid against the schema with no results at all, which refuses an unencoded path', () => {
    const { sarif } = buildSarif(report(), options);
    expect(sarifSchemaErrors(sarif)).toEqual([]);
    const location = { physicalLocation: { artifactLocation: { uri: 'a b.js' } } };
    const bad = {
      ...sarif,
      runs: [{ ...runOf(sarif), results: [{ message: { text: 'x' }, locations: [location] }] }],
    };
    expect(sarifSchemaErrors(bad).join()).toMatch(/uri-reference/);
  });
});

describe('buildSarif for one secret value at several places', () => {
  const grouped = local({
    places: [
      {
        checkId: 'tracked-secrets',
        ruleId: 'tracked-secrets/aws-access-key-id',
        file: 'src/config.ts',
        line: 4,
      },
      {
        checkId: 'container-values',
        ruleId: 'container-values/secret-value',
        file: 'src/config.ts',
        line: 4,
      },
      {
        checkId: 'tracked-secrets',
        ruleId: 'tracked-secrets/aws-access-key-id',
        file: 'deploy/env.yml',
        line: 2,
      },
    ],
  });

  it('writes one result on the first place, the others as related locations named in the text', () => {
    const { sarif, results } = buildSarif(withResults([], [grouped]), options);
    expect(results).toBe(1);
    const [result] = runOf(sarif).results as (Run['results'][number] & {
      relatedLocations?: { id: number; physicalLocation: { artifactLocation: { uri: string } } }[];
    })[];
    expect(result?.locations[0]?.physicalLocation.artifactLocation.uri).toBe('src/config.ts');
    expect(result?.relatedLocations?.map((l) => l.physicalLocation.artifactLocation.uri)).toEqual([
      'deploy/env.yml',
    ]);
    expect(result?.message.text).toContain('Also at deploy/env.yml:2.');
    expect(sarifSchemaErrors(sarif)).toEqual([]);
  });

  it('suppresses it only when ignores cover every place', () => {
    const entry = (path: string | null) => ({ id: 'tracked-secrets', path, reason: 'fixture', until: null });
    const suppressed = (ignores: RunReport['ignores']) =>
      runOf(buildSarif({ ...withResults([], [grouped]), ignores }, options).sarif).results[0]
        ?.suppressions !== undefined;
    expect(suppressed([entry('src/')])).toBe(false);
    expect(suppressed([entry('src/'), entry('deploy/')])).toBe(false);
    expect(suppressed([entry(null), { id: 'container-values', path: null, reason: 'x', until: null }])).toBe(
      true,
    );
  });
});

describe('sarifDecision: a file only when it is complete for what it covers', () => {
  const both: SarifParts = { lockFiles: true, localChecks: ['tracked-secrets', 'source-maps'] };
  const deps = (over: Partial<DependenciesView> = {}): DependenciesView => ({
    files: [{ path: 'package-lock.json', format: 'npm-v3', packages: 3, skipped: 0, skippedBy: {} }],
    errors: [],
    packageCount: 3,
    uploaded: true,
    affected: [affected],
    webUrl: null,
    ...over,
  });
  const ranBoth = { ran: ['tracked-secrets', 'source-maps'], refused: [], results: [local()] };
  const checked: Pick<RunReport, 'dependencies' | 'localChecks'> = {
    dependencies: deps(),
    localChecks: ranBoth,
  };
  const stoppedBy = (message: string): Pick<RunReport, 'verdict'> => ({
    verdict: {
      ...report().verdict,
      verdict: 'error',
      reasons: [{ kind: 'stopped', level: 'error', message, items: [] }],
    },
  });
  const why = (r: RunReport, parts: SarifParts | null | 'unread' = both, leftOut = 0) => {
    const decision = sarifDecision(r, parts, leftOut);
    return decision.write ? 'write' : `${decision.level}: ${decision.why.join('; ')}`;
  };

  it('writes when every part asked for was checked in full, whatever the verdict', () => {
    expect(why(report({ ...checked }))).toBe('write');
    // The scan is no part of the file: its outage does not hold back what the lock files and checks gave.
    expect(why(report({ ...checked, ...stoppedBy('the scan ended failed') }))).toBe('write');
  });

  it('writes when the lock files pin nothing to ask about, or there are none', () => {
    const none = deps({ files: [], uploaded: false, packageCount: 0, affected: [] });
    expect(why(report({ ...checked, dependencies: none }))).toBe('write');
    const unpinned = deps({
      files: [{ path: 'requirements.txt', format: 'requirements', packages: 0, skipped: 2, skippedBy: {} }],
      uploaded: false,
      affected: [],
    });
    expect(why(report({ ...checked, dependencies: unpinned }))).toBe('write');
  });

  it('judges only the parts the run was asked for', () => {
    expect(
      why(report({ ...checked, dependencies: null }), { lockFiles: false, localChecks: ['tracked-secrets'] }),
    ).toBe('write');
    expect(why(report({ ...checked, localChecks: null }), { lockFiles: true, localChecks: [] })).toBe(
      'write',
    );
  });

  it('refuses when the service stopped before the advisories came back, saying what stopped the run', () => {
    const r = report({
      ...checked,
      dependencies: deps({ uploaded: false, affected: [] }),
      ...stoppedBy('the service could not be reached'),
    });
    expect(why(r)).toBe(
      "warning: the lock files' advisories did not come back from the service (the run stopped: the service could not be reached)",
    );
  });

  it('refuses when a lock file or a line of one could not be read', () => {
    const errors = [
      { path: 'yarn.lock', line: 4, message: 'unterminated string' },
      { path: 'yarn.lock', line: 9, message: 'unterminated string' },
    ];
    expect(why(report({ ...checked, dependencies: deps({ errors }) }))).toBe(
      'warning: 1 lock file could not be read in full (yarn.lock)',
    );
  });

  it('refuses when the lock files were not read, with the reason the run gave', () => {
    const skipped = [
      { what: 'Dependency upload', why: "not authorized: the API key lacks the 'sites' permission" },
    ];
    expect(why(report({ ...checked, dependencies: null, skipped }))).toBe(
      "warning: the lock files were not checked (not authorized: the API key lacks the 'sites' permission)",
    );
    const noCheckout = [
      { what: 'Lock files and local checks', why: 'not read: the workspace holds no checkout' },
    ];
    expect(why(report({ dependencies: null, localChecks: null, skipped: noCheckout }))).toBe(
      'warning: the lock files were not checked (not read: the workspace holds no checkout); the local checks were not run to their end (not read: the workspace holds no checkout)',
    );
  });

  it('refuses when the local checks failed, timed out or were cancelled, or were refused', () => {
    expect(
      why(
        report({ ...checked, localChecks: null, ...stoppedBy('the run was cancelled before it finished') }),
      ),
    ).toBe(
      'warning: the local checks were not run to their end (the run stopped: the run was cancelled before it finished)',
    );
    const skipped = [
      { what: 'Local checks', why: "not authorized: the API key lacks the 'local' permission" },
    ];
    expect(why(report({ ...checked, localChecks: null, skipped }))).toBe(
      "warning: the local checks were not run to their end (not authorized: the API key lacks the 'local' permission)",
    );
  });

  it("refuses when a local check asked for did not run, naming the service's reason where it gave one", () => {
    const localChecks = {
      ran: ['tracked-secrets'],
      refused: [{ id: 'source-maps', reason: 'disabled' }],
      results: [],
    };
    expect(why(report({ ...checked, localChecks }))).toBe(
      'warning: 1 local check asked for did not run: source-maps (refused: disabled)',
    );
    expect(why(report({ ...checked, localChecks: { ...localChecks, refused: [] } }))).toBe(
      'warning: 1 local check asked for did not run: source-maps',
    );
  });

  it('refuses when a local check asked for did not cover everything; a part not asked for does not count', () => {
    const localChecks = {
      ...ranBoth,
      partial: [
        { id: 'source-maps', why: '1200 results, only the first 1000 kept' },
        { id: 'dockerfile', why: '1100 results, only the first 1000 kept' },
      ],
    };
    expect(why(report({ ...checked, localChecks }))).toBe(
      'warning: 1 local check did not cover everything: source-maps (1200 results, only the first 1000 kept)',
    );
  });

  it('leaves git-history out: its results name commits, and a bounded history would close the rest', () => {
    const history = { lockFiles: true, localChecks: ['tracked-secrets', 'git-history'] };
    const localChecks = {
      ran: ['tracked-secrets'],
      refused: [{ id: 'git-history', reason: 'disabled' }],
      results: [],
      partial: [{ id: 'git-history', why: 'history read partly (shallow clone)' }],
    };
    expect(why(report({ ...checked, localChecks }), history)).toBe('write');
    expect(why(report({ ...checked }), { lockFiles: false, localChecks: ['git-history'] })).toBe(
      'notice: the run was asked for neither lock files nor local checks whose results code scanning holds',
    );
    const inHistory = local({
      checkId: 'git-history',
      ruleId: 'git-history/aws-access-key-id',
      commit: 'c'.repeat(40),
    });
    const doc = buildSarif(withResults([], [inHistory, local()]), options);
    expect(doc.results).toBe(1);
  });

  it('refuses results over the per-run limit: a file without them would close their alerts', () => {
    expect(why(report({ ...checked }), both, 2)).toBe(
      "warning: 2 results over code scanning's limit of 25,000 results per run would be left out",
    );
  });

  it('writes nothing, with a notice, for a file that would cover nothing', () => {
    expect(why(report({ command: 'quick-check' }), null)).toBe(
      'notice: command quick-check has no results for code scanning',
    );
    expect(why(report({ ...checked }), { lockFiles: false, localChecks: [] })).toBe(
      'notice: the run was asked for neither lock files nor local checks whose results code scanning holds',
    );
    expect(why(report({ runSkipped: 'a fork without the key' }))).toBe('notice: the run was skipped');
  });

  it('refuses a run stopped before its inputs said what it was asked for', () => {
    expect(why(report(stoppedBy("Input 'fail-on' is 'hihg'")), 'unread')).toBe(
      "warning: nothing was checked (the run stopped: Input 'fail-on' is 'hihg')",
    );
  });
});
