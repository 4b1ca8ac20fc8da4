// Deep scans on the agent route: ownership proof (issue, verify with attempts), the prepared operation that a
// person must approve (a simulator control), and its start.
import { randomBytes } from 'node:crypto';
import { allowanceView, chargeScan } from '../allowance.ts';
import { conflict, notFound, ServiceError } from '../envelope.ts';
import { rememberAnswer, replayAnswer } from '../idempotency.ts';
import { param, siteFor } from '../lookup.ts';
import type { RequestContext, Route, RouteAnswer } from '../route.ts';
import { startScan } from '../scan-lifecycle.ts';
import { ERROR_CODES, VERIFICATION_METHODS, type VerificationMethod } from '../spec.ts';
import { isoAt, nextId, nowMs, type SimulatorState } from '../state.ts';
import type { DeepOperation, Site, Verification } from '../records.ts';
import { bodyObject, requiredEnum, requiredString } from '../validate.ts';
import { scanDetail } from '../views.ts';

/** ours: a proof may be checked for 24 hours, a verified proof lasts 30 days, an approval waits 1 hour. */
const PROOF_SECONDS = 86_400;
const VERIFIED_SECONDS = 30 * 86_400;
const APPROVAL_SECONDS = 3_600;

function proofLocation(site: Site, method: VerificationMethod): string {
  if (method === 'dns') return `_scan-verification.${site.host} (TXT record)`;
  if (method === 'file') return `${site.url}/.well-known/scan-verification.txt`;
  return `${site.url}/ (<meta name="scan-verification" content="…"> in <head>)`;
}

function issueProof(ctx: RequestContext): Verification {
  const site = siteFor(ctx, param(ctx, 'siteId'));
  const method = requiredEnum(bodyObject(ctx.body), 'method', VERIFICATION_METHODS);
  const verification: Verification = {
    id: nextId(ctx.state, 'ver'),
    siteId: site.id,
    origin: new URL(site.url).origin,
    method,
    state: 'pending',
    value: `scan-verification=${randomBytes(12).toString('hex')}`,
    location: proofLocation(site, method),
    expiresAt: isoAt(ctx.state, PROOF_SECONDS),
    verifiedUntil: null,
    attemptsRemaining: ctx.state.settings.verificationAttempts,
    retryAfterSeconds: null,
    published: false,
  };
  ctx.state.verifications.set(verification.id, verification);
  return verification;
}

function verificationView(v: Verification, withProof: boolean): Record<string, unknown> {
  const { id, published: _published, value, location, ...rest } = v;
  return withProof ? { verificationId: id, ...rest, value, location } : { verificationId: id, ...rest };
}

function refuseSpentProof(state: SimulatorState, v: Verification): void {
  if (v.state === 'pending' && Date.parse(v.expiresAt) <= nowMs(state)) v.state = 'expired';
  if (v.state === 'expired') {
    throw conflict(
      ERROR_CODES.verificationExpired,
      'The ownership proof expired.',
      'Issue a new proof and publish it.',
    );
  }
  if (v.state === 'exhausted' || v.state === 'revoked') {
    throw conflict(
      ERROR_CODES.verificationExhausted,
      `The ownership proof is ${v.state}.`,
      'Issue a new proof and publish it.',
    );
  }
}

/** One verify call uses one attempt; the proof verifies once the owner published it. */
function verifyProof(ctx: RequestContext): Verification {
  const site = siteFor(ctx, param(ctx, 'siteId'));
  const v = ctx.state.verifications.get(param(ctx, 'verificationId'));
  if (!v || v.siteId !== site.id) throw notFound(`Verification ${param(ctx, 'verificationId')}`);
  refuseSpentProof(ctx.state, v);
  if (v.state === 'verified') return v;
  v.attemptsRemaining -= 1;
  if (v.published) {
    v.state = 'verified';
    v.verifiedUntil = isoAt(ctx.state, VERIFIED_SECONDS);
    v.retryAfterSeconds = null;
  } else {
    v.state = v.attemptsRemaining <= 0 ? 'exhausted' : 'pending';
    v.retryAfterSeconds = v.state === 'pending' ? ctx.state.settings.verificationRetryAfterSeconds : null;
  }
  return v;
}

function operationView(state: SimulatorState, op: DeepOperation): Record<string, unknown> {
  const site = state.sites.get(op.siteId);
  return {
    operationId: op.id,
    siteId: op.siteId,
    origin: site ? new URL(site.url).origin : '',
    assessmentLevel: 'deep',
    verificationId: op.verificationId,
    cost: { kind: 'deep', scans: 1, credits: 0 },
    allowance: allowanceView(state),
    approvalState: op.approvalState,
    approvalUrl: `${state.webBase}/deep-operations/${op.id}/approve`,
    expiresAt: op.expiresAt,
  };
}

function prepareOperation(ctx: RequestContext): Record<string, unknown> {
  const site = siteFor(ctx, param(ctx, 'siteId'));
  const verificationId = requiredString(bodyObject(ctx.body), 'verificationId', { max: 200 });
  const v = ctx.state.verifications.get(verificationId);
  if (!v || v.siteId !== site.id || v.state !== 'verified') {
    throw conflict(
      ERROR_CODES.proofNotVerified,
      'A Deep operation needs a verified ownership proof of this site.',
      'Issue a proof, publish it, and verify it before preparing the operation.',
    );
  }
  const op: DeepOperation = {
    id: nextId(ctx.state, 'dop'),
    siteId: site.id,
    verificationId,
    approvalState: 'pending',
    expiresAt: isoAt(ctx.state, APPROVAL_SECONDS),
    startedScanId: null,
  };
  ctx.state.deepOperations.set(op.id, op);
  return operationView(ctx.state, op);
}

function refuseUnapproved(state: SimulatorState, op: DeepOperation): void {
  if (op.approvalState === 'pending' && Date.parse(op.expiresAt) <= nowMs(state))
    op.approvalState = 'expired';
  const approvalUrl = `${state.webBase}/deep-operations/${op.id}/approve`;
  if (op.approvalState === 'pending') {
    throw new ServiceError({
      status: 409,
      code: ERROR_CODES.approvalPending,
      message: 'The Deep operation waits for a person to approve it.',
      nextStep: 'Ask the site owner to approve it at approvalUrl, then start again.',
      webUrl: approvalUrl,
    });
  }
  if (op.approvalState === 'denied') {
    throw conflict(
      ERROR_CODES.approvalDenied,
      'The Deep operation was denied.',
      'Prepare a new operation if it is still wanted.',
    );
  }
  if (op.approvalState === 'expired') {
    throw conflict(
      ERROR_CODES.approvalExpired,
      'The approval of the Deep operation expired.',
      'Prepare a new operation.',
    );
  }
}

/** Starting an approved operation twice replays the first start. */
function startOperation(ctx: RequestContext): RouteAnswer {
  const op = ctx.state.deepOperations.get(param(ctx, 'operationId'));
  if (!op) throw notFound(`Deep operation ${param(ctx, 'operationId')}`);
  const site = siteFor(ctx, op.siteId);
  const scope = `deep-start:${op.id}`;
  const replay = replayAnswer(ctx.state, scope);
  if (replay) return replay;
  refuseUnapproved(ctx.state, op);
  const charged = chargeScan(ctx.state, 'box', site.id);
  const scan = startScan(ctx.state, site, 'box');
  op.startedScanId = scan.id;
  const answer = {
    data: {
      scan: scanDetail(ctx.state, scan),
      charged,
      allowance: allowanceView(ctx.state),
      replayed: false,
    },
  };
  rememberAnswer(ctx.state, scope, answer);
  return answer;
}

export const deepRoutes: Route[] = [
  {
    method: 'POST',
    path: '/agent/sites/:siteId/deep-verifications',
    auth: ['deep'],
    idempotent: true,
    handle: (ctx) => ({ data: verificationView(issueProof(ctx), true) }),
  },
  {
    method: 'POST',
    path: '/agent/sites/:siteId/deep-verifications/:verificationId/verify',
    auth: ['deep'],
    handle: (ctx) => ({ data: verificationView(verifyProof(ctx), false) }),
  },
  {
    method: 'POST',
    path: '/agent/sites/:siteId/deep-operations',
    auth: ['deep'],
    idempotent: true,
    handle: (ctx) => ({ data: prepareOperation(ctx) }),
  },
  {
    method: 'POST',
    path: '/agent/deep-operations/:operationId/start',
    auth: ['deep'],
    handle: startOperation,
  },
];
