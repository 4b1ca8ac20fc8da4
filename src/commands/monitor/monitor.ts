// The monitor flow: fresh inventories, every page of advisories, what is new or withdrawn since the last
// run, the gate over the new ones, issues, and the memory for the next run.
import type { ServiceClient } from '../../api/client.ts';
import type { MonitorQuery } from '../../api/client-sites.ts';
import type { GateOutcome } from '../../policy/gate.ts';
import { monitorAdvisoryRow } from '../../policy/gate-rows.ts';
import { reaches } from '../../policy/severity.ts';
import type { AdvisoryIssue, AdvisoryView, MonitorMemory } from '../../render/monitor-model.ts';
import type { FailOn } from '../../settings/choices.ts';
import type { CommandDeps } from '../deps.ts';
import type { MonitorOptions, MonitorSettings } from './spec.ts';
import { uploadInventory } from '../../steps/inventory.ts';
import { agentRoute } from '../scan/agent-route.ts';
import type { SiteRef } from '../scan/route.ts';
import { nextMemory, parseMemory, type Memory, type RunOutcome } from './memory.ts';
import type { StateStore } from './state-store.ts';
import { advisoryView, orderAdvisories, triage } from './triage.ts';
import { errorMessage } from '../../errors.ts';
import { counted, plural } from '../../plural.ts';

/** Remembered advisories the window no longer lists, looked up one by one per run (oldest first). */
const MAX_LOOKUPS = 25;

export interface MonitorEdges {
  readonly store: StateStore;
  /** Keeps the issues (per advisory, or the site's dashboard); null when issues are not wanted. */
  readonly syncIssues: ((sync: IssueSync) => Promise<IssueSyncResult>) | null;
}

export interface IssueSync {
  /** New advisories at or above `fail-on`: each gets an issue, or is named on the dashboard. */
  readonly fresh: readonly AdvisoryView[];
  /** Reported earlier and withdrawn since: their issues are closed. */
  readonly withdrawn: readonly AdvisoryView[];
  /** Every current advisory of the window, in order: what the dashboard lists. */
  readonly window: readonly AdvisoryView[];
  /** Ids of every advisory this run reports as new, below the threshold too. */
  readonly reported: ReadonlySet<string>;
  readonly failOn: FailOn;
  readonly siteKey: string;
  /** The dashboard's number as the last run left it. */
  readonly dashboard: number | null;
}

export interface IssueSyncResult {
  /** The issue each new advisory of `fresh` got; one left out is reported again by the next run. */
  readonly issues: AdvisoryIssue[];
  /** The dashboard's number to remember; undefined keeps what was remembered. */
  readonly dashboard?: number | null;
}

export async function runMonitor(deps: CommandDeps<MonitorSettings>, edges: MonitorEdges): Promise<void> {
  const { settings, state, toolkit } = deps;
  const warn = (message: string) => {
    state.warnings.push(message);
    toolkit.warning(message);
  };
  const site = await prepareSite(deps);
  const recalled = await recall(edges.store, warn);
  const query = monitorQuery(settings.monitor, site?.id ?? null);
  const review = await reviewAdvisories(deps.client, query, recalled.memory);
  const failOn = (state.policy ?? settings.policy).failOn;
  state.monitor = {
    failOn,
    filters: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    memory: recalled.status,
    listed: review.listed.filter((a) => a.withdrawnAt === null).length,
    new: review.fresh,
    withdrawn: review.withdrawn,
    alreadyReported: review.alreadyReported,
    issues: [],
  };
  state.outcomes.push(...gateOutcomes(review.fresh, failOn));
  toolkit.info(
    `Advisories: ${review.listed.length} listed, ${review.fresh.length} new, ${review.withdrawn.length} withdrawn (memory: ${recalled.status}).`,
  );
  for (const a of review.fresh) toolkit.info(`New ${a.severity} advisory ${a.id}: ${a.title}`);
  for (const a of review.withdrawn) toolkit.info(`Withdrawn advisory ${a.id}: ${a.title}`);
  let unissued: readonly string[] = [];
  let dashboard: number | null | undefined;
  if (edges.syncIssues) {
    const over = review.fresh.filter((a) => reaches(a.severity, failOn));
    const synced = await edges.syncIssues({
      fresh: over,
      withdrawn: review.withdrawn,
      window: orderAdvisories(review.listed.filter((a) => a.withdrawnAt === null)),
      reported: new Set(review.reported),
      failOn,
      siteKey: deps.siteKey,
      dashboard: recalled.memory?.dashboard ?? null,
    });
    const { issues } = synced;
    dashboard = synced.dashboard;
    state.monitor = { ...state.monitor, issues };
    const issued = new Set(issues.map((i) => i.advisoryId));
    unissued = over.filter((a) => !issued.has(a.id)).map((a) => a.id);
    if (unissued.length > 0) {
      warn(
        `${plural(unissued.length, 'new advisory', 'new advisories')} got no issue (or dashboard); not remembered, so the next run reports ${unissued.length === 1 ? 'it' : 'them'} again and tries again.`,
      );
    }
  }
  // Without a store there is nothing to save; a corrupt state is replaced by this run's.
  if (recalled.status !== 'unavailable') {
    const reported = review.reported.filter((id) => !unissued.includes(id));
    await remember(
      edges.store,
      nextMemory(
        recalled.memory,
        { ...review, reported, ...(dashboard !== undefined ? { dashboard } : {}) },
        new Date(deps.now()).toISOString(),
      ),
      warn,
    );
  }
}

/** The site, when one is given, with its inventories uploaded first so package matches are fresh. */
async function prepareSite(deps: CommandDeps<MonitorSettings>): Promise<SiteRef | null> {
  const { settings, state, client } = deps;
  if (!settings.site) {
    if (settings.dependencies !== 'none') {
      state.skipped.push({
        what: 'Dependency upload',
        why: "no 'site' input: an inventory belongs to a site",
      });
    }
    return null;
  }
  const site = await agentRoute(client, deps.keyFor).resolveSite(settings.site);
  state.site = site;
  await uploadInventory(deps, site, 'agent');
  return site;
}

interface Review extends RunOutcome {
  readonly listed: readonly AdvisoryView[];
  readonly fresh: readonly AdvisoryView[];
  readonly withdrawn: readonly AdvisoryView[];
  readonly alreadyReported: number;
}

/** Every page of the window, judged against the memory; remembered ones gone from it are looked up. */
async function reviewAdvisories(
  client: ServiceClient,
  query: MonitorQuery,
  memory: Memory | null,
): Promise<Review> {
  const listed: AdvisoryView[] = [];
  for await (const item of client.monitor(query)) listed.push(advisoryView(item));
  const found = triage(listed, memory);
  const checked = found.missing.slice(0, MAX_LOOKUPS);
  const lookedUp = await lookUp(client, checked);
  const withdrawn = orderAdvisories([...found.withdrawn, ...lookedUp.filter((a) => a.withdrawnAt !== null)]);
  return {
    listed,
    fresh: found.fresh,
    withdrawn,
    alreadyReported: found.alreadyReported,
    reported: found.fresh.map((a) => a.id),
    seen: [...listed.map((a) => a.id), ...checked],
    withdrawnIds: withdrawn.map((a) => a.id),
  };
}

async function remember(store: StateStore, memory: Memory, warn: (message: string) => void): Promise<void> {
  try {
    await store.save(JSON.stringify(memory));
  } catch (error) {
    warn(`Monitor state not saved, so the next run reports these advisories again: ${errorMessage(error)}`);
  }
}

async function recall(
  store: StateStore,
  warn: (message: string) => void,
): Promise<{ memory: Memory | null; status: MonitorMemory }> {
  let text: string | null;
  try {
    text = await store.restore();
  } catch (error) {
    const why = errorMessage(error);
    warn(`Monitor state unavailable (${why}): every advisory of the window is reported, not only new ones.`);
    return { memory: null, status: 'unavailable' };
  }
  if (text === null) return { memory: null, status: 'empty' };
  const memory = parseMemory(text);
  if (memory === null) {
    warn(
      'Monitor state unreadable (corrupt, or written by another version): every advisory of the window is reported, not only new ones.',
    );
    return { memory: null, status: 'unreadable' };
  }
  return { memory, status: 'restored' };
}

export function monitorQuery(m: MonitorOptions, siteId: string | null): MonitorQuery {
  return {
    view: m.view,
    kind: m.kind,
    ecosystem: m.ecosystem,
    severity: m.severity,
    ...(m.days !== null ? { days: m.days } : {}),
    ...(m.query !== '' ? { q: m.query } : {}),
    ...(siteId !== null ? { siteId } : {}),
  };
}

/** Withdrawn advisories leave the lists; only a lookup by id tells withdrawn from out of the window. */
async function lookUp(client: ServiceClient, ids: readonly string[]): Promise<AdvisoryView[]> {
  const found: AdvisoryView[] = [];
  for (const id of ids) {
    const page = await client.monitorPage({ advisoryId: id, view: 'latest' });
    const item = page.items.find((i) => i.id === id);
    if (item) found.push(advisoryView(item));
  }
  return found;
}

export function gateOutcomes(fresh: readonly AdvisoryView[], failOn: FailOn): GateOutcome[] {
  return fresh
    .filter((a) => reaches(a.severity, failOn))
    .map((a) => ({
      level: 'fail',
      group: counted('new advisory', `at or above ${failOn}`, 'new advisories'),
      item: `${a.severity}${a.exploited ? ' exploited' : ''} ${a.id}: ${a.title}`,
      ignoreIds: [a.id],
      row: monitorAdvisoryRow(a.id),
    }));
}
