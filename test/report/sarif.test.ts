import { describe, expect, it } from 'vitest';
import type { AffectedPackageView } from '../../src/report/model.ts';
import { buildSarif } from '../../src/report/sarif.ts';
import { report } from './fixtures.ts';

const affected: AffectedPackageView = {
  advisoryId: 'GHSA-aaaa-bbbb-cccc',
  title: 'Prototype pollution',
  severity: 'high',
  ecosystem: 'npm',
  name: 'lodash',
  version: '4.17.20',
  fixedIn: '4.17.21',
  url: 'https://advisories.example.com/GHSA-aaaa-bbbb-cccc',
  locations: [
    { file: 'package-lock.json', line: 120 },
    { file: 'web/yarn.lock', line: 33 },
  ],
};

describe('buildSarif', () => {
  it('locates every result on a file and line, with one rule per advisory or check rule', () => {
    const r = report({
      dependencies: {
        files: [],
        packageCount: 10,
        affected: [affected, { ...affected, locations: [] }],
        errors: [],
        uploaded: true,
        webUrl: null,
      },
      localChecks: {
        ran: ['tracked-secrets'],
        refused: [],
        results: [
          {
            checkId: 'tracked-secrets',
            ruleId: 'aws-access-key',
            severity: 'critical',
            file: 'src/config.ts',
            line: 4,
            message: 'AWS access key',
            evidence: 'AKIA… (20 chars)',
            commit: null,
          },
        ],
      },
    });
    const { sarif, results, unlocated } = buildSarif(r, 'https://github.com/o/r');
    expect(results).toBe(3);
    expect(unlocated).toBe(1);
    const run = (
      sarif.runs as { tool: { driver: { rules: { id: string }[] } }; results: Record<string, unknown>[] }[]
    )[0];
    expect(run?.tool.driver.rules.map((rule) => rule.id)).toEqual([
      'GHSA-aaaa-bbbb-cccc',
      'tracked-secrets/aws-access-key',
    ]);
    for (const res of run?.results ?? []) {
      const loc = (
        res.locations as {
          physicalLocation: { region: { startLine: number }; artifactLocation: { uri: string } };
        }[]
      )[0];
      expect(loc?.physicalLocation.region.startLine).toBeGreaterThan(0);
      expect(loc?.physicalLocation.artifactLocation.uri).not.toBe('');
    }
    expect(run?.results.map((x) => x.level)).toEqual(['error', 'error', 'error']);
    expect(sarif.version).toBe('2.1.0');
  });
});
