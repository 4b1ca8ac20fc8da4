// The ownership verification's sections of the job summary, in order; loaded with the report side.
import { verificationSection } from '../../render/verification-summary.ts';
import { policySection, type SummarySections } from '../../render/summary.ts';

export const verifyOwnershipSummary: SummarySections = (r) => [verificationSection(r), policySection(r)];
