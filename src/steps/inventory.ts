// Lock-file inventory: parse the workspace's lock files, upload the pinned packages of all of them in one
// request per site, and place every advisory the service matches on the lines where its package stands.
import { createHash } from 'node:crypto';
import { readAffectsYou, type AffectedPackage } from '../api/unshown-fields/dependency-fields.ts';
import { ServiceError } from '../api/errors.ts';
import { bySeverity } from '../policy/severity.ts';
import type { PackageRef, ParsedLockFile } from '../lockfiles/types.ts';
import type { AffectedPackageView, DependenciesView, LockFileView } from '../render/model.ts';
import { markNewPackages, packageKey } from './base-packages.ts';
import { notTheChange } from './checkout-guard.ts';
import type { CommandDeps } from '../commands/deps.ts';
import { skipForLackingPermission } from './preflight/index.ts';
import type { SiteRef } from '../commands/scan/route.ts';
import { plural } from '../plural.ts';

const WHAT = 'Dependency upload';

type Location = AffectedPackageView['locations'][number];

/** The lock files read and uploaded; `signal` stops it between its steps. */
export type InventoryRun = (signal: AbortSignal) => Promise<void>;

export async function uploadInventory(
  deps: CommandDeps,
  site: SiteRef,
  route: 'agent' | 'legacy',
): Promise<void> {
  await (
    await prepareInventory(deps, site, route)
  )?.(deps.signal);
}

/**
 * What can keep the lock files from being read, checked before the scan starts: the inputs, the route and
 * the checkout. Returns their reading and upload, or null when they are not read.
 */
export async function prepareInventory(
  deps: CommandDeps,
  site: SiteRef,
  route: 'agent' | 'legacy',
): Promise<InventoryRun | null> {
  const { settings, state } = deps;
  if (settings.dependencies === 'none') {
    state.skipped.push({ what: WHAT, why: "not run (input 'dependencies' is 'none')" });
    return null;
  }
  if (route === 'legacy') {
    state.skipped.push({ what: WHAT, why: 'the legacy route has no dependency upload; use route: agent' });
    return null;
  }
  if (await notTheChange(deps, 'Lock files')) return null;
  const lockFiles = settings.dependencies;
  return (signal) => readAndUpload(deps, site, lockFiles, signal);
}

async function readAndUpload(
  deps: CommandDeps,
  site: SiteRef,
  lockFiles: Exclude<CommandDeps['settings']['dependencies'], 'none'>,
  signal: AbortSignal,
): Promise<void> {
  const { state, toolkit } = deps;
  signal.throwIfAborted();
  // The parsers (and git, to list tracked files) load only for a run that reads lock files.
  const { collectInventory, mergePackages, sourcesOf } = await import('../lockfiles/index.ts');
  const inventory = await collectInventory(deps.ctx.workspace, lockFiles);
  const files = inventory.files;
  const packages = mergePackages(files);
  const seen: DependenciesView = {
    files: files.map(fileView),
    errors: inventory.errors,
    packageCount: 0,
    uploaded: false,
    affected: [],
    webUrl: null,
    ...(state.unreadLockFiles.length > 0 ? { unread: [...state.unreadLockFiles] } : {}),
  };
  // Unreadable files and lines are reported once, from here: the Dependencies section and annotations.
  state.dependencies = seen;
  if (packages.length === 0) {
    const why = files.length === 0 ? 'no lock file found' : 'the lock files pin no registry package';
    state.skipped.push({ what: WHAT, why });
    return;
  }
  if (skipForLackingPermission(deps, 'sites')) return;
  signal.throwIfAborted();
  let result;
  try {
    result = await deps.client.uploadDependencies(site.id, {
      packages,
      sources: sourcesOf(files),
      inventory: { files: seen.files.map(({ path, format, packages }) => ({ path, format, packages })) },
      idempotencyKey: deps.keyFor('dependencies', contentHash(packages)),
    });
  } catch (error) {
    // A 422 (the service's size bound is not shown) costs the advisories, not the scan: say so and go on.
    if (!(error instanceof ServiceError) || error.status !== 422) throw error;
    state.skipped.push({ what: WHAT, why: `refused by the service: ${error.describe()}` });
    toolkit.warning(`Dependency upload refused: ${error.describe()}`);
    return;
  }
  const advisories = readAffectsYou(result.affectsYou);
  const wanted = new Set(advisories.map((a) => affectedKey(a)));
  const locations = locationsOf(files, wanted);
  const development = developmentOnly(files, wanted);
  const affected = await markNewPackages(
    deps,
    files,
    bySeverity(advisories.map((a) => affectedView(a, locations, development))),
  );
  state.dependencies = {
    ...seen,
    uploaded: true,
    packageCount: result.packageCount,
    affected,
    webUrl: result.webUrl || null,
  };
  toolkit.info(
    `Dependencies: ${plural(result.packageCount, 'pinned package')} from ${plural(files.length, 'lock file')}; ${affected.length} affected by an advisory.`,
  );
}

function fileView(file: ParsedLockFile): LockFileView {
  const skippedBy: Record<string, number> = {};
  for (const entry of file.skipped) skippedBy[entry.reason] = (skippedBy[entry.reason] ?? 0) + 1;
  return {
    path: file.path,
    format: file.format,
    packages: file.packages.length,
    skipped: file.skipped.length,
    skippedBy,
  };
}

/** The upload's packages are sorted and deduplicated, so the same lock files always give the same key. */
function contentHash(packages: readonly PackageRef[]): string {
  const hash = createHash('sha256');
  for (const p of packages) hash.update(`${p.ecosystem}\0${p.name}\0${p.version}\n`);
  return hash.digest('hex');
}

/** Every file and line where each wanted name@version stands, in one pass over the lock files. */
function locationsOf(files: readonly ParsedLockFile[], wanted: ReadonlySet<string>): Map<string, Location[]> {
  const found = new Map<string, Location[]>();
  for (const file of files) {
    for (const p of file.packages) {
      const key = packageKey(p.ecosystem, p.name, p.version);
      if (!wanted.has(key)) continue;
      const at = found.get(key) ?? [];
      for (const line of p.lines) at.push({ file: p.path, line });
      found.set(key, at);
    }
  }
  return found;
}

/** The wanted name@versions that every lock file pinning them marks development-only. */
function developmentOnly(files: readonly ParsedLockFile[], wanted: ReadonlySet<string>): Set<string> {
  const runtime = new Set<string>();
  const development = new Set<string>();
  for (const file of files) {
    for (const p of file.packages) {
      const key = packageKey(p.ecosystem, p.name, p.version);
      if (wanted.has(key)) (p.development ? development : runtime).add(key);
    }
  }
  return new Set([...development].filter((key) => !runtime.has(key)));
}

function affectedView(
  a: AffectedPackage,
  locations: ReadonlyMap<string, readonly Location[]>,
  development: ReadonlySet<string>,
): AffectedPackageView {
  return {
    advisoryId: a.advisoryId,
    title: a.title,
    severity: a.severity,
    ecosystem: a.package.ecosystem,
    name: a.package.name,
    version: a.package.version,
    fixedIn: a.fixedIn,
    url: a.url,
    locations: locations.get(affectedKey(a)) ?? [],
    ...(development.has(affectedKey(a)) ? { development: true as const } : {}),
  };
}

const affectedKey = (a: AffectedPackage) =>
  packageKey(a.package.ecosystem, a.package.name, a.package.version);
