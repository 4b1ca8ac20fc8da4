// Agent account routes: who the key belongs to, the allowance, and moving the free Pulse to another site.
import { allowanceView, chargeScan, noCharge } from '../allowance.ts';
import { conflict, notFound } from '../envelope.ts';
import { keyOf, siteFor } from '../lookup.ts';
import type { RequestContext, Route } from '../route.ts';
import { startScan } from '../scan-lifecycle.ts';
import { createSite, findSite } from '../sites.ts';
import { ERROR_CODES } from '../spec.ts';
import type { SimulatorState } from '../state.ts';
import type { ApiKey, CheckRecord } from '../records.ts';
import { bodyObject, optionalString, requiredBoolean, requiredString } from '../validate.ts';

/** ours: one user and one workspace; the key is shown by its prefix only, never whole. */
export function identity(key: ApiKey): { user: object; workspace: object; credential: object } {
  return {
    user: { id: 'usr_000001', name: 'Simulated User', email: 'user@example.com' },
    workspace: { id: 'wks_000001', name: 'Simulated Workspace' },
    credential: {
      prefix: `${key.key.slice(0, 6)}…`,
      permissions: key.permissions,
      siteIds: key.siteIds ?? null,
    },
  };
}

function me(key: ApiKey): Record<string, unknown> {
  const has = (permission: string): boolean => key.permissions.some((p) => p === permission);
  return {
    ...identity(key),
    capabilities: {
      findingCode: true,
      pulse: has('pulse'),
      deep: has('deep'),
      local: has('local'),
      sites: has('sites'),
    },
  };
}

/** Starts a Pulse of the quick check's address (found or added) as the free site's replacement. */
function startReplacement(
  state: SimulatorState,
  check: CheckRecord,
): { siteId: string; scanId: string; charged: object } {
  const site = findSite(state, check.url) ?? createSite(state, check.url);
  const charged = chargeScan(state, 'pulse', site.id);
  return { siteId: site.id, scanId: startScan(state, site, 'pulse').id, charged };
}

function quickCheckFor(state: SimulatorState, checkId: string | undefined): CheckRecord | undefined {
  if (checkId === undefined) return undefined;
  const check = state.quickChecks.get(checkId);
  if (!check) throw notFound(`Quick check ${checkId}`);
  return check;
}

function switchFreeSite(ctx: RequestContext): Record<string, unknown> {
  const body = bodyObject(ctx.body);
  const removeSiteId = requiredString(body, 'removeSiteId', { max: 200 });
  const checkId = optionalString(body, 'checkId', { max: 200 });
  if (!requiredBoolean(body, 'confirmRemoval')) {
    throw conflict(
      ERROR_CODES.confirmationRequired,
      'Removing a site needs confirmRemoval: true.',
      'Confirm that the site and its scans may be removed, then send confirmRemoval: true.',
    );
  }
  const state = ctx.state;
  const site = siteFor(ctx, removeSiteId);
  // Every lookup that can refuse runs before the removal, so a refusal leaves the site in place.
  const check = quickCheckFor(state, checkId);
  site.removed = true;
  if (state.allowance.freeSiteId === site.id) {
    state.allowance.freeSiteId = null;
    state.allowance.pulseRemaining += 1;
  }
  const replacement = check ? startReplacement(state, check) : null;
  return {
    removedSiteId: site.id,
    removedSiteHost: site.host,
    replacementSiteId: replacement?.siteId ?? null,
    allowance: allowanceView(state),
    restoreUrl: `${state.webBase}/sites/${site.id}/restore`,
    startedScanId: replacement?.scanId ?? null,
    charged: replacement?.charged ?? noCharge(),
    replayed: false,
  };
}

export const accountRoutes: Route[] = [
  { method: 'GET', path: '/agent/me', auth: ['read'], handle: (ctx) => ({ data: me(keyOf(ctx)) }) },
  {
    method: 'GET',
    path: '/agent/allowance',
    auth: ['read'],
    handle: (ctx) => ({ data: allowanceView(ctx.state) }),
  },
  {
    method: 'POST',
    path: '/agent/free-site-switch',
    auth: ['sites', 'pulse'],
    idempotent: true,
    handle: (ctx) => ({ data: switchFreeSite(ctx) }),
  },
];
