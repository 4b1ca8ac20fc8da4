// What the first attempt of a run judged against, kept for its re-runs. A re-run (GITHUB_RUN_ATTEMPT 2 and
// up) replays the first attempt's scan, but the base branch may have recorded a newer baseline since: judged
// against that one, a failed run could pass, or a passing one fail for main's change. So the attempt that
// started the scan keeps its choices in an Actions cache entry of the run, job, site and kind, and later
// attempts judge against them; when they cannot be read back, against no baseline, and the summary says so.
import { createHash } from 'node:crypto';
import { errorMessage } from '../errors.ts';
import type { CachedText } from '../github/actions-cache.ts';
import type { RunContext } from '../github/context.ts';
import type { BaselineView } from '../render/model.ts';
import { slug } from '../slug.ts';
import type { BaselineKind } from './store.ts';
import { parseJsonOrUndefined } from '../runtime/json-file.ts';

export interface RunChoices {
  /** The site's identity (src/runtime/site-identity.ts). */
  readonly site: string;
  readonly kind: BaselineKind;
  readonly runId: string;
  readonly job: string;
  /** The attempt that started the scan and made these choices. */
  readonly attempt: number;
  /** The baseline it judged against, as its summary showed it (no baseline: `source: 'none'`). */
  readonly baseline: BaselineView;
  /** The `baselineScanId` its start sent; null when it sent none (another site's baseline, or none). */
  readonly sent: string | null;
  /** The commits it judged: the change's base (null off pull requests) and the checkout. */
  readonly baseSha: string | null;
  readonly sha: string;
  /** sha256 of the policy and ignores in force (policyDigest). */
  readonly policyDigest: string;
}

export type RunOf = Pick<RunChoices, 'site' | 'kind' | 'runId' | 'job'>;

export interface RunMemory {
  /** The choices an earlier attempt of the run kept, or null. Throws when the cache cannot answer. */
  recall(run: RunOf): Promise<RunChoices | null>;
  keep(choices: RunChoices): Promise<void>;
}

const KEY_VERSION = 'v1';

/** Run ids and job ids are encoded so that run `1` never reads run `12`'s entry. */
export function runChoicesKeyPrefix(run: RunOf): string {
  const part = (value: string) => encodeURIComponent(value);
  return `security-scan-rerun/${KEY_VERSION}/${slug(run.site)}/${run.kind}/${part(run.runId)}/${part(run.job)}/`;
}

/** Kept by the cache's rules (store.ts `baselinesIn`). */
export function runMemoryIn(cached: (name: string) => CachedText): RunMemory {
  const file = (run: RunOf) => cached(`rerun-${slug(run.site)}-${run.kind}.json`);
  return {
    recall: async (run) => {
      const found = await file(run).restore(runChoicesKeyPrefix(run));
      return found === null ? null : parseRunChoices(found.text, run);
    },
    keep: (choices) =>
      file(choices).save(
        `${runChoicesKeyPrefix(choices)}attempt-${choices.attempt}`,
        JSON.stringify(choices),
      ),
  };
}

/** Choices of another run, job, site or kind, or of an unreadable shape, are none. */
export function parseRunChoices(text: string, run: RunOf): RunChoices | null {
  const value = parseJsonOrUndefined(text);
  const c = (value ?? {}) as Partial<Record<keyof RunChoices, unknown>>;
  if (c.site !== run.site || c.kind !== run.kind || c.runId !== run.runId || c.job !== run.job) return null;
  const b = (c.baseline ?? {}) as Partial<Record<keyof BaselineView, unknown>>;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const sources: readonly string[] = ['input', 'base-branch', 'branch', 'none'];
  if (typeof b.source !== 'string' || !sources.includes(b.source) || typeof b.site !== 'string') return null;
  const scanId = str(b.scanId);
  if ((scanId === null) !== (b.source === 'none')) return null;
  const by = (b.recordedBy ?? null) as Record<string, unknown> | null;
  if (typeof c.sha !== 'string' || typeof c.policyDigest !== 'string') return null;
  return {
    site: run.site,
    kind: run.kind,
    runId: run.runId,
    job: run.job,
    attempt: typeof c.attempt === 'number' ? c.attempt : 1,
    baseline: {
      scanId,
      source: b.source as BaselineView['source'],
      site: b.site,
      branch: str(b.branch),
      recordedBy:
        by === null
          ? null
          : {
              sha: str(by.sha) ?? '',
              runId: str(by.runId) ?? '',
              event: str(by.event) ?? '',
              at: str(by.at) ?? '',
            },
      note: str(b.note),
      ...(b.unread === true ? { unread: true as const } : {}),
      recordedFor: null,
    },
    sent: str(c.sent),
    baseSha: str(c.baseSha),
    sha: c.sha,
    policyDigest: c.policyDigest,
  };
}

/** The policy a run judged with: its settings and ignores, in a stable form. */
export function policyDigest(policy: unknown, ignores: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([policy, ignores]))
    .digest('hex');
}

export interface RerunDeps {
  readonly ctx: Pick<RunContext, 'runId' | 'runAttempt' | 'job' | 'sha' | 'baseSha'>;
  /** This run's site identity. */
  readonly siteKey: string;
  readonly store: RunMemory;
  /** The digest of the policy in force (policyDigest), read when the choices are kept or compared. */
  readonly policyDigest: () => string;
}

/** What a re-run found of its first attempt's choices: them, or why not. */
export interface Recalled {
  readonly choices: RunChoices | null;
  readonly why: string;
  /**
   * The first attempt could not read the Actions cache (its baseline is `unread`): it judged incomplete
   * data, so this attempt reads the baseline afresh (the way back the summary of an outage recommends).
   */
  readonly afresh?: string;
}

const runOf = (deps: RerunDeps, kind: BaselineKind): RunOf => ({
  site: deps.siteKey,
  kind,
  runId: deps.ctx.runId,
  job: deps.ctx.job,
});

/** Attempt 1 has nothing to recall: null. A re-run reads what the attempt that started the scan kept. */
export async function recallChoices(deps: RerunDeps, kind: BaselineKind): Promise<Recalled | null> {
  if ((deps.ctx.runAttempt ?? 1) <= 1) return null;
  let choices: RunChoices | null;
  try {
    choices = await deps.store.recall(runOf(deps, kind));
  } catch (error) {
    return { choices: null, why: `the Actions cache could not be read (${errorMessage(error)})` };
  }
  if (choices === null) {
    return {
      choices: null,
      why: 'the Actions cache holds no entry of the first attempt (or could not be read)',
    };
  }
  // The same run, job and site always judge the same commits; other ones mean the entry is not this run's.
  if (choices.sha !== deps.ctx.sha || choices.baseSha !== deps.ctx.baseSha) {
    return {
      choices: null,
      why: `the entry kept in the Actions cache names other commits (${choices.sha.slice(0, 12)})`,
    };
  }
  if (choices.baseline.unread === true) {
    return {
      choices: null,
      why: '',
      afresh: `attempt ${choices.attempt} could not read the Actions cache, so this attempt read the baseline again`,
    };
  }
  return { choices, why: '' };
}

export async function keepChoices(
  deps: RerunDeps,
  kind: BaselineKind,
  baseline: BaselineView,
  sent: string | null,
): Promise<void> {
  await deps.store.keep({
    ...runOf(deps, kind),
    attempt: deps.ctx.runAttempt ?? 1,
    baseline: { ...baseline, recordedFor: null, rerun: null },
    sent,
    baseSha: deps.ctx.baseSha,
    sha: deps.ctx.sha,
    policyDigest: deps.policyDigest(),
  });
}

/**
 * The baseline a run judges against once its start answered. Attempt 1 keeps its choice. A re-run judges
 * against its first attempt's recalled choice; the replayed scan's own `baselineRunId` counts only as an
 * echo of what that attempt sent (the service picks one itself when none is sent: it can be this pull
 * request's earlier scan). A re-run that recalls nothing but replays judges against no baseline; one whose
 * start is new (the first attempt started none), or whose first attempt could not read the cache, is judged
 * as a first attempt.
 */
export function settleBaseline(input: {
  readonly attempt: number;
  readonly recalled: Recalled | null;
  readonly chosen: BaselineView;
  readonly started: { readonly replayed: boolean; readonly baselineRunId: string | null };
  /** This run's policy digest, compared with the recalled one. */
  readonly policyDigest: string;
}): { readonly baseline: BaselineView; readonly keep: boolean; readonly warning: string | null } {
  const { attempt, recalled, chosen, started } = input;
  const choices = recalled?.choices ?? null;
  if (choices !== null) {
    const echo =
      choices.sent !== null && started.baselineRunId === choices.sent
        ? ', which the replayed scan names too'
        : '';
    const policy =
      choices.policyDigest === input.policyDigest
        ? null
        : `Re-run (attempt ${attempt}): the policy in force differs from attempt ${choices.attempt}'s (a policy file read from a branch that moved?), so this verdict may differ from that attempt's.`;
    const rerun = `Re-run (attempt ${attempt}): judged against what attempt ${choices.attempt} judged against${echo}, kept in the Actions cache.`;
    return { baseline: { ...choices.baseline, rerun }, keep: false, warning: policy };
  }
  if (recalled?.afresh !== undefined) {
    const rerun = `Re-run (attempt ${attempt}): ${recalled.afresh}.`;
    return { baseline: { ...chosen, rerun }, keep: true, warning: null };
  }
  if (recalled === null || !started.replayed) return { baseline: chosen, keep: true, warning: null };
  const note = `re-run (attempt ${attempt}) of a scan started earlier: what the first attempt judged against could not be recovered (${recalled.why}), so this attempt is judged without a baseline`;
  return {
    baseline: {
      scanId: null,
      source: 'none',
      site: chosen.site,
      branch: chosen.branch,
      recordedBy: null,
      note,
      recordedFor: null,
      rerun: null,
    },
    keep: false,
    warning: `Re-run: ${note}.`,
  };
}
