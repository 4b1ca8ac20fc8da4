// The controls over HTTP under /__sim (no key), so a simulator started as its own process can be driven.
import type { SimulatorControl } from './control.ts';
import type { FaultSpec } from './faults.ts';
import type { PastScan } from './history.ts';
import { matchRoute } from '../router.ts';
import type { FinalScanStatus, LocalCheckId, LocalCheckReason } from './spec.ts';
import type { FindingTemplate } from './records.ts';

type Body = Record<string, unknown>;

interface ControlRoute {
  method: string;
  path: string;
  run(control: SimulatorControl, params: Record<string, string>, body: Body, requests: unknown[]): unknown;
}

/** Maps become plain objects so the state can be sent as JSON. */
function jsonSafe(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown): unknown => (v instanceof Map ? Object.fromEntries(v) : v)),
  ) as unknown;
}

const CONTROL_ROUTES: ControlRoute[] = [
  { method: 'GET', path: '/state', run: (c) => jsonSafe(c.state) },
  { method: 'GET', path: '/requests', run: (_c, _p, _b, requests) => requests },
  { method: 'DELETE', path: '/requests', run: (_c, _p, _b, requests) => requests.splice(0).length },
  { method: 'GET', path: '/charges', run: (c) => ({ charges: c.charges() }) },
  {
    method: 'POST',
    path: '/keys',
    run: (c, _p, b) =>
      c.addKey(String(b.key), (b.permissions as string[] | undefined) ?? [], b.siteIds as string[]),
  },
  {
    method: 'POST',
    path: '/sites',
    run: (c, _p, b) => ({ siteId: c.addSite(String(b.url), b) }),
  },
  {
    method: 'PUT',
    path: '/sites/:site/findings',
    run: (c, p, b) => c.setSiteFindings(p.site ?? '', b.findings as FindingTemplate[]),
  },
  {
    method: 'POST',
    path: '/sites/:site/past-scans',
    run: (c, p, b) => ({ id: c.addPastScan(p.site ?? '', b as unknown as PastScan) }),
  },
  {
    method: 'PUT',
    path: '/sites/:site/final-status',
    run: (c, p, b) => c.setFinalStatus(p.site ?? '', b.status as FinalScanStatus),
  },
  { method: 'PUT', path: '/sites/:site/pacing', run: (c, p, b) => c.setScanPacing(p.site ?? '', b) },
  {
    method: 'PUT',
    path: '/sites/:site/technologies',
    run: (c, p, b) => c.setSiteTechnologies(p.site ?? '', b.technologies as string[]),
  },
  {
    method: 'PUT',
    path: '/sites/:site/comparison-error',
    run: (c, p, b) => c.setComparisonError(p.site ?? '', (b.message as string | null) ?? null),
  },
  { method: 'PUT', path: '/allowance', run: (c, _p, b) => c.setAllowance(b) },
  { method: 'POST', path: '/faults', run: (c, _p, b) => c.inject(b as unknown as FaultSpec) },
  { method: 'DELETE', path: '/faults', run: (c) => c.clearFaults() },
  { method: 'POST', path: '/deep-operations/:id/approve', run: (c, p) => c.approveDeep(p.id ?? '') },
  { method: 'POST', path: '/deep-operations/:id/deny', run: (c, p) => c.denyDeep(p.id ?? '') },
  { method: 'POST', path: '/deep-operations/:id/expire', run: (c, p) => c.expireDeep(p.id ?? '') },
  { method: 'POST', path: '/verifications/:id/publish', run: (c, p) => c.publishProof(p.id ?? '') },
  { method: 'POST', path: '/devices/:userCode/approve', run: (c, p) => c.approveDevice(p.userCode ?? '') },
  { method: 'POST', path: '/devices/:userCode/deny', run: (c, p) => c.denyDevice(p.userCode ?? '') },
  {
    method: 'POST',
    path: '/advisories',
    run: (c, _p, b) => ({ id: c.addAdvisory(b as Parameters<SimulatorControl['addAdvisory']>[0]) }),
  },
  { method: 'POST', path: '/advisories/:id/withdraw', run: (c, p) => c.withdrawAdvisory(p.id ?? '') },
  {
    method: 'PUT',
    path: '/quick-checks',
    run: (c, _p, b) => c.setQuickCheck(String(b.url), b),
  },
  { method: 'POST', path: '/keys/:key/expire', run: (c, p) => c.expireKey(p.key ?? '') },
  {
    method: 'PUT',
    path: '/repository-checks',
    run: (c, _p, b) => c.setRepositoryCheck(String(b.url), b),
  },
  {
    method: 'PUT',
    path: '/local-checks/:checkId',
    run: (c, p, b) => c.setLocalCheck(p.checkId as LocalCheckId, b.reason as LocalCheckReason),
  },
  { method: 'POST', path: '/clock', run: (c, _p, b) => c.advanceTime(Number(b.advanceSeconds ?? 0)) },
];

export function handleControlRequest(
  control: SimulatorControl,
  requests: unknown[],
  method: string,
  path: string,
  body: unknown,
): { status: number; body: unknown } {
  const match = matchRoute(CONTROL_ROUTES, method, path.slice('/__sim'.length));
  if (!match) return { status: 404, body: { ok: false, error: `No simulator control ${method} ${path}.` } };
  const input = typeof body === 'object' && body !== null ? (body as Body) : {};
  try {
    const result = match.route.run(control, match.params, input, requests);
    return { status: 200, body: { ok: true, result: result ?? null } };
  } catch (error) {
    return {
      status: 400,
      body: { ok: false, error: error instanceof Error ? error.message : String(error) },
    };
  }
}
