// The quick check's sections of the job summary, in order; loaded with the report side, after the run.
import { quickCheckSection } from '../../render/quick-check-summary.ts';
import { policySection, type SummarySections } from '../../render/summary.ts';

export const quickCheckSummary: SummarySections = (r) => [quickCheckSection(r), policySection(r)];
