// The report run's own sections of the job summary: none. Each site's section (written by ./index.ts, as its
// scan rendered it) shows the policy that judged it; the report job's own fail-on judged nothing, and
// printed after them it read as the sites' policy.
import type { SummarySections } from '../../render/summary.ts';

export const reportSummary: SummarySections = () => [];
