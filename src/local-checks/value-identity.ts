// What a secret result is about, for telling old secrets from new ones: the whole matched value. It is kept
// beside the result object (a WeakMap), never in it, so nothing that writes results out (the report, SARIF,
// annotations, logs) can carry it; the runner turns it into a fingerprint under a key made per run
// (`runFingerprint`), and only fingerprints leave the local checks.
import { createHmac, randomBytes } from 'node:crypto';
import type { LocalCheckResult } from './types.ts';

/**
 * What vouches for the value: its own `format` (a provider prefix, a checksum, a PEM block), the `context`
 * around it (a password assignment), or only the secret-like `name` of the variable holding it. The most
 * specific report of a value is the one shown (see grouping.ts).
 */
export type SecretBasis = 'format' | 'context' | 'name';

interface HeldSecret {
  readonly value: string;
  readonly basis: SecretBasis;
}

const HELD = new WeakMap<LocalCheckResult, HeldSecret>();

/** Marks `result` as reporting the secret `value`; the checks call it where they match the value. */
export function reportingSecret<T extends LocalCheckResult>(result: T, value: string, basis: SecretBasis): T {
  HELD.set(result, { value, basis });
  return result;
}

/** The secret a result reports (the runner's use only: it fingerprints it at once). */
export function heldSecret(result: LocalCheckResult): HeldSecret | undefined {
  return HELD.get(result);
}

/** A value's identity within one run. */
export type Fingerprint = (value: string) => string;

/**
 * HMAC-SHA256 under a random key that lives only in this closure: the same value gives the same fingerprint
 * within the run (the head and the base are checked with one), and nothing outside the run can link a
 * fingerprint to a value or to another run's.
 */
export function runFingerprint(key: Uint8Array = fingerprintKey()): Fingerprint {
  return (value) => createHmac('sha256', key).update(value, 'utf8').digest('base64url');
}

/**
 * A fresh key for `runFingerprint`. The local checks run in a worker thread of this process
 * (`thread.ts`): the head's run and the base's are given the same key so their fingerprints compare.
 */
export function fingerprintKey(): Uint8Array {
  return randomBytes(32);
}

/** A secret result's identity as the runner hands it on: the fingerprint, never the value. */
export interface SecretIdentity {
  readonly fingerprint: string;
  readonly basis: SecretBasis;
}
