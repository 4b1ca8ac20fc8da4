// The step outputs, computed from the run report so every path (pass, fail, timeout, cancel) sets all.
// A count the run did not measure (no findings read, nothing uploaded, not a monitor run) is empty, never 0.
import type { OutputName } from '../settings/inputs.ts';
import { allowanceRemaining } from './account-summary.ts';
import type { DependenciesView, RunReport } from './model.ts';

export function outputsOf(report: RunReport, reportFile: string): Record<OutputName, string> {
  const f = report.findings;
  const d = report.dependencies;
  return {
    'scan-id': report.scan?.id ?? '',
    'scan-status': report.scan?.status ?? '',
    'scan-url': report.scan?.webUrl ?? '',
    verdict: report.verdict.verdict,
    'new-findings': f ? String(f.new.length) : '',
    'fixed-findings': f ? String(f.fixed.length) : '',
    'open-findings': f ? JSON.stringify(f.openBySeverity) : '',
    'affected-packages': d?.uploaded ? String(affectedPackageCount(d.affected)) : '',
    'approval-url': report.approvalUrl ?? '',
    'report-file': reportFile,
    'sarif-file': report.files.sarif ?? '',
    'repair-brief-file': report.files.repairBrief ?? '',
    'verification-id': report.verification?.verificationId ?? '',
    'verification-state': report.verification?.state ?? '',
    'verification-value': report.verification?.value ?? '',
    'verification-location': report.verification?.location ?? '',
    'new-advisories': report.monitor ? String(report.monitor.new.length) : '',
    'allowance-remaining': allowanceRemaining(report),
    'pull-request-number': report.pullRequest ? String(report.pullRequest.number) : '',
    'site-slug': report.judged?.siteSlug ?? '',
  };
}

/** Distinct packages, not advisories: one package may match several advisories. */
function affectedPackageCount(affected: DependenciesView['affected']): number {
  return new Set(affected.map((a) => `${a.ecosystem}:${a.name}@${a.version}`)).size;
}
