// Deep on the agent route: prepare the operation from a verified ownership proof, show where a person
// approves it, then keep trying the start until it is approved, denied, expired, or the wait runs out.
import { isDeepNotApproved, readDeepRefusal } from '../../api/unshown-fields/deep-fields.ts';
import { readScanSnapshot } from '../../api/unshown-fields/scan-fields.ts';
import type { ServiceClient } from '../../api/client.ts';
import { TransportError, type ServiceError } from '../../api/errors.ts';
import { toServiceKind } from '../../api/scan-kind.ts';
import { DeepNotStarted } from '../../errors.ts';
import type { KeyFor } from './agent-route.ts';
import type { SiteRef, Started } from './route.ts';

export interface DeepApprovalDeps {
  readonly client: ServiceClient;
  readonly keyFor: KeyFor;
  readonly verificationId: string;
  readonly approvalTimeoutMs: number;
  /** Between tries of the start while the operation waits for approval. */
  readonly approvalPollMs: number;
  /** Between lookups of the site's scans after a start's answer was lost. */
  readonly lostStartLookupMs: number;
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  readonly now: () => number;
  readonly signal: AbortSignal;
  /** Called once the approval link is known, so it reaches the user before the wait. */
  readonly onApprovalUrl: (url: string) => void;
  readonly log: (line: string) => void;
}

export async function startApprovedDeep(deps: DeepApprovalDeps, site: SiteRef): Promise<Started> {
  const operation = await deps.client.prepareDeep(site.id, {
    verificationId: deps.verificationId,
    idempotencyKey: deps.keyFor('deep-prepare', deps.verificationId),
  });
  deps.onApprovalUrl(operation.approvalUrl);
  const deadline = Math.min(deps.now() + deps.approvalTimeoutMs, Date.parse(operation.expiresAt) || Infinity);
  for (;;) {
    const sentAt = deps.now();
    try {
      const result = await deps.client.startDeep(operation.operationId);
      return { scan: readScanSnapshot(result.scan, 'Deep start answer'), replayed: result.replayed === true };
    } catch (error) {
      if (error instanceof TransportError && !deps.signal.aborted)
        return recoverLostStart(deps, site, sentAt, error);
      if (!isDeepNotApproved(error)) throw error;
      const refusal = readDeepRefusal(error as ServiceError);
      if (refusal === 'denied')
        throw new DeepNotStarted('the Deep operation was denied at the approval page', true);
      if (refusal === 'expired')
        throw new DeepNotStarted(
          'the Deep operation expired before anyone approved it; run the job again',
          true,
        );
    }
    const remaining = deadline - deps.now();
    if (remaining <= 0) {
      throw new DeepNotStarted(
        `the Deep operation was not approved within approval-timeout-minutes (approval page: ${operation.approvalUrl}); approve it sooner or raise approval-timeout-minutes, and on-timeout: warn passes such a run with a warning`,
        true,
      );
    }
    const wait = Math.min(deps.approvalPollMs, remaining);
    deps.log(`Waiting for approval at ${operation.approvalUrl}; next try in ${Math.round(wait / 1000)} s`);
    await deps.sleep(wait, deps.signal);
  }
}

/** Lookups of the site's scans after a lost start answer, a few seconds apart: the list may lag the start. */
const LOST_START_LOOKUPS = 3;
/** Our clock and the service's may disagree by this much. */
const CLOCK_SKEW_MS = 120_000;

/**
 * The start takes no idempotency key, so a start whose answer was lost is never sent again: it may have
 * started (and charged) a scan. The newest Deep scan of the site created since the start was sent is
 * taken as that scan; when none shows, the run stops and says to look before starting another.
 */
async function recoverLostStart(
  deps: DeepApprovalDeps,
  site: SiteRef,
  sentAt: number,
  lost: TransportError,
): Promise<Started> {
  for (let lookup = 0; lookup < LOST_START_LOOKUPS; lookup += 1) {
    if (lookup > 0) await deps.sleep(deps.lostStartLookupMs, deps.signal);
    const page = await deps.client.scansPage({ siteId: site.id, kind: toServiceKind('deep'), limit: 5 });
    const ours = page.items.find((scan) => Date.parse(scan.createdAt ?? '') >= sentAt - CLOCK_SKEW_MS);
    if (ours) {
      deps.log(
        `The Deep start's answer was lost (${lost.describe()}); scan ${ours.id} is the Deep it started.`,
      );
      return { scan: readScanSnapshot(ours, 'scan list'), replayed: false };
    }
  }
  throw new DeepNotStarted(
    `the answer to the Deep start was lost (${lost.describe()}) and no new Deep scan of the site shows yet; it may still start, so check ${site.webUrl ?? 'the site in the service'} before starting another`,
    false,
  );
}
