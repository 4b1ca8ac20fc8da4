// Quick checks of a homepage and repository checks before installing; both finish over polls, with results
// from the control's per-URL configuration.
import { checkStatus, isCheckDone, newCheck, normalizeRepositoryUrl, pollCheck } from '../checks.ts';
import { notFound } from '../envelope.ts';
import { param } from '../lookup.ts';
import type { RequestContext, Route } from '../route.ts';
import { normalizeSiteUrl } from '../sites.ts';
import { REPOSITORY_DEPTHS, REPOSITORY_MODES } from '../spec.ts';
import { webUrl, type SimulatorState } from '../state.ts';
import type { CheckRecord, QuickCheckItem, RepositoryCheck } from '../records.ts';
import { bodyObject, optionalEnum, requiredString } from '../validate.ts';

function pollAfter(state: SimulatorState, check: CheckRecord): number | null {
  return isCheckDone(check) ? null : state.settings.suggestedPollAfterSeconds;
}

/** ours: by default a quick check succeeds with two checks, HTTPS passing and security headers needing attention. */
const DEFAULT_QUICK_CHECKS: QuickCheckItem[] = [
  { id: 'https', title: 'HTTPS is enforced', status: 'pass' },
  { id: 'security-headers', title: 'Security headers are incomplete', status: 'attention' },
];

function quickCheckView(state: SimulatorState, check: CheckRecord, reused: boolean): Record<string, unknown> {
  const config = state.quickCheckConfigs.get(check.url) ?? {};
  const status = checkStatus(check, config.finalStatus ?? 'succeeded');
  const checks = status === 'succeeded' ? (config.checks ?? DEFAULT_QUICK_CHECKS) : [];
  const attention = checks.filter((c) => c.status === 'attention').length;
  return {
    checkId: check.id,
    status,
    reused,
    headline: {
      summary:
        status === 'succeeded'
          ? `${attention} of ${checks.length} checks need attention.`
          : `Check ${status}.`,
      attention: status === 'succeeded' ? attention : null,
    },
    summary: status === 'succeeded' ? (config.summary ?? `Quick check of ${check.url} finished.`) : null,
    checks,
    webUrl: webUrl(state, `/quick-checks/${check.id}`),
    suggestedPollAfterSeconds: pollAfter(state, check),
  };
}

function startQuickCheck(ctx: RequestContext): Record<string, unknown> {
  const { url } = normalizeSiteUrl(requiredString(bodyObject(ctx.body), 'url', { max: 2048 }));
  const existing = [...ctx.state.quickChecks.values()].find((check) => check.url === url);
  if (existing) return quickCheckView(ctx.state, existing, true);
  const check = newCheck(ctx.state, 'qck', url);
  ctx.state.quickChecks.set(check.id, check);
  return quickCheckView(ctx.state, check, false);
}

function repositoryView(
  state: SimulatorState,
  check: RepositoryCheck,
  reused: boolean,
): Record<string, unknown> {
  const config = state.repositoryConfigs.get(check.url) ?? {};
  const done = isCheckDone(check);
  const failure = done ? (config.failure ?? null) : null;
  const finished = done && !failure;
  const [, , host, owner, name] = check.url.split('/');
  return {
    checkId: check.id,
    status: checkStatus(check, config.failure ? 'failed' : 'succeeded'),
    reused,
    repository: { url: check.url, host, owner, name },
    mode: check.mode,
    kind: finished ? (check.mode ?? 'library') : null,
    verdict: finished ? (config.verdict ?? 'safe') : null,
    appRisk: finished && check.mode === 'app' ? (config.appRisk ?? 'low') : null,
    score: finished ? (config.score ?? 92) : null,
    summary: finished ? (config.summary ?? `No install-time risks were found in ${owner}/${name}.`) : null,
    plainSummary: finished ? (config.summary ?? 'Looks safe to install.') : null,
    findings: finished ? (config.findings ?? []) : [],
    moreFindings: 0,
    coverage: finished ? { percent: 100 } : null,
    failure,
    webUrl: webUrl(state, `/repository-checks/${check.id}`),
    suggestedPollAfterSeconds: pollAfter(state, check),
  };
}

function startRepositoryCheck(ctx: RequestContext): Record<string, unknown> {
  const body = bodyObject(ctx.body);
  const url = normalizeRepositoryUrl(requiredString(body, 'url', { max: 2048 }));
  const mode = optionalEnum(body, 'mode', REPOSITORY_MODES) ?? null;
  const depth = optionalEnum(body, 'depth', REPOSITORY_DEPTHS) ?? 'free';
  const same = [...ctx.state.repositoryChecks.values()].find(
    (c) => c.url === url && c.mode === mode && c.depth === depth,
  );
  if (same) return repositoryView(ctx.state, same, true);
  const check: RepositoryCheck = { ...newCheck(ctx.state, 'rck', url), mode, depth };
  const paced = ctx.state.repositoryConfigs.get(url)?.pollsToFinish;
  if (paced !== undefined) check.pollsToFinish = paced;
  ctx.state.repositoryChecks.set(check.id, check);
  return repositoryView(ctx.state, check, false);
}

function polled<T extends CheckRecord>(records: Map<string, T>, id: string, what: string): T {
  const check = records.get(id);
  if (!check) throw notFound(`${what} ${id}`);
  pollCheck(check);
  return check;
}

export const checkRoutes: Route[] = [
  {
    method: 'POST',
    path: '/agent/quick-checks',
    auth: ['pulse'],
    idempotent: true,
    handle: (ctx) => ({ data: startQuickCheck(ctx) }),
  },
  {
    method: 'GET',
    path: '/agent/quick-checks/:checkId',
    auth: ['read'],
    handle: (ctx) => {
      const check = polled(ctx.state.quickChecks, param(ctx, 'checkId'), 'Quick check');
      return { data: quickCheckView(ctx.state, check, false) };
    },
  },
  {
    method: 'POST',
    path: '/agent/repository-checks',
    auth: ['pulse'],
    idempotent: true,
    handle: (ctx) => ({ data: startRepositoryCheck(ctx) }),
  },
  {
    method: 'GET',
    path: '/agent/repository-checks/:checkId',
    auth: ['read'],
    handle: (ctx) => {
      const check = polled(ctx.state.repositoryChecks, param(ctx, 'checkId'), 'Repository check');
      return { data: repositoryView(ctx.state, check, false) };
    },
  },
];
