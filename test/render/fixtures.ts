// A run report built for the renderer tests, with hostile text where the service's text goes.
import type { FindingView, RunReport } from '../../src/render/model.ts';
import type { AdvisoryView, MonitorView } from '../../src/render/monitor-model.ts';

export const HOSTILE = '::error::pwned <script>alert(1)</script> @octocat [x](https://evil.example) | cell';

export function finding(over: Partial<FindingView> = {}): FindingView {
  return {
    id: 'f_1',
    code: 'HDR-3K9Q2A',
    severity: 'high',
    state: 'attention',
    category: 'headers',
    title: 'Missing Strict-Transport-Security',
    webUrl: 'https://app.example.com/scans/s_2/findings/f_1',
    ...over,
  };
}

export function report(over: Partial<RunReport> = {}): RunReport {
  const newFinding = finding({ title: HOSTILE });
  return {
    schemaVersion: '1.0.0',
    tool: { name: 'security-scan-action', version: '0.1.0' },
    command: 'scan',
    startedAt: '2026-11-22T08:00:00.000Z',
    finishedAt: '2026-11-22T08:03:00.000Z',
    site: {
      id: 'site_1',
      label: 'https://staging.example.com',
      webUrl: 'https://app.example.com/sites/site_1',
    },
    approvalUrl: null,
    scan: {
      id: 's_2',
      kind: 'pulse',
      status: 'succeeded',
      webUrl: 'https://app.example.com/scans/s_2',
      replayed: false,
      baselineId: 's_1',
      progressPercent: 100,
      coveragePercent: 92,
      caveats: [],
      timedOut: false,
    },
    findings: {
      new: [newFinding],
      fixed: [finding({ id: 'f_0', code: 'CKE-7Q2W9E', severity: 'medium', title: 'Cookie without Secure' })],
      open: [
        newFinding,
        finding({ id: 'f_3', code: 'CSP-1A2B3C', severity: 'info', title: 'No CSP report-uri' }),
      ],
      openBySeverity: { critical: 0, high: 1, medium: 0, low: 0, info: 1 },
      comparedBy: 'service',
    },
    dependencies: null,
    localChecks: null,
    monitor: null,
    repositoryChecks: null,
    quickCheck: null,
    verification: null,
    dnsRecheck: null,
    verdict: {
      verdict: 'fail',
      reasons: [
        {
          kind: 'findings',
          level: 'fail',
          message: '1 new finding at or above high',
          items: [`high HDR-3K9Q2A: ${HOSTILE}`],
        },
      ],
      ignored: [],
      expiredIgnores: [],
      policyText: 'fail on new findings at high or above',
    },
    ignores: [],
    skipped: [],
    warnings: [],
    errors: [],
    files: { sarif: null, repairBrief: null },
    ...over,
  };
}

export const monitorAdvisory = (over: Partial<AdvisoryView> = {}): AdvisoryView => ({
  id: 'SVA-2026-0001',
  title: HOSTILE,
  severity: 'critical',
  kind: 'vulnerability',
  exploited: true,
  publishedAt: '2026-11-20T10:00:00Z',
  withdrawnAt: null,
  url: 'https://app.example.com/advisories/SVA-2026-0001',
  packages: ['npm lodash'],
  sites: [HOSTILE],
  ...over,
});

export const monitorView = (over: Partial<MonitorView> = {}): MonitorView => ({
  failOn: 'high',
  filters: { view: 'sites', siteId: 'site_1' },
  memory: 'restored',
  listed: 3,
  new: [monitorAdvisory()],
  withdrawn: [monitorAdvisory({ id: 'SVA-2026-0002', withdrawnAt: '2026-11-21T00:00:00Z' })],
  alreadyReported: 1,
  issues: [
    { advisoryId: 'SVA-2026-0001', number: 12, url: 'https://github.com/o/r/issues/12', action: 'opened' },
  ],
  ...over,
});

/** One report of a secret value, for a local result's `places`. */
export const localPlace = (checkId: string, file: string, line: number) => ({
  checkId,
  ruleId: `${checkId}/stripe-secret-key`,
  file,
  line,
});
