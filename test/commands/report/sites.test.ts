import { describe, expect, it } from 'vitest';
import type { ReadReport } from '../../../src/commands/report/report-file.ts';
import type { ScanReport } from '../../../src/commands/report/report-schema.ts';
import {
  mismatch,
  MISSING,
  siteEntries,
  siteOutcomes,
  UNEXPECTED,
} from '../../../src/commands/report/sites.ts';
import { ConfigurationError } from '../../../src/errors.ts';
import { report } from '../../render/fixtures.ts';

const HEAD = 'a'.repeat(40);
const of = (siteKey: string, over: Partial<ScanReport> = {}): ReadReport => ({
  name: `${siteKey}.json`,
  report: {
    ...report(),
    pullRequest: { number: 7, headSha: HEAD, baseSha: null, changedFiles: 1, siteKey },
    judged: { event: 'pull_request', sha: HEAD, siteKey, siteSlug: siteKey },
    ...over,
  } as ScanReport,
});
const PR_OF = (siteKey: string) => ({ number: 7, headSha: HEAD, baseSha: null, changedFiles: 1, siteKey });
const passing = (siteKey: string) =>
  of(siteKey, { verdict: { ...report().verdict, verdict: 'pass', reasons: [] } });

describe('mismatch', () => {
  const pr = { kind: 'pull-request' as const, number: 7, headSha: HEAD };
  it('accepts reports of the pull request at its head', () => {
    expect(mismatch([of('web'), of('api')], pr)).toBeNull();
  });

  it('names the report of another pull request, another head, or of no pull request', () => {
    expect(mismatch([of('web'), of('api', { pullRequest: { ...PR_OF('api'), number: 8 } })], pr)).toBe(
      'the report of api is of pull request #8, not #7',
    );
    const moved = of('api', { pullRequest: { ...PR_OF('api'), headSha: 'b'.repeat(40) } });
    expect(mismatch([moved], pr)).toMatch(/^the report of api judged b{40}, but this run is for a{40}$/);
    expect(mismatch([of('api', { pullRequest: null })], pr)).toMatch(/names no pull request/);
  });

  it('matches a commit by what the report judged', () => {
    const group = { kind: 'commit' as const, event: 'merge_group', sha: HEAD };
    expect(mismatch([of('web')], group)).toBeNull();
    expect(mismatch([of('web', { judged: null })], group)).toBe(
      'the report of web judged no named commit, but this merge_group run is for ' + HEAD,
    );
  });
});

describe('siteEntries and siteOutcomes', () => {
  it('matches expected sites given as URLs with the identities of the reports, in the order given', () => {
    const entries = siteEntries(
      [passing('api.example.com'), passing('web.example.com')],
      ['https://Web.Example.com/', 'https://api.example.com'],
    );
    expect(entries.map((e) => [e.key, e.expected, e.report !== null])).toEqual([
      ['web.example.com', true, true],
      ['api.example.com', true, true],
    ]);
    expect(siteOutcomes(entries)).toEqual([]);
  });

  it('makes a missing site and an unexpected report errors, and keeps each site’s verdict', () => {
    const failing = of('fail.example.com');
    const entries = siteEntries(
      [failing, passing('extra.example.com')],
      ['fail.example.com', 'gone.example.com'],
    );
    expect(siteOutcomes(entries)).toEqual([
      {
        level: 'fail',
        group: { one: 'site failing the gate', many: 'sites failing the gate' },
        item: 'fail.example.com: 1 new finding at or above high',
        ignoreIds: [],
      },
      { level: 'error', group: MISSING, item: 'gone.example.com', ignoreIds: [] },
      { level: 'error', group: UNEXPECTED, item: 'extra.example.com', ignoreIds: [] },
    ]);
  });

  it('says why a warn-only site warns, from its failing reasons', () => {
    const warned = of('web', { verdict: { ...report().verdict, verdict: 'warn' } });
    expect(siteOutcomes(siteEntries([warned], null))).toEqual([
      expect.objectContaining({ level: 'warn', item: 'web: 1 new finding at or above high' }),
    ]);
  });

  it('refuses two reports of one site: which one counts would be a guess', () => {
    expect(() => siteEntries([of('web'), of('web')], ['web'])).toThrow(ConfigurationError);
    expect(() => siteEntries([of('web'), of('web')], ['web'])).toThrow(
      /more than one report of the site web/,
    );
  });
});
