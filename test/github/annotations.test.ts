import { describe, expect, it } from 'vitest';
import { planAnnotations, PER_LEVEL_LIMIT, RESERVED } from '../../src/github/annotations.ts';
import { DEFAULT_POLICY, type PolicySettings } from '../../src/settings/settings.ts';
import { gateOutcomes } from '../../src/commands/monitor/monitor.ts';
import { outcomeOf } from '../../src/commands/repository-check/judgement.ts';
import type { IgnoreEntry } from '../../src/policy/policy-file.ts';
import type { RepositoryCheckView } from '../../src/render/repository-check-view.ts';
import type { AffectedPackageView, RunReport } from '../../src/render/model.ts';
import { judged } from '../support/judged-report.ts';
import { finding, localPlace, monitorAdvisory, monitorView, report } from '../render/fixtures.ts';

describe('planAnnotations', () => {
  it('keeps within 10 per level, most severe first, and counts what was left out', () => {
    const open = [
      ...Array.from({ length: 15 }, (_, i) => finding({ id: `h${i}`, code: `HIG-${i}`, severity: 'high' })),
      ...Array.from({ length: 3 }, (_, i) =>
        finding({ id: `c${i}`, code: `CRI-${i}`, severity: 'critical' }),
      ),
      ...Array.from({ length: 12 }, (_, i) => finding({ id: `l${i}`, code: `LOW-${i}`, severity: 'low' })),
    ];
    const r = report();
    const planned = planAnnotations(
      judged(
        {
          ...r,
          findings: { ...r.findings, new: [], fixed: [], open, openBySeverity: {}, comparedBy: 'service' },
        },
        DEFAULT_POLICY,
      ),
    );
    const errors = planned.filter((a) => a.level === 'error');
    // One error slot stays free for the verdict's own error at the end of the run.
    expect(errors).toHaveLength(PER_LEVEL_LIMIT - RESERVED.error);
    expect(errors.slice(0, 3).every((a) => a.title.includes('critical'))).toBe(true);
    const notices = planned.filter((a) => a.level === 'notice');
    // The notices left for the run itself, less the one counting what was left out.
    expect(notices).toHaveLength(PER_LEVEL_LIMIT - RESERVED.notice + 1);
    expect(notices.at(-1)?.message).toMatch(/^13 more results were not annotated/);
  });

  it('counts one result left out in the singular', () => {
    const open = Array.from({ length: PER_LEVEL_LIMIT - RESERVED.error + 1 }, (_, i) =>
      finding({ id: `h${i}`, code: `HIG-${i}`, severity: 'high' }),
    );
    const r = report();
    const planned = planAnnotations(
      judged(
        {
          ...r,
          findings: { ...r.findings, new: [], fixed: [], open, openBySeverity: {}, comparedBy: 'service' },
        },
        DEFAULT_POLICY,
      ),
    );
    expect(planned.filter((a) => a.level === 'notice').at(-1)?.message).toMatch(
      /^1 more result was not annotated \(GitHub shows/,
    );
  });

  it('annotates an ignored result as a notice giving the reason, after the others', () => {
    const r = report({
      ignores: [{ id: 'HIG-0', path: null, reason: 'accepted risk', until: null }],
    });
    const open = [
      finding({ id: 'h0', code: 'HIG-0', severity: 'critical' }),
      finding({ id: 'h1', code: 'HIG-1' }),
    ];
    const planned = planAnnotations(
      judged(
        {
          ...r,
          findings: { new: [], fixed: [], open, openBySeverity: {}, comparedBy: 'service' },
        },
        DEFAULT_POLICY,
      ),
    );
    expect(planned.map((a) => [a.level, a.title])).toEqual([
      ['error', 'Still open: high finding HIG-1'],
      ['notice', 'Ignored: Still open: critical finding HIG-0'],
    ]);
    expect(planned[1]?.message).toMatch(/Ignored by the policy file: accepted risk$/);
  });

  it('shows titles and messages as plain text, hidden characters made visible', () => {
    const open = [finding({ code: null, id: 'f\u202e1', title: 'safe \u202egnp.exe\r\n1. [x] <b>' })];
    const r = report();
    const [first] = planAnnotations(
      judged(
        {
          ...r,
          findings: { new: [], fixed: [], open, openBySeverity: {}, comparedBy: 'service' },
        },
        DEFAULT_POLICY,
      ),
    );
    expect(first?.title).toBe('Still open: high finding f[U+202E]1');
    expect(first?.message).toBe(
      'safe [U+202E]gnp.exe\n1. [x] <b>\nhttps://app.example.com/scans/s_2/findings/f_1',
    );
  });

  it('puts lock-file advisories, unreadable lock-file lines and local-check results on their file and line', () => {
    const planned = planAnnotations(
      judged(
        report({
          findings: null,
          dependencies: {
            files: [],
            packageCount: 1,
            errors: [{ path: 'yarn.lock', line: 7, message: 'unterminated entry' }],
            uploaded: true,
            webUrl: null,
            affected: [
              {
                advisoryId: 'ADV-1',
                title: 'Bad',
                severity: 'medium',
                ecosystem: 'npm',
                name: 'left-pad',
                version: '1.0.0',
                fixedIn: '1.0.1',
                url: null,
                locations: [{ file: 'package-lock.json', line: 12 }],
              },
            ],
          },
          localChecks: {
            ran: ['source-maps'],
            refused: [],
            results: [
              {
                checkId: 'source-maps',
                ruleId: 'public-map',
                severity: 'low',
                file: 'public/app.js.map',
                line: 1,
                message: 'map',
                evidence: null,
                commit: null,
              },
            ],
          },
        }),
        DEFAULT_POLICY,
      ),
    );
    // Under the threshold and not compared with a base: warnings.
    expect(planned).toEqual([
      expect.objectContaining({ level: 'warning', file: 'package-lock.json', line: 12 }),
      expect.objectContaining({ level: 'warning', title: 'Lock file not read', file: 'yarn.lock', line: 7 }),
      expect.objectContaining({ level: 'warning', file: 'public/app.js.map', line: 1 }),
    ]);
  });

  it("annotates a monitor's lock-file advisory on the night it is new only", () => {
    const affected: AffectedPackageView = {
      advisoryId: 'SVA-2026-0001',
      title: 'Bad',
      severity: 'high',
      ecosystem: 'npm',
      name: 'lodash',
      version: '4.17.20',
      fixedIn: '4.17.21',
      url: null,
      locations: [{ file: 'package-lock.json', line: 14 }],
    };
    const dependencies = {
      files: [],
      errors: [],
      packageCount: 1,
      uploaded: true,
      webUrl: null,
      affected: [affected],
    };
    const night = (fresh: boolean, ignores: IgnoreEntry[] = []) => {
      const monitor = monitorView({ new: fresh ? [monitorAdvisory()] : [] });
      const r = report({ command: 'monitor', findings: null, dependencies, monitor });
      return planAnnotations(judged(r, DEFAULT_POLICY, ignores, gateOutcomes(monitor.new, 'high')));
    };
    expect(night(true)).toEqual([
      expect.objectContaining({ level: 'error', file: 'package-lock.json', line: 14 }),
    ]);
    expect(night(false)).toEqual([]);
    // Its level is the gate's: an advisory the policy file ignores is a notice, not an error.
    expect(night(true, [{ id: 'SVA-2026-0001', path: null, reason: 'triaged', until: null }])).toEqual([
      expect.objectContaining({ level: 'notice', title: expect.stringMatching(/^Ignored: /) }),
    ]);
  });

  it("annotates a repository check at the gate's level, an ignored one as a notice", () => {
    const check: RepositoryCheckView = {
      url: 'https://github.com/owner/repo',
      source: { file: '.github/workflows/ci.yml', line: 6, uses: 'owner/repo@v1' },
      checkId: 'c1',
      status: 'succeeded',
      reused: false,
      timedOut: false,
      verdict: 'do_not_install',
      appRisk: null,
      score: null,
      summary: 'Steals tokens.',
      failure: null,
      findings: [],
      moreFindings: 0,
      webUrl: null,
    };
    const r = report({ command: 'repository-check', findings: null, repositoryChecks: [check] });
    const outcome = outcomeOf(check);
    const planned = (policy: PolicySettings, ignores: IgnoreEntry[] = []) =>
      planAnnotations(judged(r, policy, ignores, outcome ? [outcome] : [])).map((a) => [a.level, a.title]);
    expect(planned(DEFAULT_POLICY)).toEqual([['error', 'Repository check of github.com/owner/repo']]);
    expect(planned({ ...DEFAULT_POLICY, warnOnly: true })).toEqual([
      ['warning', 'Repository check of github.com/owner/repo'],
    ]);
    // Before, an ignored repository still got an error annotation while the gate passed.
    expect(
      planned(DEFAULT_POLICY, [{ id: 'owner/repo', path: null, reason: 'vetted', until: null }]),
    ).toEqual([['notice', 'Ignored: Repository check of github.com/owner/repo']]);
  });
});

describe('still open results', () => {
  it('are notices, titled so, while new ones keep their level', () => {
    const result = {
      checkId: 'tracked-secrets',
      ruleId: 'tracked-secrets/aws-key',
      severity: 'critical' as const,
      file: 'config.js',
      line: 3,
      message: 'AWS key',
      evidence: null,
      commit: null,
    };
    const planned = planAnnotations(
      judged(
        report({
          findings: null,
          localChecks: {
            ran: ['tracked-secrets'],
            refused: [],
            results: [
              { ...result, isNew: false },
              { ...result, file: 'new.js', isNew: true },
            ],
          },
        }),
        { ...DEFAULT_POLICY, failScope: 'new' },
      ),
    );
    const local = planned.filter((a) => a.file !== undefined);
    expect(local.map((a) => [a.file, a.level])).toEqual([
      ['config.js', 'notice'],
      ['new.js', 'error'],
    ]);
    expect(local[0]?.title).toMatch(/^Still open/);
  });

  it('annotates a secret value at each of its places, once per file and line', () => {
    const planned = planAnnotations(
      judged(
        report({
          findings: null,
          localChecks: {
            ran: ['tracked-secrets', 'container-values'],
            refused: [],
            results: [
              {
                ...localPlace('tracked-secrets', 'src/config.ts', 1),
                severity: 'critical',
                message: 'Stripe secret key',
                evidence: null,
                commit: null,
                isNew: true,
                places: [
                  localPlace('tracked-secrets', 'src/config.ts', 1),
                  localPlace('container-values', 'src/config.ts', 1),
                  localPlace('tracked-secrets', 'docker-compose.yml', 4),
                ],
              },
            ],
          },
        }),
        { ...DEFAULT_POLICY, failScope: 'new' },
      ),
    );
    expect(planned.filter((a) => a.file !== undefined).map((a) => [a.file, a.line, a.level])).toEqual([
      ['src/config.ts', 1, 'error'],
      ['docker-compose.yml', 4, 'error'],
    ]);
  });
});

describe('levels follow the gate', () => {
  const local = (severity: 'critical' | 'high' | 'medium', file: string, isNew?: boolean) => ({
    checkId: 'tracked-secrets',
    ruleId: 'tracked-secrets/key',
    severity,
    file,
    line: 1,
    message: 'key',
    evidence: null,
    commit: null,
    ...(isNew === undefined ? {} : { isNew }),
  });
  const advisory = (over: Partial<AffectedPackageView>): AffectedPackageView => ({
    advisoryId: 'ADV-1',
    title: 'Bad',
    severity: 'high',
    ecosystem: 'npm',
    name: 'left-pad',
    version: '1.0.0',
    fixedIn: '1.0.1',
    url: null,
    locations: [{ file: 'package-lock.json', line: 3 }],
    ...over,
  });
  const levels = (r: RunReport, policy: PolicySettings) =>
    planAnnotations(judged(r, policy)).map((a) => [a.file ?? a.title, a.level]);
  const onPullRequest = { ...DEFAULT_POLICY, failScope: 'new' as const };

  it('makes what fails the gate an error and new results under the threshold warnings, whatever the severity', () => {
    const r = report({
      findings: null,
      localChecks: {
        ran: ['tracked-secrets'],
        refused: [],
        results: [local('medium', 'new-medium.js', true), local('high', 'new-high.js', true)],
      },
    });
    expect(levels(r, { ...onPullRequest, failOn: 'medium' })).toEqual([
      ['new-high.js', 'error'],
      ['new-medium.js', 'error'],
    ]);
    expect(levels(r, { ...onPullRequest, failOnLocalChecks: 'critical' })).toEqual([
      ['new-high.js', 'warning'],
      ['new-medium.js', 'warning'],
    ]);
  });

  it('makes what the base branch had a notice in scope new, and an error when fail-scope: all judges it', () => {
    const r = report({
      findings: null,
      localChecks: { ran: ['tracked-secrets'], refused: [], results: [local('critical', 'old.js', false)] },
    });
    expect(levels(r, onPullRequest)).toEqual([['old.js', 'notice']]);
    expect(levels(r, { ...onPullRequest, failScope: 'all' })).toEqual([['old.js', 'error']]);
  });

  it('makes what would fail a warning under warn-only', () => {
    const r = report({
      findings: null,
      localChecks: { ran: ['tracked-secrets'], refused: [], results: [local('critical', 'new.js', true)] },
    });
    expect(levels(r, { ...onPullRequest, warnOnly: true })).toEqual([['new.js', 'warning']]);
  });

  it('judges scan findings by newness against the baseline and the threshold', () => {
    const fresh = finding({ id: 'n', code: 'NEW-MED', severity: 'medium' });
    const open = [fresh, finding({ id: 'o', code: 'OLD-HIGH', severity: 'high' })];
    const findings = { new: [fresh], fixed: [], open, openBySeverity: {}, comparedBy: 'service' as const };
    const r = report({ findings });
    expect(
      planAnnotations(judged(r, { ...onPullRequest, failOn: 'medium' })).map((a) => [a.title, a.level]),
    ).toEqual([
      ['Still open: high finding OLD-HIGH', 'notice'],
      ['New medium finding NEW-MED', 'error'],
    ]);
    // Without a baseline every open finding is judged, as the gate does.
    const unjudged = { ...r, findings: { ...findings, new: [], comparedBy: 'none' as const } };
    expect(planAnnotations(judged(unjudged, onPullRequest)).map((a) => [a.title, a.level])).toEqual([
      ['high finding OLD-HIGH', 'error'],
      ['medium finding NEW-MED', 'warning'],
    ]);
  });

  it('makes a package a knob sets aside a warning, and one already in the base lock files a notice', () => {
    const affected = [
      advisory({ advisoryId: 'ADV-UNFIXED', fixedIn: null, isNew: true }),
      advisory({ advisoryId: 'ADV-OLD', locations: [{ file: 'old.lock', line: 1 }], isNew: false }),
    ];
    const r = report({
      findings: null,
      dependencies: { files: [], errors: [], packageCount: 2, uploaded: true, webUrl: null, affected },
    });
    expect(levels(r, { ...onPullRequest, failOnUnfixable: false })).toEqual([
      ['package-lock.json', 'warning'],
      ['old.lock', 'notice'],
    ]);
    expect(levels(r, onPullRequest)).toEqual([
      ['package-lock.json', 'error'],
      ['old.lock', 'notice'],
    ]);
  });
});
