// Scans, findings, repair brief, comparison and DNS rechecks against the service simulator.
import { describe, expect, it } from 'vitest';
import { readChanges } from '../../src/api/unshown-fields/comparison-fields.ts';
import { readOpenCounts } from '../../src/api/unshown-fields/scan-fields.ts';
import { FINDINGS, FINDING_CODE, collect, keyFor, useSimulator } from './sim-world.ts';
import { expectSpecFields } from './spec-fields.ts';

const w = useSimulator();

describe('Pulse scans', () => {
  it('starts, waits, and reads findings with codes, one finding, the brief and the scans list', async () => {
    const siteId = w.addSite();
    const start = await w.client.startPulse(siteId, { idempotencyKey: keyFor('pulse') });
    expectSpecFields(start, 'startResult');
    expect(start.replayed).toBe(false);
    const scan = await w.finishedScan(String(start.scan.id));
    expectSpecFields(scan, 'scanDetail');
    expect(scan.status).toBe('succeeded');
    expect(readOpenCounts(scan.open)).toMatchObject({ high: 1, medium: 1 });
    const listed = await collect(w.client.scans({ siteId, kind: 'pulse' }));
    expect(listed.map((s) => s.id)).toContain(scan.id);
    listed.forEach((summary) => expectSpecFields(summary, 'scanSummary'));
    const findings = await collect(w.client.findings(scan.id, { all: true, limit: 1 }));
    expect(findings).toHaveLength(FINDINGS.length);
    expect(findings.every((f) => FINDING_CODE.test(f.code ?? ''))).toBe(true);
    findings.forEach((finding) => expectSpecFields(finding, 'finding'));
    const [first] = findings;
    const one = await w.client.finding(scan.id, first?.id ?? '');
    expect(one.code).toBe(first?.code);
    const brief = await collect(w.client.repairBrief(scan.id));
    expect(brief.at(-1)?.complete).toBe(true);
    brief.forEach((part) => expectSpecFields(part, 'repairBriefPart'));
    expect(brief.map((part) => part.markdown).join('')).toContain('No CSP');
  });

  it('compares a recheck with its baseline', async () => {
    const siteId = w.addSite();
    const baseline = await w.finishedPulse(siteId, 'pulse-1');
    w.sim.control.setSiteFindings(
      siteId,
      [FINDINGS[0], FINDINGS[2]].map((f) => ({ ...f })),
    );
    const start = await w.client.startPulse(siteId, {
      idempotencyKey: keyFor('pulse-2'),
      baselineScanId: baseline.id,
    });
    const recheck = await w.finishedScan(String(start.scan.id));
    const comparison = await w.client.comparison(recheck.id);
    expectSpecFields(comparison, 'comparison');
    const changes = readChanges(comparison.changes);
    expect(changes.find((c) => c.change === 'fixed')?.finding?.code).toBe('DNS-7P2M4X');
    expect(w.lastRequest()?.headers['x-service-agent-features']).toBe('finding-code');
  });

  it('re-runs the DNS check of a DNS finding and reads the latest recheck', async () => {
    const siteId = w.addSite();
    const scan = await w.finishedPulse(siteId);
    const dns = (await collect(w.client.findings(scan.id))).find((f) => f.category === 'dns');
    const recheck = await w.client.recheckDns(scan.id, {
      findingId: dns?.id ?? '',
      idempotencyKey: keyFor('dns', dns?.id),
    });
    expectSpecFields(recheck, 'dnsRecheck');
    expect(recheck.findingIds).toEqual([dns?.id]);
    await expect(w.client.latestDnsRecheck(scan.id)).resolves.toMatchObject({ scanId: scan.id });
  });
});
