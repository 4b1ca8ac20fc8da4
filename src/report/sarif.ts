// SARIF 2.1.0 for the results that have a place in the repository: lock-file advisories on the line of
// the package, local-check results on their file and line. Code scanning rejects a whole file when one
// result has no physical location, so a result without one is not written (and counted).
import { createHash } from 'node:crypto';
import type { ReportedSeverity } from '../settings/values.ts';
import type { AffectedPackageView, LocalResultView, RunReport } from './model.ts';

/** Code scanning shows the `security-severity` property as the alert's severity (CVSS-like scale). */
const SECURITY_SEVERITY: Record<string, string> = {
  critical: '9.5',
  high: '8.0',
  medium: '5.5',
  low: '3.0',
  info: '0.0',
};
const LEVEL: Record<string, 'error' | 'warning' | 'note'> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
};

interface Rule {
  id: string;
  shortDescription: { text: string };
  helpUri?: string;
  properties: { tags: string[]; 'security-severity': string };
}

interface Result {
  ruleId: string;
  ruleIndex: number;
  level: 'error' | 'warning' | 'note';
  message: { text: string };
  locations: {
    physicalLocation: { artifactLocation: { uri: string; uriBaseId: string }; region: { startLine: number } };
  }[];
  partialFingerprints: Record<string, string>;
}

export interface SarifDocument {
  readonly sarif: Record<string, unknown>;
  readonly results: number;
  readonly unlocated: number;
}

export function buildSarif(report: RunReport, informationUri: string): SarifDocument {
  const rules: Rule[] = [];
  const results: Result[] = [];
  const ruleIndex = (rule: Rule): number => {
    const at = rules.findIndex((r) => r.id === rule.id);
    return at >= 0 ? at : rules.push(rule) - 1;
  };
  let unlocated = 0;
  for (const a of report.dependencies?.affected ?? []) {
    if (a.locations.length === 0) unlocated += 1;
    const index = ruleIndex(advisoryRule(a));
    for (const where of a.locations)
      results.push(
        result(index, rules, a.severity, advisoryText(a), where.file, where.line, `${a.name}@${a.version}`),
      );
  }
  for (const r of report.localChecks?.results ?? []) {
    const index = ruleIndex(localRule(r));
    results.push(
      result(
        index,
        rules,
        r.severity,
        `${r.message}${r.evidence ? ` (${r.evidence})` : ''}`,
        r.file,
        r.line,
        r.commit ?? '',
      ),
    );
  }
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: report.tool.name, version: report.tool.version, informationUri, rules } },
        results,
      },
    ],
  };
  return { sarif, results: results.length, unlocated };
}

function result(
  index: number,
  rules: Rule[],
  severity: ReportedSeverity,
  text: string,
  file: string,
  line: number,
  salt: string,
): Result {
  const ruleId = rules[index]?.id ?? '';
  const uri = file.replace(/\\/g, '/').replace(/^\.\//, '');
  return {
    ruleId,
    ruleIndex: index,
    level: LEVEL[severity] ?? 'note',
    message: { text },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri, uriBaseId: '%SRCROOT%' },
          region: { startLine: Math.max(1, line) },
        },
      },
    ],
    // Stable across runs and line moves, so code scanning tracks one alert per problem.
    partialFingerprints: {
      'securityScanAction/v1': createHash('sha256').update(`${ruleId}\0${uri}\0${salt}`).digest('hex'),
    },
  };
}

function advisoryRule(a: AffectedPackageView): Rule {
  return {
    id: a.advisoryId,
    shortDescription: { text: a.title.slice(0, 1000) || a.advisoryId },
    ...(a.url ? { helpUri: a.url } : {}),
    properties: {
      tags: ['security', 'dependency', a.ecosystem],
      'security-severity': SECURITY_SEVERITY[a.severity] ?? '5.0',
    },
  };
}

function localRule(r: LocalResultView): Rule {
  return {
    id: `${r.checkId}/${r.ruleId}`,
    shortDescription: { text: `${r.checkId}: ${r.ruleId}` },
    properties: {
      tags: ['security', 'local-check', r.checkId],
      'security-severity': SECURITY_SEVERITY[r.severity] ?? '5.0',
    },
  };
}

function advisoryText(a: AffectedPackageView): string {
  const fix = a.fixedIn ? `Upgrade to ${a.fixedIn} or later.` : 'No fixed version is known yet.';
  return `${a.ecosystem} package ${a.name}@${a.version} is affected by ${a.advisoryId} (${a.severity}): ${a.title}. ${fix}`;
}
