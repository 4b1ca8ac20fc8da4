// The collect run's sections of the job summary: the policy only (what it wrote is in the log).
import { policySection, type SummarySections } from '../../render/summary.ts';

export const collectSummary: SummarySections = (r) => [policySection(r)];
