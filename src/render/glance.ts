// The one line at the top of the summary and the PR comment: the counts that matter (a monitor run's new
// advisories; new, fixed and still open findings; affected packages and local results, with how many are
// new) and the verdict's reason.
// A "new" count that is not known (no baseline, no base commit to compare with) is left out, not guessed.
import { reaches } from '../policy/severity.ts';
import type { RunReport } from './model.ts';
import { md } from './untrusted.ts';
import { plural } from '../plural.ts';

/** The line and the blank line after it, to put under a headline; nothing for a run without such counts. */
export function glance(r: RunReport): string[] {
  const parts = [monitorPart(r), findingsPart(r), packagesPart(r), localPart(r)].filter((p) => p !== '');
  if (parts.length === 0) return [];
  return [`**At a glance:** ${[...parts, verdictPart(r)].join(' · ')}`, ''];
}

/** A monitor run leads with what is new and how much of it reaches the threshold. */
function monitorPart(r: RunReport): string {
  const m = r.monitor;
  if (!m) return '';
  const over = m.new.filter((a) => reaches(a.severity, m.failOn)).length;
  return `${plural(m.new.length, 'new advisory', 'new advisories')} (${over} at or above \`${m.failOn}\`)`;
}

function findingsPart(r: RunReport): string {
  const f = r.findings;
  if (!f) return '';
  if (f.comparedBy === 'none')
    return `${plural(f.open.length, 'open finding')} (no baseline to tell new ones)`;
  const newIds = new Set(f.new.map((x) => x.id));
  const stillOpen = f.open.filter((x) => !newIds.has(x.id)).length;
  return `findings: ${f.new.length} new, ${f.fixed.length} fixed, ${stillOpen} still open`;
}

function packagesPart(r: RunReport): string {
  const d = r.dependencies;
  if (!d || !d.uploaded) return '';
  const packages = new Map<string, object>();
  for (const a of d.affected) packages.set(`${a.ecosystem}:${a.name}@${a.version}`, a);
  return `${plural(packages.size, 'affected package')}${newOf([...packages.values()])}`;
}

function localPart(r: RunReport): string {
  const c = r.localChecks;
  if (!c) return '';
  return `${plural(c.results.length, 'local result')}${newOf(c.results)}`;
}

/**
 * ` (k new)` when every item says whether it is new (the gate marks items against the base commit with
 * `isNew`), else nothing: an unknown count is not shown as 0.
 */
function newOf(items: readonly object[]): string {
  if (items.length === 0) return '';
  const flags = items.map((item) => (item as { readonly isNew?: unknown }).isNew);
  if (!flags.every((flag) => typeof flag === 'boolean')) return '';
  return ` (${flags.filter(Boolean).length} new)`;
}

function verdictPart(r: RunReport): string {
  const { verdict, reasons } = r.verdict;
  const [first] = reasons;
  if (!first) return `verdict: ${verdict}`;
  const more = reasons.length > 1 ? ` (and ${reasons.length - 1} more)` : '';
  return `verdict: ${verdict}, ${md(first.message, 200)}${more}`;
}
