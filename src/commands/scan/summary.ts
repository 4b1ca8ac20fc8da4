// The scan's sections of the job summary, in order; loaded with the report side, after the run.
import { allowanceSection } from '../../render/account-summary.ts';
import { baselineSection } from '../../render/baseline-section.ts';
import {
  findingsSection,
  localChecksSection,
  packagesSection,
  policySection,
  scanSection,
  type SummarySections,
} from '../../render/summary.ts';
import { trendSection } from '../../render/trend-chart.ts';

export const scanSummary: SummarySections = (r) => [
  scanSection(r),
  allowanceSection(r),
  baselineSection(r),
  policySection(r),
  findingsSection(r),
  trendSection(r),
  packagesSection(r),
  localChecksSection(r),
];
