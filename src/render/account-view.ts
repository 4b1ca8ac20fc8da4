// What the preflight learnt about the key and the month's free scans, as the report keeps it.
import type { AllowanceCount } from '../api/unshown-fields/account-fields.ts';

export interface AllowanceView extends AllowanceCount {
  /** The kind of scan this run starts. */
  readonly kind: 'pulse' | 'deep';
  /** Read before the start: this run's own scan is not counted in it yet. */
  readonly readBefore: true;
}

export interface AccountView {
  /** The key's permissions as `/agent/me` shows them, or null when it does not. */
  readonly permissions: readonly string[] | null;
  /** The month's free scans of the kind the run starts, or null (no scan, or not shown). */
  readonly allowance: AllowanceView | null;
}
