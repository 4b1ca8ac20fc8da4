// The simulator-only controls: what a person or the world does outside the API (approving a Deep, publishing a
// proof, approving a device), plus test levers (findings, final status, allowance, faults, the clock).
import { chargedScans } from './allowance.ts';
import { normalizeRepositoryUrl } from './checks.ts';
import type { FaultBook, FaultSpec } from './faults.ts';
import { createSite, findSite, type SiteOptions } from './sites.ts';
import {
  FINDING_CODE_PATTERN,
  PERMISSIONS,
  type FinalScanStatus,
  type LocalCheckId,
  type LocalCheckReason,
  type Permission,
} from './spec.ts';
import { isoAt, type SimulatorState } from './state.ts';
import type { Advisory, FindingTemplate, RepositoryCheckConfig, Site } from './records.ts';

export type AdvisoryInput = Partial<Advisory> & Pick<Advisory, 'id' | 'title' | 'severity'>;

export interface SimulatorControl {
  /** Adds a bearer key; `siteIds` limits it to those sites (403 elsewhere). */
  addKey(key: string, permissions: readonly string[], siteIds?: string[]): void;
  /** Adds a site (or finds the one at that address) and returns its id. */
  addSite(url: string, options?: SiteOptions): string;
  /** Replaces the finding templates the site's next finished scans take their findings from. */
  setSiteFindings(siteIdOrUrl: string, templates: FindingTemplate[]): void;
  /** The status the site's scans end in from now on. */
  setFinalStatus(siteIdOrUrl: string, status: FinalScanStatus): void;
  /** Polls to finish and suggested poll seconds for the site's next scans. */
  setScanPacing(
    siteIdOrUrl: string,
    pacing: { pollsToFinish?: number; suggestedPollAfterSeconds?: number },
  ): void;
  /** Technologies detected on the site (monitor `view=sites` matches advisories against them). */
  setSiteTechnologies(siteIdOrUrl: string, technologies: string[]): void;
  /** Makes the site's comparisons carry this `error` (null clears it). */
  setComparisonError(siteIdOrUrl: string, message: string | null): void;
  /** Sets the remaining Pulse and/or Deep scans of the month. */
  setAllowance(remaining: { pulse?: number; deep?: number }): void;
  /** Adds a fault; see FaultSpec. */
  inject(fault: FaultSpec): void;
  /** Removes every fault not used up yet. */
  clearFaults(): void;
  /** The person approves the prepared Deep operation. */
  approveDeep(operationId: string): void;
  /** The person denies the prepared Deep operation. */
  denyDeep(operationId: string): void;
  /** The prepared Deep operation expires unapproved. */
  expireDeep(operationId: string): void;
  /** The site owner publishes the proof, so the next verify call succeeds. */
  publishProof(verificationId: string): void;
  /** The person approves the device sign-in with this user code. */
  approveDevice(userCode: string): void;
  /** The person denies the device sign-in with this user code. */
  denyDevice(userCode: string): void;
  /** Adds an advisory to the monitor catalogue; returns its id. */
  addAdvisory(advisory: AdvisoryInput): string;
  /** Marks the advisory withdrawn (it leaves the monitor lists). */
  withdrawAdvisory(advisoryId: string): void;
  /** The result a repository check of this URL will have. */
  setRepositoryCheck(url: string, config: RepositoryCheckConfig): void;
  /** Whether the local-assessment admission allows a check, and why. */
  setLocalCheck(checkId: LocalCheckId, reason: LocalCheckReason): void;
  /** Moves the simulator's clock forward (device intervals, recheck waits, expiries). */
  advanceTime(seconds: number): void;
  /** How many scans were charged to the allowance. */
  charges(): number;
  /** The whole world, for assertions. */
  readonly state: SimulatorState;
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} does not exist in the simulator.`);
  return value;
}

function checkTemplates(templates: FindingTemplate[]): FindingTemplate[] {
  const bad = templates.find((t) => !FINDING_CODE_PATTERN.test(t.code));
  if (bad) throw new Error(`Finding code ${bad.code} must look like HDR-3K9Q2A.`);
  return templates;
}

export function checkPermissions(permissions: readonly string[]): Permission[] {
  const unknown = permissions.filter((p) => !(PERMISSIONS as readonly string[]).includes(p));
  if (unknown.length > 0)
    throw new Error(`Unknown permission(s) ${unknown.join(', ')}; use ${PERMISSIONS.join(', ')}.`);
  return permissions as Permission[];
}

export function advisoryFrom(state: SimulatorState, input: AdvisoryInput): Advisory {
  return {
    source: 'simulator',
    kind: 'vulnerability',
    publishedAt: isoAt(state),
    withdrawnAt: null,
    exploited: false,
    ids: [],
    references: [],
    tech: [],
    packages: [],
    cvss: null,
    epss: null,
    attribution: null,
    ...input,
  };
}

export function createControl(state: SimulatorState, faults: FaultBook): SimulatorControl {
  const site = (idOrUrl: string): Site => must(findSite(state, idOrUrl), `Site ${idOrUrl}`);
  const operation = (id: string) => must(state.deepOperations.get(id), `Deep operation ${id}`);
  const device = (userCode: string) =>
    must(
      [...state.devices.values()].find((d) => d.userCode === userCode),
      `Device code ${userCode}`,
    );
  return {
    addKey: (key, permissions, siteIds) =>
      void state.keys.set(key, { key, permissions: checkPermissions(permissions), siteIds, revoked: false }),
    addSite: (url, options = {}) =>
      (
        findSite(state, url) ??
        createSite(state, url, { ...options, findings: checkTemplates(options.findings ?? []) })
      ).id,
    setSiteFindings: (idOrUrl, templates) => void (site(idOrUrl).templates = checkTemplates(templates)),
    setFinalStatus: (idOrUrl, status) => void (site(idOrUrl).behaviour.finalStatus = status),
    setScanPacing: (idOrUrl, pacing) => void Object.assign(site(idOrUrl).behaviour, pacing),
    setSiteTechnologies: (idOrUrl, technologies) => void (site(idOrUrl).technologies = technologies),
    setComparisonError: (idOrUrl, message) => void (site(idOrUrl).comparisonError = message),
    setAllowance: ({ pulse, deep }) => {
      if (pulse !== undefined) state.allowance.pulseRemaining = pulse;
      if (deep !== undefined) state.allowance.deepRemaining = deep;
    },
    inject: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
    approveDeep: (id) => void (operation(id).approvalState = 'approved'),
    denyDeep: (id) => void (operation(id).approvalState = 'denied'),
    expireDeep: (id) => void (operation(id).approvalState = 'expired'),
    publishProof: (id) => void (must(state.verifications.get(id), `Verification ${id}`).published = true),
    approveDevice: (userCode) => void (device(userCode).decision = 'approved'),
    denyDevice: (userCode) => void (device(userCode).decision = 'denied'),
    addAdvisory: (input) => {
      state.advisories.set(input.id, advisoryFrom(state, input));
      return input.id;
    },
    withdrawAdvisory: (id) =>
      void (must(state.advisories.get(id), `Advisory ${id}`).withdrawnAt = isoAt(state)),
    setRepositoryCheck: (url, config) =>
      void state.repositoryConfigs.set(normalizeRepositoryUrl(url), config),
    setLocalCheck: (checkId, reason) => void state.localChecks.set(checkId, reason),
    advanceTime: (seconds) => void (state.clockOffsetMs += seconds * 1000),
    charges: () => chargedScans(state),
    get state() {
      return state;
    },
  };
}
