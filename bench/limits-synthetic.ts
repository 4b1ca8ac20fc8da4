// A synthetic run state at the scale of issue 13's limits: scan findings, affected packages with their
// lock-file locations, and local-check results, with text lengths close to the service's and the checks'
// own. Deterministic, so every process of the limits benchmark builds the same state.
import type { IgnoreEntry } from '../src/policy/policy-file.ts';
import type { AffectedPackageView, FindingView, LocalResultView, RunReport } from '../src/render/model.ts';
import { newRunState, type RunState } from '../src/runtime/state.ts';
import { DEFAULT_POLICY, type PolicySettings } from '../src/settings/settings.ts';
import { SEVERITIES } from '../src/settings/choices.ts';
import { report } from '../test/render/fixtures.ts';

export interface LimitsScale {
  readonly findings: number;
  /** Affected-package locations (lock-file lines), spread over packages of up to 4 lines each. */
  readonly locations: number;
  readonly localResults: number;
}

export const POLICY: PolicySettings = { ...DEFAULT_POLICY, failScope: 'new' };

const severityAt = (i: number) => SEVERITIES[i % SEVERITIES.length] ?? 'info';

function finding(i: number): FindingView {
  return {
    id: `f_${i}`,
    code: `HDR-${(i * 7919).toString(36).toUpperCase().padStart(6, '0')}`,
    severity: severityAt(i),
    state: 'attention',
    category: ['headers', 'cookies', 'tls', 'exposure'][i % 4] ?? 'headers',
    title: `Missing security header on /path/${i}/page (response ${i % 500})`,
    webUrl: `https://app.example.com/scans/s_2/findings/f_${i}`,
  };
}

function affected(i: number, locations: number): AffectedPackageView {
  return {
    advisoryId: `GHSA-${(i * 31).toString(36).padStart(4, 'x')}-bench-${i}`,
    title: `Prototype pollution in pkg-${i} through crafted input`,
    severity: severityAt(i + 1),
    ecosystem: 'npm',
    name: `pkg-${i}`,
    version: `1.${i % 20}.${i % 7}`,
    fixedIn: `1.${(i % 20) + 1}.0`,
    url: `https://github.com/advisories/GHSA-bench-${i}`,
    locations: Array.from({ length: locations }, (_, j) => ({
      file: j % 2 === 0 ? 'package-lock.json' : `packages/app-${j}/package-lock.json`,
      line: 100 + i * 4 + j,
    })),
    isNew: i % 3 !== 0,
  };
}

function localResult(i: number): LocalResultView {
  return {
    checkId: 'tracked-secrets',
    ruleId: `tracked-secrets/rule-${i % 40}`,
    severity: severityAt(i + 2),
    file: `src/module-${i % 900}/file-${i}.ts`,
    line: 1 + (i % 400),
    message: 'A credential is committed to the repository',
    evidence: `AKIA…${(i % 10_000).toString().padStart(4, '0')}`,
    commit: null,
    isNew: i % 4 !== 0,
  };
}

/** A few ignore entries, so the renderers' ignore matching runs against every result. */
function ignores(): IgnoreEntry[] {
  return Array.from({ length: 20 }, (_, i) => ({
    id: `tracked-secrets/rule-${i}`,
    path: i % 2 === 0 ? `src/module-${i}/` : null,
    reason: 'Test fixture, not a live credential',
    until: null,
  }));
}

/** A pull-request scan run that saw everything at once: a fifth of the findings are new. */
export function syntheticState(scale: LimitsScale): RunState {
  const open = Array.from({ length: scale.findings }, (_, i) => finding(i));
  const packages = Math.ceil(scale.locations / 4);
  const state = newRunState('scan', new Date('2026-11-22T08:00:00.000Z'));
  const openBySeverity = Object.fromEntries(
    SEVERITIES.map((s) => [s, open.filter((f) => f.severity === s).length]),
  );
  state.site = { id: 'site_1', label: 'https://staging.example.com', webUrl: null };
  state.scan = report().scan;
  state.findings = {
    new: open.filter((_, i) => i % 5 === 0),
    fixed: Array.from({ length: scale.findings / 10 }, (_, i) => finding(scale.findings + i)),
    open,
    openBySeverity,
    comparedBy: 'service',
  };
  state.dependencies = {
    files: [{ path: 'package-lock.json', format: 'npm-v3', packages: 50_000, skipped: 0, skippedBy: {} }],
    errors: [],
    packageCount: 50_000,
    uploaded: true,
    affected: Array.from({ length: packages }, (_, i) => affected(i, Math.min(4, scale.locations - i * 4))),
    webUrl: null,
  };
  state.localChecks = {
    ran: ['tracked-secrets'],
    refused: [],
    results: Array.from({ length: scale.localResults }, (_, i) => localResult(i)),
  };
  state.ignores = ignores();
  state.policy = POLICY;
  return state;
}

/** What the run keeps of the service's and the checks' answers: the reference's raw JSON. */
export function rawInput(state: RunState): Pick<RunReport, 'findings' | 'dependencies' | 'localChecks'> {
  return { findings: state.findings, dependencies: state.dependencies, localChecks: state.localChecks };
}
