// The simulator-only controls: what a person or the world does outside the API (approving a Deep, publishing a
// proof, approving a device), plus test levers (findings, final status, allowance, faults, the clock).
import { chargedScans } from './allowance.ts';
import { normalizeRepositoryUrl } from './checks.ts';
import type { FaultBook } from '../fault-book.ts';
import type { FaultSpec } from './faults.ts';
import { addPastScan, type PastScan } from './history.ts';
import { applySiteOptions, createSite, findSite, normalizeSiteUrl, type SiteOptions } from './sites.ts';
import {
  FINDING_CODE_PATTERN,
  PERMISSIONS,
  type FinalScanStatus,
  type LocalCheckId,
  type LocalCheckReason,
  type Permission,
} from './spec.ts';
import { isoAt, type SimulatorState } from './state.ts';
import type {
  Advisory,
  DeepOperation,
  DeviceGrant,
  FindingTemplate,
  QuickCheckConfig,
  RepositoryCheckConfig,
  Site,
} from './records.ts';

export type AdvisoryInput = Partial<Advisory> & Pick<Advisory, 'id' | 'title' | 'severity'>;

export interface SimulatorControl {
  /** Adds a bearer key; `siteIds` limits it to those sites (403 elsewhere). */
  addKey(key: string, permissions: readonly string[], siteIds?: string[]): void;
  /** The key stops working (401), as a key left unused expires. */
  expireKey(key: string): void;
  /** Adds a site (or finds the one at that address) and returns its id. */
  addSite(url: string, options?: SiteOptions): string;
  /** Adds a scan the site finished days ago (the history the trend chart reads); returns its id. */
  addPastScan(siteIdOrUrl: string, past: PastScan): string;
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
  /** The result a quick check of this address will have. */
  setQuickCheck(url: string, config: QuickCheckConfig): void;
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

/** The controls over one simulator's world and fault book. */
class WorldControl implements SimulatorControl {
  readonly state: SimulatorState;
  private readonly faults: FaultBook<FaultSpec>;

  constructor(state: SimulatorState, faults: FaultBook<FaultSpec>) {
    this.state = state;
    this.faults = faults;
  }

  private site(idOrUrl: string): Site {
    return must(findSite(this.state, idOrUrl), `Site ${idOrUrl}`);
  }

  private operation(id: string): DeepOperation {
    return must(this.state.deepOperations.get(id), `Deep operation ${id}`);
  }

  private device(userCode: string): DeviceGrant {
    const grant = [...this.state.devices.values()].find((d) => d.userCode === userCode);
    return must(grant, `Device code ${userCode}`);
  }

  addKey(key: string, permissions: readonly string[], siteIds?: string[]): void {
    this.state.keys.set(key, { key, permissions: checkPermissions(permissions), siteIds, status: 'active' });
  }

  expireKey(key: string): void {
    must(this.state.keys.get(key), 'The key').status = 'expired';
  }

  addSite(url: string, options: SiteOptions = {}): string {
    const checked = { ...options, findings: options.findings && checkTemplates(options.findings) };
    const existing = findSite(this.state, url);
    if (!existing) return createSite(this.state, url, checked).id;
    applySiteOptions(existing, checked);
    return existing.id;
  }

  addPastScan(siteIdOrUrl: string, past: PastScan): string {
    const findings = past.findings && checkTemplates([...past.findings]);
    return addPastScan(this.state, this.site(siteIdOrUrl), { ...past, findings }).id;
  }

  setSiteFindings(siteIdOrUrl: string, templates: FindingTemplate[]): void {
    this.site(siteIdOrUrl).templates = checkTemplates(templates);
  }

  setFinalStatus(siteIdOrUrl: string, status: FinalScanStatus): void {
    this.site(siteIdOrUrl).behaviour.finalStatus = status;
  }

  setScanPacing(
    siteIdOrUrl: string,
    pacing: { pollsToFinish?: number; suggestedPollAfterSeconds?: number },
  ): void {
    applySiteOptions(this.site(siteIdOrUrl), pacing);
  }

  setSiteTechnologies(siteIdOrUrl: string, technologies: string[]): void {
    this.site(siteIdOrUrl).technologies = technologies;
  }

  setComparisonError(siteIdOrUrl: string, message: string | null): void {
    this.site(siteIdOrUrl).comparisonError = message;
  }

  setAllowance({ pulse, deep }: { pulse?: number; deep?: number }): void {
    if (pulse !== undefined) this.state.allowance.pulseRemaining = pulse;
    if (deep !== undefined) this.state.allowance.deepRemaining = deep;
  }

  inject(fault: FaultSpec): void {
    this.faults.add(fault);
  }

  clearFaults(): void {
    this.faults.clear();
  }

  approveDeep(operationId: string): void {
    this.operation(operationId).approvalState = 'approved';
  }

  denyDeep(operationId: string): void {
    this.operation(operationId).approvalState = 'denied';
  }

  expireDeep(operationId: string): void {
    this.operation(operationId).approvalState = 'expired';
  }

  publishProof(verificationId: string): void {
    must(this.state.verifications.get(verificationId), `Verification ${verificationId}`).published = true;
  }

  approveDevice(userCode: string): void {
    this.device(userCode).decision = 'approved';
  }

  denyDevice(userCode: string): void {
    this.device(userCode).decision = 'denied';
  }

  addAdvisory(advisory: AdvisoryInput): string {
    this.state.advisories.set(advisory.id, advisoryFrom(this.state, advisory));
    return advisory.id;
  }

  withdrawAdvisory(advisoryId: string): void {
    must(this.state.advisories.get(advisoryId), `Advisory ${advisoryId}`).withdrawnAt = isoAt(this.state);
  }

  setQuickCheck(url: string, config: QuickCheckConfig): void {
    this.state.quickCheckConfigs.set(normalizeSiteUrl(url).url, config);
  }

  setRepositoryCheck(url: string, config: RepositoryCheckConfig): void {
    this.state.repositoryConfigs.set(normalizeRepositoryUrl(url), config);
  }

  setLocalCheck(checkId: LocalCheckId, reason: LocalCheckReason): void {
    this.state.localChecks.set(checkId, reason);
  }

  advanceTime(seconds: number): void {
    this.state.clockOffsetMs += seconds * 1000;
  }

  charges(): number {
    return chargedScans(this.state);
  }
}

export function createControl(state: SimulatorState, faults: FaultBook<FaultSpec>): SimulatorControl {
  return new WorldControl(state, faults);
}
