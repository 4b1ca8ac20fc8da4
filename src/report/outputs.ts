// The step outputs, computed from the run report so every path (pass, fail, timeout, cancel) sets all.
import type { OutputName } from '../settings/io.ts';
import { allowanceRemaining } from './account-summary.ts';
import type { RunReport } from './model.ts';

export function outputsOf(report: RunReport, reportFile: string): Record<OutputName, string> {
  const f = report.findings;
  return {
    'scan-id': report.scan?.id ?? '',
    'scan-status': report.scan?.status ?? '',
    'scan-url': report.scan?.webUrl ?? '',
    verdict: report.verdict.verdict,
    'new-findings': String(f?.new.length ?? 0),
    'fixed-findings': String(f?.fixed.length ?? 0),
    'open-findings': JSON.stringify(
      f?.openBySeverity ?? { critical: 0, high: 0, medium: 0, low: 0, info: 0 },
    ),
    'affected-packages': String(affectedPackageCount(report)),
    'approval-url': report.approvalUrl ?? '',
    'report-file': reportFile,
    'sarif-file': report.files.sarif ?? '',
    'repair-brief-file': report.files.repairBrief ?? '',
    'verification-id': report.verification?.verificationId ?? '',
    'verification-state': report.verification?.state ?? '',
    'verification-value': report.verification?.value ?? '',
    'verification-location': report.verification?.location ?? '',
    'new-advisories': String(report.monitor?.new.length ?? 0),
    'allowance-remaining': allowanceRemaining(report),
    'pull-request-number': report.pullRequest ? String(report.pullRequest.number) : '',
  };
}

/** Distinct packages, not advisories: one package may match several advisories. */
function affectedPackageCount(report: RunReport): number {
  const affected = report.dependencies?.affected ?? [];
  return new Set(affected.map((a) => `${a.ecosystem}:${a.name}@${a.version}`)).size;
}
