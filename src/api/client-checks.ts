// Agent routes that stand beside scans: quick checks of a homepage, checks of a public repository,
// the public docs, and the authorization of a local (repository) assessment.
import { dataOf, get, post } from './call-builders.ts';
import type { Transport } from './retrying-transport.ts';
import { documentParts, fetchPart } from './pagination.ts';
import type {
  DocsPagePart,
  DocsSearchResult,
  LocalAssessmentAdmission,
  QuickCheck,
  RepositoryCheck,
} from './types-operations.ts';

export interface RepositoryCheckStart {
  readonly url: string;
  readonly mode?: 'skill' | 'app';
  readonly depth?: 'free' | 'deep';
  readonly idempotencyKey: string;
}

/** Versions are `x.y.z` (optionally `-suffix`), at most 40 characters; checks are 1 to 10 local check ids. */
export interface LocalAssessmentRequest {
  readonly cliVersion: string;
  readonly scannerVersion: string;
  readonly rulesetVersion: string;
  readonly reportSchemaVersion: string;
  readonly checks: readonly string[];
}

const docsCall = (path: string, cursor?: string) => get('/agent/docs/page', {}, { path, cursor });

export function checkRoutes(transport: Transport) {
  return {
    startQuickCheck: (check: { url: string; idempotencyKey: string }) =>
      dataOf<QuickCheck>(transport, post('/agent/quick-checks', {}, check)),
    quickCheck: (checkId: string) =>
      dataOf<QuickCheck>(transport, get('/agent/quick-checks/{checkId}', { checkId })),
    startRepositoryCheck: (check: RepositoryCheckStart) =>
      dataOf<RepositoryCheck>(transport, post('/agent/repository-checks', {}, check)),
    repositoryCheck: (checkId: string) =>
      dataOf<RepositoryCheck>(transport, get('/agent/repository-checks/{checkId}', { checkId })),
    searchDocs: (query: string, limit?: number) =>
      dataOf<DocsSearchResult>(transport, get('/agent/docs/search', {}, { query, limit })),
    docsPagePart: (path: string, cursor?: string) =>
      fetchPart<DocsPagePart>(transport, docsCall(path, cursor)),
    /** A whole docs page, part after part. */
    docsPage: (path: string) => documentParts<DocsPagePart>(transport, docsCall(path)),
    /**
     * Admits a local assessment; nothing is uploaded. Keyless, so only a 429 refusal (not executed) is
     * retried: a lost answer is reported rather than asking for a second admission.
     */
    authorizeLocalAssessment: (projectId: string, request: LocalAssessmentRequest) =>
      dataOf<LocalAssessmentAdmission>(
        transport,
        post('/projects/{projectId}/local-assessments/authorize', { projectId }, request, 'refusal-only'),
      ),
  };
}
