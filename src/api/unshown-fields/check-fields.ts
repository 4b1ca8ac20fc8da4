// Repository check, quick check and DNS recheck fields the spec leaves unshown, and the DNS recheck's 409;
// docs/assumed-shapes.md lists them all.
import { isRecord } from '../envelope-parser.ts';
import { ServiceError } from '../errors.ts';
import { readSeverity } from '../../policy/severity.ts';
import type { ReportedSeverity } from '../../settings/choices.ts';
import { list, text } from './tolerant-reads.ts';

export interface RepositoryFinding {
  readonly severity: ReportedSeverity;
  readonly title: string;
}

/** Repository check `findings` items: `{ severity, title }`. */
export function readRepositoryFindings(value: unknown): RepositoryFinding[] {
  return list(value)
    .filter(isRecord)
    .map((item) => ({ severity: readSeverity(item.severity), title: text(item.title) ?? '' }));
}

export interface QuickCheckItem {
  readonly id: string;
  readonly title: string;
  /** `pass`, `attention`, or `unknown` for anything else. */
  readonly status: 'pass' | 'attention' | 'unknown';
  /** A finding severity when the service sends one, else null. */
  readonly severity: ReportedSeverity | null;
}

/** Quick check `checks` items: `{ id, title, status: 'pass' | 'attention', severity? }`. */
export function readQuickCheckItems(value: unknown): QuickCheckItem[] {
  return list(value)
    .filter(isRecord)
    .map((item, index) => ({
      id: text(item.id) ?? `check-${index + 1}`,
      title: text(item.title) ?? '',
      status: item.status === 'pass' || item.status === 'attention' ? item.status : 'unknown',
      severity: typeof item.severity === 'string' ? readSeverity(item.severity) : null,
    }));
}

export interface RecheckOutcome {
  readonly findingId: string | null;
  readonly code: string | null;
  /** `fixed`, `still_present`, or whatever else the service said (shown as sent). */
  readonly result: string;
}

/** DNS recheck `outcomes` items: `{ findingId, code?, result: 'fixed' | 'still_present' }`. */
export function readRecheckOutcomes(value: unknown): RecheckOutcome[] {
  return list(value)
    .filter(isRecord)
    .map((item) => ({
      findingId: text(item.findingId),
      code: text(item.code),
      result: text(item.result) ?? 'unknown',
    }));
}

/**
 * A DNS recheck asked for before `nextAllowedAt` is refused with HTTP 409 (a 409 also means "no recheck
 * for this finding"); the refusal carries the wait, or the latest recheck shows a `nextAllowedAt` ahead.
 */
export function isRecheckTooSoon(error: unknown, nextAllowedAt: string | null, nowMs: number): boolean {
  if (!(error instanceof ServiceError) || error.status !== 409) return false;
  const allowedAt = nextAllowedAt === null ? Number.NaN : Date.parse(nextAllowedAt);
  return error.retryAfterMs !== null || allowedAt > nowMs;
}
