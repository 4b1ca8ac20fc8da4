import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_REPORTS, readReports } from '../../../src/commands/report/report-file.ts';
import { ConfigurationError } from '../../../src/errors.ts';
import { REPORT_SCHEMA_VERSION } from '../../../src/render/model.ts';
import { report } from '../../render/fixtures.ts';

const HEAD = 'a'.repeat(40);
const pullRequest = (siteKey: string) => ({
  number: 7,
  headSha: HEAD,
  baseSha: null,
  changedFiles: 1,
  siteKey,
});
const judged = (siteKey: string) => ({
  event: 'pull_request',
  sha: HEAD,
  siteKey,
  siteSlug: siteKey.replace(/[^A-Za-z0-9._-]+/g, '_'),
});
const REPORT = report({
  schemaVersion: REPORT_SCHEMA_VERSION,
  pullRequest: pullRequest('staging.example.com'),
  judged: judged('staging.example.com'),
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ssa-report-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, value: unknown) =>
  writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));

describe('readReports', () => {
  it('reads one file, or every report of a folder (one level of artifact folders too)', () => {
    mkdirSync(join(dir, 'download', 'scan-report-api'), { recursive: true });
    writeFileSync(join(dir, 'download', 'web.json'), JSON.stringify(REPORT));
    const api = { ...REPORT, judged: judged('api.example.com'), pullRequest: pullRequest('api.example.com') };
    writeFileSync(join(dir, 'download', 'scan-report-api', 'api.json'), JSON.stringify(api));
    const one = readReports('download/web.json', dir);
    expect(one.folder).toBe(false);
    expect(one.reports.map((r) => r.report.judged?.siteKey)).toEqual(['staging.example.com']);
    const all = readReports(join(dir, 'download'), '/elsewhere');
    expect(all.folder).toBe(true);
    expect(all.reports.map((r) => [r.name, r.report.judged?.siteKey])).toEqual([
      ['scan-report-api/api.json', 'api.example.com'],
      ['web.json', 'staging.example.com'],
    ]);
  });

  it('reads a 1.0.0 report, whose site identity is on its pull request', () => {
    const { judged: _judged, ...older } = REPORT;
    write('r.json', { ...older, schemaVersion: '1.0.0' });
    expect(readReports('r.json', dir).reports[0]?.report.pullRequest?.siteKey).toBe('staging.example.com');
  });

  it.each([
    [
      'a missing file',
      null,
      /\(r\.json\) does not exist \(nothing was downloaded there: check the download step's path/,
    ],
    ['text that is not JSON', '{', /is not JSON/],
    ['another tool', { ...REPORT, tool: { name: 'other' } }, /is not a report of security-scan-action/],
    ['another schema', { ...REPORT, schemaVersion: '2.0.0' }, /is not a report of/],
    ['a report of another command', { ...REPORT, command: 'monitor' }, /of command 'monitor', not of a scan/],
    ['an unknown field', { ...REPORT, extra: 1 }, /report\.extra is not a field of the report/],
    [
      'a field of the wrong type',
      { ...REPORT, findings: { ...REPORT.findings, new: 'many' } },
      /report\.findings\.new is not a list/,
    ],
    [
      'a verdict the action never gives',
      { ...REPORT, verdict: { ...REPORT.verdict, verdict: 'fine' } },
      /report\.verdict\.verdict is not one of pass, warn, fail, error/,
    ],
    [
      'a head that is not a commit',
      { ...REPORT, pullRequest: { ...pullRequest('x'), headSha: 'main' } },
      /report\.pullRequest\.headSha is not a commit sha/,
    ],
    [
      'an over-long string',
      { ...REPORT, warnings: ['x'.repeat(10_001)] },
      /report\.warnings\[0\] is not a string of at most 10000/,
    ],
    [
      'a report of an older version, without the site identity',
      { ...REPORT, schemaVersion: '1.0.0', judged: undefined, pullRequest: null },
      /names no site identity: it was made by an older version/,
    ],
  ])('refuses %s, naming the input', (_what, content, message) => {
    if (content !== null) write('r.json', content);
    expect(() => readReports('r.json', dir)).toThrow(ConfigurationError);
    expect(() => readReports('r.json', dir)).toThrow(message);
    expect(() => readReports('r.json', dir)).toThrow(/^Input 'report-file' \(r\.json\)/);
  });

  it('refuses a symbolic link, an empty folder, too many files, and names the bad file of a folder', () => {
    write('r.json', REPORT);
    symlinkSync(join(dir, 'r.json'), join(dir, 'link.json'));
    expect(() => readReports('link.json', dir)).toThrow(/is not a regular file/);
    expect(() => readReports('.', dir)).toThrow(/holds link\.json, which is not a regular file/);
    mkdirSync(join(dir, 'empty'));
    expect(() => readReports('empty', dir)).toThrow(/is a folder without report files/);
    mkdirSync(join(dir, 'many'));
    for (let i = 0; i <= MAX_REPORTS; i++) writeFileSync(join(dir, 'many', `${i}.json`), '{}');
    expect(() => readReports('many', dir)).toThrow(`holds over ${MAX_REPORTS} files`);
    mkdirSync(join(dir, 'bad'));
    writeFileSync(join(dir, 'bad', 'a.json'), JSON.stringify(REPORT));
    writeFileSync(join(dir, 'bad', 'b.json'), 'not json');
    expect(() => readReports('bad', dir)).toThrow(/\(bad\) holds b\.json, which is not JSON/);
  });
});
