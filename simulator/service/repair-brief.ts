// Repair briefs: the fixes for a scan's findings as Markdown for one coding assistant, whole (legacy) or in
// parts of REPAIR_BRIEF_FINDINGS_PER_PART findings (agent).
import { notFound } from './envelope.ts';
import { REPAIR_AGENTS, type RepairAgent } from './spec.ts';
import type { Finding, Scan } from './records.ts';
import { queryEnum, type Query } from './validate.ts';

export interface BriefRequest {
  findings: Finding[];
  agent: RepairAgent | undefined;
}

/** The findings a brief covers: the one `findingId` names, else every finding in state `attention`. */
export function briefRequest(scan: Scan, query: Query): BriefRequest {
  const agent = queryEnum(query, 'agent', REPAIR_AGENTS);
  const findingId = query.get('findingId');
  if (findingId === null) return { findings: scan.findings.filter((f) => f.state === 'attention'), agent };
  const finding = scan.findings.find((f) => f.id === findingId);
  if (!finding) throw notFound(`Finding ${findingId}`);
  return { findings: [finding], agent };
}

function findingSection(finding: Finding, withCode: boolean): string {
  const label = withCode ? `${finding.code} ${finding.title}` : finding.title;
  const steps = finding.steps.map((step, i) => `${i + 1}. ${step}`).join('\n');
  return [
    `## ${label} (${finding.severity})`,
    finding.meaning,
    `Fix: ${finding.fix ?? 'No automatic fix is known; review the evidence.'}`,
    steps,
  ]
    .filter((line) => line !== '')
    .join('\n\n');
}

export function briefMarkdown(
  request: BriefRequest,
  target: string,
  withCode: boolean,
  part?: string,
): string {
  const audience = request.agent ? ` for ${request.agent}` : '';
  const heading = `# Repair brief${audience}: ${target}${part ? ` (${part})` : ''}`;
  if (request.findings.length === 0) return `${heading}\n\nNothing needs a fix.\n`;
  return `${heading}\n\n${request.findings.map((f) => findingSection(f, withCode)).join('\n\n')}\n`;
}
