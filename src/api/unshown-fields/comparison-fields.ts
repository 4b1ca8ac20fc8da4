// Comparison `changes` items, whose fields the spec leaves unshown; docs/assumed-shapes.md lists
// them all.
import { isRecord } from '../envelope-parser.ts';
import type { Finding } from '../types.ts';
import { list, strings, text } from './tolerant-reads.ts';

export type ChangeKind = 'new' | 'fixed' | 'unchanged' | 'unknown';

export interface ComparisonChange {
  readonly change: ChangeKind;
  /** null when the item carries no finding with an id. */
  readonly finding: Finding | null;
}

/** Comparison `changes`: items `{ change, finding }`. */
export function readChanges(value: unknown): ComparisonChange[] {
  return list(value).map((item) => {
    const change = isRecord(item) ? item.change : undefined;
    const known = change === 'new' || change === 'fixed' || change === 'unchanged';
    return {
      change: known ? change : 'unknown',
      finding: readChangedFinding(isRecord(item) ? item.finding : undefined),
    };
  });
}

/** Keeps the finding as sent, with the fields a report leans on made safe to read. */
function readChangedFinding(value: unknown): Finding | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  const finding = value as unknown as Finding;
  return {
    ...finding,
    severity: text(value.severity) ?? 'unknown',
    state: text(value.state) ?? 'unknown',
    title: text(value.title) ?? '',
    evidence: strings(value.evidence),
    sources: strings(value.sources),
    steps: strings(value.steps),
  };
}
