import { describe, expect, it } from 'vitest';
import type { AffectedPackageView, LocalResultView, RunReport } from '../../src/render/model.ts';
import { buildSarif, MAX_RESULTS_PER_RUN } from '../../src/render/sarif.ts';
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
