import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServiceSimulator, type ServiceSimulator } from '../../simulator/service/server.ts';
import { call, demoSiteId } from './helpers.ts';

let sim: ServiceSimulator;
beforeEach(async () => {
  sim = await startServiceSimulator({ verificationAttempts: 2 });
});
afterEach(() => sim.close());

const base = `/agent/sites/${demoSiteId}`;
const issue = (key: string, method = 'dns') =>
  call(sim, 'POST', `${base}/deep-verifications`, { body: { method, idempotencyKey: key } });
const verify = (id: string) => call(sim, 'POST', `${base}/deep-verifications/${id}/verify`);
const prepare = (verificationId: string, key: string) =>
  call(sim, 'POST', `${base}/deep-operations`, { body: { verificationId, idempotencyKey: key } });
const startOp = (id: string) => call(sim, 'POST', `/agent/deep-operations/${id}/start`);

async function verifiedProof(): Promise<string> {
  const id = (await issue('v')).body.data.verificationId as string;
  sim.control.publishProof(id);
  await verify(id);
  return id;
}

describe('ownership verification', () => {
  it('issues a proof with value and location, and replays it for a repeated key', async () => {
    const res = await issue('v1', 'file');
    expect(res.body.data).toMatchObject({
      siteId: demoSiteId,
      method: 'file',
      state: 'pending',
      attemptsRemaining: 2,
    });
    expect(res.body.data.value).toEqual(expect.any(String));
    expect(res.body.data.location).toContain('https://staging.example.com/.well-known/');
    expect((await issue('v1', 'file')).body.data.verificationId).toBe(res.body.data.verificationId);
    expect(
      (
        await call(sim, 'POST', `${base}/deep-verifications`, {
          body: { method: 'email', idempotencyKey: 'v2' },
        })
      ).status,
    ).toBe(400);
  });

  it('uses one attempt per verify and ends exhausted at zero', async () => {
    const id = (await issue('v3')).body.data.verificationId;
    const first = await verify(id);
    expect(first.body.data).toMatchObject({ state: 'pending', attemptsRemaining: 1, retryAfterSeconds: 60 });
    expect(first.body.data).not.toHaveProperty('value');
    expect(first.body.data).not.toHaveProperty('location');
    const second = await verify(id);
    expect(second.body.data).toMatchObject({ state: 'exhausted', attemptsRemaining: 0 });
    const third = await verify(id);
    expect(third.status).toBe(409);
    expect(third.body.errorCode).toBe('VERIFICATION_EXHAUSTED');
  });

  it('verifies once the proof is published', async () => {
    const id = (await issue('v4')).body.data.verificationId;
    sim.control.publishProof(id);
    const res = await verify(id);
    expect(res.body.data).toMatchObject({ state: 'verified', attemptsRemaining: 1, retryAfterSeconds: null });
    expect(res.body.data.verifiedUntil).toEqual(expect.any(String));
  });
});

describe('Deep operations', () => {
  it('refuses to prepare without a verified proof (409)', async () => {
    const id = (await issue('v5')).body.data.verificationId;
    const res = await prepare(id, 'op1');
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('OWNERSHIP_PROOF_REQUIRED');
  });

  it('stays pending until approved, answers 409 before, and a Start result after, once', async () => {
    const op = await prepare(await verifiedProof(), 'op2');
    expect(op.body.data).toMatchObject({
      approvalState: 'pending',
      assessmentLevel: 'deep',
      siteId: demoSiteId,
    });
    expect(op.body.data.approvalUrl).toContain(op.body.data.operationId);
    const early = await startOp(op.body.data.operationId);
    expect(early.status).toBe(409);
    expect(early.body.errorCode).toBe('DEEP_APPROVAL_PENDING');
    expect(early.body.details.webUrl).toBe(op.body.data.approvalUrl);
    sim.control.approveDeep(op.body.data.operationId);
    const started = await startOp(op.body.data.operationId);
    expect(started.body.data).toMatchObject({
      scan: { kind: 'box', assessmentLevel: 'deep', status: 'queued' },
      replayed: false,
    });
    const again = await startOp(op.body.data.operationId);
    expect(again.body.data).toMatchObject({ scan: { id: started.body.data.scan.id }, replayed: true });
    expect(sim.control.charges()).toBe(1);
    expect(sim.control.state.allowance.deepRemaining).toBe(0);
  });

  it('answers distinguishable 409s after denial and expiry', async () => {
    const proof = await verifiedProof();
    const denied = (await prepare(proof, 'op3')).body.data.operationId;
    sim.control.denyDeep(denied);
    expect((await startOp(denied)).body.errorCode).toBe('DEEP_APPROVAL_DENIED');
    const expired = (await prepare(proof, 'op4')).body.data.operationId;
    sim.control.expireDeep(expired);
    expect((await startOp(expired)).body.errorCode).toBe('DEEP_APPROVAL_EXPIRED');
    const timedOut = (await prepare(proof, 'op5')).body.data.operationId;
    sim.control.advanceTime(3601);
    expect((await startOp(timedOut)).body.errorCode).toBe('DEEP_APPROVAL_EXPIRED');
    expect((await startOp('dop_404')).status).toBe(404);
  });

  it('answers 402 when the Deep allowance is used up', async () => {
    sim.control.setAllowance({ deep: 0 });
    const op = (await prepare(await verifiedProof(), 'op6')).body.data.operationId;
    sim.control.approveDeep(op);
    const res = await startOp(op);
    expect(res.status).toBe(402);
    expect(sim.control.charges()).toBe(0);
  });
});
