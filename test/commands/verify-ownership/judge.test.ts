import { describe, expect, it } from 'vitest';
import { judgeVerification, nextStep, refusedCheck } from '../../../src/commands/verify-ownership/judge.ts';
import type { VerificationView } from '../../../src/render/command-views.ts';
import { counted } from '../../../src/plural.ts';

const seen = (over: Partial<VerificationView> = {}): Omit<VerificationView, 'nextStep'> => ({
  action: 'checked',
  verificationId: 'ver_1',
  siteId: 'site_1',
  origin: 'https://www.example.com',
  method: 'dns',
  state: 'pending',
  expiresAt: '2026-11-24T10:00:00.000Z',
  verifiedUntil: null,
  attemptsRemaining: 2,
  retryAt: '2026-11-23T10:01:00.000Z',
  value: null,
  location: null,
  ...over,
});
const judged = (over: Partial<VerificationView> = {}) => {
  const v = seen(over);
  return judgeVerification({ ...v, nextStep: nextStep(v) });
};

describe('nextStep', () => {
  it('after issuing: publish, then check with the id before it expires', () => {
    expect(nextStep(seen({ action: 'issued' }))).toBe(
      'Publish the proof, then run verify-ownership with verification-id ver_1 before 2026-11-24T10:00:00.000Z.',
    );
  });

  it('pending: when to check again and the attempts left', () => {
    expect(nextStep(seen())).toBe(
      'The proof is not visible yet: make sure it is published, then check it again after 2026-11-23T10:01:00.000Z (2 attempts left).',
    );
  });

  it('exhausted, expired and revoked: start over with a new proof', () => {
    for (const state of ['exhausted', 'expired', 'revoked', 'mystery']) {
      expect(nextStep(seen({ state }))).toContain('issue a new proof with verify-method (dns, file or meta)');
    }
    expect(nextStep(seen({ state: 'expired' }))).toContain('expired at 2026-11-24T10:00:00.000Z');
  });

  it('verified: use the id for a Deep scan', () => {
    expect(nextStep(seen({ state: 'verified', verifiedUntil: '2026-12-23T10:00:00.000Z' }))).toBe(
      'Use verification-id ver_1 for a Deep scan until 2026-12-23T10:00:00.000Z.',
    );
  });
});

describe('judgeVerification', () => {
  it('passes an issued proof and a verified one', () => {
    expect(judged({ action: 'issued' })).toEqual([]);
    expect(judged({ state: 'verified' })).toEqual([]);
  });

  it('fails any other state with the reason and the next step', () => {
    const [outcome, ...rest] = judged({ state: 'exhausted', attemptsRemaining: 0 });
    expect(rest).toEqual([]);
    expect(outcome).toMatchObject({ level: 'fail', group: counted('ownership proof', 'not verified') });
    expect(outcome?.item).toMatch(/^ver_1 is exhausted: No attempts are left: issue a new proof/);
  });

  it('fails a refused check with how to start over', () => {
    expect(refusedCheck('ver_1', 'The proof expired.')).toEqual({
      level: 'fail',
      group: counted('ownership proof', 'not verified'),
      item: 'ver_1 could not be checked (The proof expired.): issue a new proof with verify-method (dns, file or meta), publish it, and check that one',
      ignoreIds: [],
    });
  });
});
