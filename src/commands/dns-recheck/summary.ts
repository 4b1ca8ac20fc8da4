// The DNS recheck's sections of the job summary, in order; loaded with the report side, after the run.
import { dnsRecheckSection } from '../../render/dns-recheck-summary.ts';
import { policySection, type SummarySections } from '../../render/summary.ts';

export const dnsRecheckSummary: SummarySections = (r) => [dnsRecheckSection(r), policySection(r)];
