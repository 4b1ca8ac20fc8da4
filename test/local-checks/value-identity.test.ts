// A secret's identity: one fingerprint per value across every check that reports it, under a key made per
// run, kept beside the results and never in them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFingerprint, runLocalChecks } from '../../src/local-checks/index.ts';
import { removeAfter } from '../support/cleanup.ts';
import { fakeSecrets } from './fake-secrets.ts';

const KEY = fakeSecrets(51).stripeLiveKey ?? '';
/** What the gate's end-to-end tests look for in everything a run writes. */
const FINGERPRINT_SHAPE = /^[A-Za-z0-9_-]{43}$/;

describe('runFingerprint', () => {
  it('gives one value one fingerprint within a run and another in the next run', () => {
    const first = runFingerprint();
    const second = runFingerprint();
    expect(first(KEY)).toBe(first(KEY));
    expect(first(KEY)).not.toBe(first(`${KEY}x`));
    expect(second(KEY)).not.toBe(first(KEY));
    expect(first(KEY)).toMatch(FINGERPRINT_SHAPE);
  });
});

describe('runLocalChecks with a fingerprint', () => {
  it('identifies a value the same way whichever check reports it, and keeps value and fingerprint out of the results', async () => {
    const root = removeAfter('test', mkdtempSync(join(tmpdir(), 'ssa-identity-')));
    const files = {
      'src/config.ts': `export const stripe = '${KEY}';\n`,
      'docker-compose.yml': `services:\n  api:\n    environment:\n      STRIPE_KEY: ${KEY}\n`,
      '.env': `NEXT_PUBLIC_STRIPE_SECRET=${KEY}\n`,
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const run = await runLocalChecks(root, ['tracked-secrets', 'container-values', 'public-environment'], {
      now: () => 0,
      fingerprint: runFingerprint(),
    });
    const checks = new Set(run.results.map((r) => r.checkId));
    expect(checks).toEqual(new Set(['tracked-secrets', 'container-values', 'public-environment']));
    const fingerprints = new Set(run.results.map((r) => run.secrets.get(r)?.fingerprint));
    expect(fingerprints.size).toBe(1);
    const [fingerprint] = fingerprints;
    expect(fingerprint).toMatch(FINGERPRINT_SHAPE);
    const written = JSON.stringify(run);
    expect(written).not.toContain(KEY);
    expect(written).not.toContain(fingerprint);
  });

  it('identifies nothing without a fingerprint', async () => {
    const root = removeAfter('test', mkdtempSync(join(tmpdir(), 'ssa-identity-')));
    writeFileSync(join(root, 'config.ts'), `export const stripe = '${KEY}';\n`);
    const run = await runLocalChecks(root, ['tracked-secrets'], { now: () => 0 });
    expect(run.results).toHaveLength(1);
    expect(run.secrets.size).toBe(0);
  });
});
