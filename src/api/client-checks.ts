// Agent routes that stand beside scans: quick checks of a homepage, checks of a public repository,
// the public docs, and the authorization of a local (repository) assessment.
import type { Transport } from './http.ts';
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

export function checkRoutes(transport: Transport) {
  const get = async <T>(route: string, params: Record<string, string>) =>
    (await transport.call({ method: 'GET', route, params })) as T;
  const post = async <T>(route: string, body: Record<string, unknown>) =>
    (await transport.call({ method: 'POST', route, body })) as T;
  const docsCall = (path: string, cursor?: string) =>
    ({ method: 'GET', route: '/agent/docs/page', query: { path, cursor } }) as const;

  return {
    startQuickCheck: (check: { url: string; idempotencyKey: string }) =>
      post<QuickCheck>('/agent/quick-checks', { ...check }),
    quickCheck: (checkId: string) => get<QuickCheck>('/agent/quick-checks/{checkId}', { checkId }),
    startRepositoryCheck: (check: RepositoryCheckStart) =>
      post<RepositoryCheck>('/agent/repository-checks', { ...check }),
    repositoryCheck: (checkId: string) =>
      get<RepositoryCheck>('/agent/repository-checks/{checkId}', { checkId }),
    searchDocs: async (query: string, limit?: number) =>
      (await transport.call({
        method: 'GET',
        route: '/agent/docs/search',
        query: { query, limit },
      })) as DocsSearchResult,
    docsPagePart: (path: string, cursor?: string) =>
      fetchPart<DocsPagePart>(transport, docsCall(path, cursor)),
    /** A whole docs page, part after part. */
    docsPage: (path: string) => documentParts<DocsPagePart>(transport, docsCall(path)),
    /**
     * Admits a local assessment; nothing is uploaded. Keyless, so only a 429 refusal (not executed) is
     * retried: a lost answer is reported rather than asking for a second admission.
     */
    authorizeLocalAssessment: async (projectId: string, request: LocalAssessmentRequest) =>
      (await transport.call({
        method: 'POST',
        route: '/projects/{projectId}/local-assessments/authorize',
        params: { projectId },
        body: { ...request },
        retry: 'refusal-only',
      })) as LocalAssessmentAdmission,
  };
}
