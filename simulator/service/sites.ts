// Sites: address normalisation (so one address is one site), creation, and lookup by id or address.
import { badRequest } from './envelope.ts';
import type { FinalScanStatus } from './spec.ts';
import { isoAt, nextId, type SimulatorState } from './state.ts';
import type { FindingTemplate, Site } from './records.ts';

export interface SiteOptions {
  name?: string;
  findings?: FindingTemplate[];
  finalStatus?: FinalScanStatus;
  pollsToFinish?: number;
  suggestedPollAfterSeconds?: number;
  technologies?: string[];
}

/** Lower-case scheme and host, no default port, no query or fragment, no trailing slash. */
export function normalizeSiteUrl(raw: string): { url: string; host: string } {
  let parsed: URL;
  try {
    parsed = new URL(raw.includes('://') ? raw : `https://${raw}`);
  } catch {
    throw badRequest('url must be an http(s) address such as https://www.example.com.');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw badRequest('url must use http or https.');
  }
  const path = parsed.pathname.replace(/\/+$/, '');
  return { url: `${parsed.protocol}//${parsed.host}${path}`, host: parsed.hostname };
}

export function liveSites(state: SimulatorState): Site[] {
  return [...state.sites.values()].filter((site) => !site.removed);
}

/** A live site by id, or by an address that normalises to its address. */
export function findSite(state: SimulatorState, idOrUrl: string): Site | undefined {
  const byId = state.sites.get(idOrUrl);
  if (byId) return byId.removed ? undefined : byId;
  if (!/[.:/]/.test(idOrUrl)) return undefined;
  const { url } = normalizeSiteUrl(idOrUrl);
  return liveSites(state).find((site) => site.url === url);
}

/** Applies the options that are given; the others keep their values. */
export function applySiteOptions(site: Site, options: SiteOptions): void {
  if (options.name !== undefined) site.name = options.name;
  if (options.findings !== undefined) site.templates = options.findings;
  if (options.technologies !== undefined) site.technologies = options.technologies;
  const { finalStatus, pollsToFinish, suggestedPollAfterSeconds } = options;
  if (finalStatus !== undefined) site.behaviour.finalStatus = finalStatus;
  if (pollsToFinish !== undefined) site.behaviour.pollsToFinish = pollsToFinish;
  if (suggestedPollAfterSeconds !== undefined)
    site.behaviour.suggestedPollAfterSeconds = suggestedPollAfterSeconds;
}

export function createSite(state: SimulatorState, rawUrl: string, options: SiteOptions = {}): Site {
  const { url, host } = normalizeSiteUrl(rawUrl);
  const site: Site = {
    id: nextId(state, 'site'),
    url,
    host,
    name: host,
    createdAt: isoAt(state),
    removed: false,
    templates: [],
    behaviour: {
      finalStatus: 'succeeded',
      pollsToFinish: state.settings.pollsToFinish,
      suggestedPollAfterSeconds: state.settings.suggestedPollAfterSeconds,
    },
    technologies: [],
    packages: [],
    dependencySources: [],
    dependenciesReceivedAt: null,
    comparisonError: null,
  };
  applySiteOptions(site, options);
  state.sites.set(site.id, site);
  return site;
}
