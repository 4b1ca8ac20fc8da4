import { describe, expect, it } from 'vitest';
import {
  judgePreflight,
  lackingPermission,
  type PreflightFacts,
} from '../../../src/steps/preflight/judge.ts';
import type { Need } from '../../../src/steps/preflight/needs.ts';

const PULSE: Need = { permission: 'pulse', why: 'to start a Pulse scan', required: true };
const LOCAL: Need = { permission: 'local', why: 'to authorize the local checks', required: false };
const SITES_URL: Need = { permission: 'sites', why: 'to find or add the site by its URL', required: true };
const SITES_AUTO: Need = { permission: 'sites', why: 'to upload the lock files', required: false };

const facts = (over: Partial<PreflightFacts> = {}): PreflightFacts => ({
  needs: [PULSE, LOCAL],
  permissions: ['read', 'sites', 'pulse', 'local'],
  kind: 'pulse',
  allowance: { limit: 5, used: 2, remaining: 3, resetsAt: '2026-12-01T00:00:00.000Z' },
  creditBalance: null,
  runAttempt: 1,
  ...over,
});

describe('permissions', () => {
  it('stops at once naming every missing required permission, what it is for and where it is granted', () => {
    const j = judgePreflight(facts({ needs: [SITES_URL, PULSE], permissions: ['read'] }));
    expect(j.refusal).toContain(
      "lacks the permissions 'sites' (to find or add the site by its URL) and 'pulse' (to start a Pulse scan)",
    );
    expect(j.refusal).toMatch(/web application, where keys are managed/);
    expect(j.refusal).toMatch(/nothing was started/);
  });

  it('skips an optional part, which says so with the permission and the input that turns it off', () => {
    const j = judgePreflight(facts({ permissions: ['read', 'pulse'] }));
    expect([j.refusal, j.skipped]).toEqual([null, ['local']]);
    expect(lackingPermission('local').warning).toMatch(
      /^Local checks not run: the API key lacks the 'local' permission \(or set local-checks: none\)\. A key holds/,
    );
    expect(lackingPermission('sites').part).toBe('Dependency upload');
  });

  it('does not call a permission optional when another need requires it', () => {
    const j = judgePreflight(facts({ needs: [SITES_AUTO, SITES_URL], permissions: ['pulse'] }));
    expect(j.refusal).toContain("'sites' (to find or add the site by its URL)");
    expect(j.skipped).toEqual([]);
  });

  it('judges nothing when the key description shows no permissions', () => {
    const j = judgePreflight(facts({ permissions: null }));
    expect([j.refusal, j.skipped, j.warnings]).toEqual([null, [], []]);
  });
});

describe('allowance', () => {
  it('notes what is left and keeps it for the report', () => {
    const j = judgePreflight(facts());
    expect(j.notes).toEqual(['Free Pulse scans left this month: 3 of 5; they reset on 2026-12-01.']);
    expect(j.allowance).toMatchObject({ kind: 'pulse', remaining: 3, limit: 5 });
  });

  it('stops before the start when the free scans are used up and nothing can pay', () => {
    const j = judgePreflight(facts({ allowance: { limit: 5, used: 5, remaining: 0, resetsAt: null } }));
    expect(j.refusal).toMatch(
      /^This month's free Pulse scans are used up \(all 5 used\), and the account has no credit balance/,
    );
    expect(j.refusal).toContain('HTTP 402');
  });

  it('goes on when a credit balance can pay, saying so', () => {
    const j = judgePreflight(
      facts({
        kind: 'deep',
        allowance: { limit: 1, used: 1, remaining: 0, resetsAt: null },
        creditBalance: 40,
      }),
    );
    expect(j.refusal).toBeNull();
    expect(j.notes[0]).toMatch(/free Deep scans are used up.*credit balance \(40\)/);
  });

  it('goes on with a warning on a re-run, whose start may replay the first attempt at no charge', () => {
    const j = judgePreflight(
      facts({ allowance: { limit: 5, used: 5, remaining: 0, resetsAt: null }, runAttempt: 2 }),
    );
    expect(j.refusal).toBeNull();
    expect(j.warnings[0]).toMatch(/attempt 2 of the run/);
  });

  it('goes on as before when the counts are not metered or not shown', () => {
    for (const allowance of [{ limit: null, used: null, remaining: null, resetsAt: null }, null]) {
      const j = judgePreflight(facts({ allowance }));
      expect([j.refusal, j.notes, j.warnings]).toEqual([null, [], []]);
    }
  });

  it('does not judge the allowance once a permission is missing', () => {
    const j = judgePreflight(
      facts({ permissions: [], allowance: { limit: 5, used: 5, remaining: 0, resetsAt: null } }),
    );
    expect(j.refusal).toMatch(/lacks the permission 'pulse'/);
  });
});
