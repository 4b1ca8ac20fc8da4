import { describe, expect, it } from 'vitest';
import type { DnsRecheckView } from '../../src/render/command-views.ts';
import { dnsRecheckSection } from '../../src/render/dns-recheck-summary.ts';
import { HOSTILE, report } from './fixtures.ts';

const dnsRecheck: DnsRecheckView = {
  scanId: 'scan_1',
  findingId: 'f_1',
  ran: true,
  pending: false,
  checkedAt: '2026-11-23T10:00:00.000Z',
  nextAllowedAt: '2026-11-23T10:05:00.000Z',
  failedAt: null,
  originalGradeUnchanged: true,
  outcomes: [
    { findingId: 'f_1', code: 'DNS-5R8T1B', result: 'still_present' },
    { findingId: 'f_2', code: HOSTILE, result: HOSTILE },
  ],
};

describe('dnsRecheckSection', () => {
  it('is empty without a recheck', () => {
    expect(dnsRecheckSection(report())).toBe('');
  });

  it('shows when it ran, when the next is allowed, and a row per outcome', () => {
    const out = dnsRecheckSection(report({ dnsRecheck }));
    expect(out).toContain('### DNS recheck');
    expect(out).toContain('| Checked | 2026-11-23T10:00:00.000Z |');
    expect(out).toContain('| Next recheck allowed | 2026-11-23T10:05:00.000Z |');
    expect(out).toContain('| ❌ still present | DNS-5R8T1B | f\\_1 |');
  });

  it('says a recheck asked too early was not run, and labels the older outcomes', () => {
    const out = dnsRecheckSection(report({ dnsRecheck: { ...dnsRecheck, ran: false } }));
    expect(out).toContain('| Not run | the service does not allow the next recheck yet |');
    expect(out).toContain('| Latest recheck | 2026-11-23T10:00:00.000Z |');
    expect(out).toContain('Outcomes of the latest recheck:');
  });

  it('keeps hostile service text inert', () => {
    const out = dnsRecheckSection(report({ dnsRecheck }));
    expect(out).not.toContain('<script');
    expect(out).not.toContain('@octocat');
    expect(out).not.toContain('](https://evil.example');
  });
});
