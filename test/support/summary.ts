// The job summary as a run renders it: under the subject of the report's command spec.
import { SPECS } from '../../src/commands/registry.ts';
import type { RunReport } from '../../src/render/model.ts';
import { renderSummary } from '../../src/render/summary.ts';

export const summaryOf = (report: RunReport): string => renderSummary(report, SPECS[report.command].subject);
