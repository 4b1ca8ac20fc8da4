// The repository check's sections of the job summary, in order; loaded with the report side, after the run.
import { repositoryChecksSection } from '../../render/repository-summary.ts';
import { policySection, type SummarySections } from '../../render/summary.ts';

export const repositoryCheckSummary: SummarySections = (r) => [policySection(r), repositoryChecksSection(r)];
