// The local repository checks: enumerate the workspace once, run the chosen checks over it, and report
// results with per-check counts and times. Checks are pure functions over the file list; only the file
// enumeration and the git history reader touch the disk or spawn git.
import { ACTIONS_INJECTION_RULES, checkActionsInjection } from './actions-injection.ts';
import { BROWSER_ARTIFACTS_RULES, checkBrowserArtifacts } from './browser-artifacts.ts';
import { CONTAINER_FILES_RULES, checkContainerFiles } from './container-files.ts';
import { CONTAINER_VALUES_RULES, checkContainerValues } from './container-values.ts';
import { DATABASE_CLIENT_RULES, checkDatabaseClient } from './database-client.ts';
import { DATABASE_MIGRATIONS_RULES, checkDatabaseMigrations } from './database-migrations.ts';
import { enumerateFiles, type FileEnumerationOptions } from './files.ts';
import { checkGitHistory, GIT_HISTORY_RULES } from './git-history.ts';
import {
  gitHistoryReader,
  type HistoryCoverage,
  type HistoryOptions,
  type HistoryReader,
} from './history-reader.ts';
import { MAX_RESULTS_PER_CHECK } from './partial-checks.ts';
import { checkPublicEnvironment, PUBLIC_ENVIRONMENT_RULES } from './public-environment.ts';
import { checkSourceMaps, SOURCE_MAPS_RULES } from './source-maps.ts';
import { checkTrackedSecrets, TRACKED_SECRETS_RULES } from './tracked-secrets.ts';
import type { LocalCheckId, LocalCheckResult, RepositoryFile, RuleCatalogue, SkippedFile } from './types.ts';
import { heldSecret, type Fingerprint, type SecretIdentity } from './value-identity.ts';

export type {
  LocalCheckId,
  LocalCheckResult,
  RepositoryFile,
  RuleCatalogue,
  RuleInfo,
  Severity,
  SkippedFile,
} from './types.ts';
export { LOCAL_CHECK_IDS } from './types.ts';
export type { HistoryCoverage } from './history-reader.ts';
export { redact } from './secrets.ts';
export { runFingerprint, type Fingerprint, type SecretIdentity } from './value-identity.ts';

/** Every rule of every check, by rule id (`<checkId>/<rule>`), for SARIF `tool.driver.rules` and the docs. */
export const LOCAL_CHECK_RULES: RuleCatalogue = {
  ...TRACKED_SECRETS_RULES,
  ...PUBLIC_ENVIRONMENT_RULES,
  ...BROWSER_ARTIFACTS_RULES,
  ...DATABASE_CLIENT_RULES,
  ...DATABASE_MIGRATIONS_RULES,
  ...GIT_HISTORY_RULES,
  ...CONTAINER_FILES_RULES,
  ...CONTAINER_VALUES_RULES,
  ...ACTIONS_INJECTION_RULES,
  ...SOURCE_MAPS_RULES,
};

const FILE_CHECKS: Record<
  Exclude<LocalCheckId, 'git-history'>,
  (files: readonly RepositoryFile[], skipped: SkippedFile[]) => LocalCheckResult[]
> = {
  'tracked-secrets': checkTrackedSecrets,
  'public-environment': checkPublicEnvironment,
  'browser-artifacts': checkBrowserArtifacts,
  'database-client': checkDatabaseClient,
  'database-migrations': checkDatabaseMigrations,
  'container-files': checkContainerFiles,
  'container-values': checkContainerValues,
  'actions-injection': checkActionsInjection,
  'source-maps': checkSourceMaps,
};

export interface LocalCheckOptions {
  /** The run's clock (nothing below main.ts reads the system clock): bounds the git-history read. */
  readonly now: () => number;
  readonly files?: FileEnumerationOptions;
  readonly history?: Omit<HistoryOptions, 'now' | 'signal'>;
  /** Replaces the git history reader (tests). */
  readonly historyReader?: HistoryReader;
  /** Cancellation: no further check starts, and the history read stops. */
  readonly signal?: AbortSignal;
  /** The run's keyed fingerprint: with it, each secret result's identity is in `secrets`. */
  readonly fingerprint?: Fingerprint;
}

export interface CheckStats {
  readonly results: number;
  readonly ms: number;
}

export interface LocalCheckRun {
  readonly results: LocalCheckResult[];
  /** Files enumerated (tracked, regular files); some may have been skipped for their content. */
  readonly filesScanned: number;
  readonly skipped: SkippedFile[];
  readonly perCheck: Partial<Record<LocalCheckId, CheckStats>>;
  /** What limited the run: a shallow clone, a history bound, results over MAX_RESULTS_PER_CHECK. */
  readonly notes: string[];
  /**
   * The identity of each result that reports a secret value (with `fingerprint` only). Beside the results,
   * never in them: results are written out, identities only compared.
   */
  readonly secrets: ReadonlyMap<LocalCheckResult, SecretIdentity>;
  /** Set once git-history has run: how many commits of its range it read, and why not all. */
  history?: HistoryCoverage;
}

export async function runLocalChecks(
  workspace: string,
  checkIds: readonly LocalCheckId[],
  options: LocalCheckOptions,
): Promise<LocalCheckRun> {
  const { files, skipped, source } = await enumerateFiles(workspace, options.files);
  const secrets = new Map<LocalCheckResult, SecretIdentity>();
  const run: LocalCheckRun = {
    results: [],
    filesScanned: files.length,
    skipped,
    perCheck: {},
    notes: [],
    secrets,
  };
  if (source === 'walk') run.notes.push('not a git checkout: every file of the folder was read');
  for (const id of checkIds) {
    if (options.signal?.aborted) {
      run.notes.push(`cancelled before: ${checkIds.slice(checkIds.indexOf(id)).join(', ')}`);
      break;
    }
    const started = performance.now();
    const found = await runCheck(id, workspace, files, options, run);
    if (found.length > MAX_RESULTS_PER_CHECK) {
      run.notes.push(`${id}: ${found.length} results, only the first ${MAX_RESULTS_PER_CHECK} are reported`);
    }
    const kept = found.slice(0, MAX_RESULTS_PER_CHECK);
    run.results.push(...kept);
    if (options.fingerprint !== undefined) recordSecrets(kept, options.fingerprint, secrets);
    run.perCheck[id] = { results: found.length, ms: Math.round(performance.now() - started) };
  }
  return run;
}

/** Fingerprints each secret value at once: from here on only its identity is handed on. */
function recordSecrets(
  results: readonly LocalCheckResult[],
  fingerprint: Fingerprint,
  secrets: Map<LocalCheckResult, SecretIdentity>,
): void {
  for (const result of results) {
    const held = heldSecret(result);
    if (held !== undefined) secrets.set(result, { fingerprint: fingerprint(held.value), basis: held.basis });
  }
}

async function runCheck(
  id: LocalCheckId,
  workspace: string,
  files: readonly RepositoryFile[],
  options: LocalCheckOptions,
  run: LocalCheckRun,
): Promise<LocalCheckResult[]> {
  if (id !== 'git-history') return FILE_CHECKS[id](files, run.skipped);
  const reader =
    options.historyReader ??
    gitHistoryReader(workspace, { ...options.history, now: options.now, signal: options.signal });
  const heldBack: string[] = [];
  const results = await checkGitHistory(reader.additions, files, heldBack);
  run.notes.push(...[...reader.notes, ...heldBack].map((note) => `git-history: ${note}`));
  run.history = reader.coverage;
  return results;
}
