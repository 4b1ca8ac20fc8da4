// The monitor's sections of the job summary, in order; loaded with the report side, after the run.
import { monitorSection } from '../../render/monitor-summary.ts';
import { packagesSection, policySection, type SummarySections } from '../../render/summary.ts';

export const monitorSummary: SummarySections = (r) => [
  policySection(r),
  packagesSection(r),
  monitorSection(r),
];
