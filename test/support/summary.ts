// The job summary as a run renders it: under the subject and with the sections of the report's command
// spec. The specs load their sections lazily; tests take them here at once.
import { collectSummary } from '../../src/commands/collect/summary.ts';
import { dnsRecheckSummary } from '../../src/commands/dns-recheck/summary.ts';
import { monitorSummary } from '../../src/commands/monitor/summary.ts';
import { quickCheckSummary } from '../../src/commands/quick-check/summary.ts';
import { SPECS } from '../../src/commands/registry.ts';
import { reportSummary } from '../../src/commands/report/summary.ts';
import { repositoryCheckSummary } from '../../src/commands/repository-check/summary.ts';
import { scanSummary } from '../../src/commands/scan/summary.ts';
import { verifyOwnershipSummary } from '../../src/commands/verify-ownership/summary.ts';
import type { RunReport } from '../../src/render/model.ts';
import { renderSummary, type SummarySections } from '../../src/render/summary.ts';
import type { Command } from '../../src/settings/choices.ts';

export const SECTIONS: Record<Command, SummarySections> = {
  scan: scanSummary,
  monitor: monitorSummary,
  'repository-check': repositoryCheckSummary,
  'quick-check': quickCheckSummary,
  'verify-ownership': verifyOwnershipSummary,
  'dns-recheck': dnsRecheckSummary,
  collect: collectSummary,
  report: reportSummary,
};

export const summaryOf = (report: RunReport): string =>
  renderSummary(report, SPECS[report.command].subject, SECTIONS[report.command]);
