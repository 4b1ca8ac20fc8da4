import { describe, expect, it } from 'vitest';
import { idempotencyKey } from '../../src/api/idempotency.ts';
import { ConfigurationError } from '../../src/errors.ts';

const scope = { runId: '9876543210', jobId: 'security', site: 'https://staging.example.com' };

describe('idempotencyKey', () => {
  it('is stable for the same run, job, site, operation and extra', () => {
    expect(idempotencyKey(scope, 'pulse-start')).toBe(idempotencyKey({ ...scope }, 'pulse-start'));
  });

  it('differs by every part', () => {
    const keys = new Set([
      idempotencyKey(scope, 'pulse-start'),
      idempotencyKey({ ...scope, runId: '1' }, 'pulse-start'),
      idempotencyKey({ ...scope, jobId: 'other' }, 'pulse-start'),
      idempotencyKey({ ...scope, site: 'https://www.example.com' }, 'pulse-start'),
      idempotencyKey(scope, 'deep-prepare'),
      idempotencyKey(scope, 'pulse-start', 'sha256:abc'),
    ]);
    expect(keys.size).toBe(6);
  });

  it('keeps parts apart so shifted separators do not collide', () => {
    expect(idempotencyKey({ ...scope, runId: '1-2', jobId: '3' }, 'x')).not.toBe(
      idempotencyKey({ ...scope, runId: '1', jobId: '2-3' }, 'x'),
    );
  });

  it('is a readable prefix and a sha256 hex digest, within 100 characters', () => {
    const key = idempotencyKey(
      scope,
      'Dependencies upload: package-lock.json and a very long name indeed',
      'x'.repeat(500),
    );
    expect(key).toMatch(/^ssa-dependencies-upload-pack-[0-9a-f]{64}$/);
    expect(key.length).toBeLessThanOrEqual(100);
    expect(idempotencyKey(scope, '***')).toMatch(/^ssa-op-[0-9a-f]{64}$/);
  });

  it('refuses an empty run id, job id or site', () => {
    expect(() => idempotencyKey({ ...scope, runId: '' }, 'pulse-start')).toThrow(ConfigurationError);
    expect(() => idempotencyKey({ ...scope, site: ' ' }, 'pulse-start')).toThrow(/site/);
  });
});
