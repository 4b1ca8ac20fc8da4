// The report run's own sections of the job summary: the policy only (the scan's summary it posts is the
// scan's spec's, written by ./index.ts).
import { policySection, type SummarySections } from '../../render/summary.ts';

export const reportSummary: SummarySections = (r) => [policySection(r)];
