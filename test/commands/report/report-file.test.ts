import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readReportFile } from '../../../src/commands/report/report-file.ts';
import { ConfigurationError } from '../../../src/errors.ts';
import { REPORT_SCHEMA_VERSION } from '../../../src/render/model.ts';

const REPORT = {
  schemaVersion: REPORT_SCHEMA_VERSION,
  tool: { name: 'security-scan-action', version: '0.1.0' },
  command: 'scan',
  pullRequest: {
    number: 7,
    headSha: 'a'.repeat(40),
    baseSha: null,
    changedFiles: 1,
    siteKey: 'staging.example.com',
  },
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ssa-report-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, value: unknown) =>
  writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));

describe('readReportFile', () => {
  it('reads a report of a scan of pull-request data, given as the file or the folder holding only it', () => {
    mkdirSync(join(dir, 'download'));
    writeFileSync(join(dir, 'download', 'r.json'), JSON.stringify(REPORT));
    expect(readReportFile('download/r.json', dir).pullRequest.number).toBe(7);
    expect(readReportFile(join(dir, 'download'), '/elsewhere').pullRequest.headSha).toBe('a'.repeat(40));
  });

  it.each([
    ['a missing file', null, /is not a regular file, nor a folder holding only one/],
    ['text that is not JSON', '{', /is not JSON/],
    ['another tool', { ...REPORT, tool: { name: 'other' } }, /is not a report of security-scan-action/],
    ['another schema', { ...REPORT, schemaVersion: '0.9' }, /is not a report of/],
    ['a report without a pull request', { ...REPORT, pullRequest: null }, /names no pull request/],
    [
      'a pull request number that is text',
      { ...REPORT, pullRequest: { number: '7', headSha: 'a' } },
      /names no pull request/,
    ],
    [
      'a report of an older version, without the site identity',
      { ...REPORT, pullRequest: { number: 7, headSha: 'a' } },
      /names no site identity: it was made by an older version/,
    ],
  ])('refuses %s, naming the input', (_what, content, message) => {
    if (content !== null) write('r.json', content);
    expect(() => readReportFile('r.json', dir)).toThrow(ConfigurationError);
    expect(() => readReportFile('r.json', dir)).toThrow(message);
    expect(() => readReportFile('r.json', dir)).toThrow(/^Input 'report-file' \(r\.json\)/);
  });

  it('refuses a symbolic link and a folder of several files', () => {
    write('r.json', REPORT);
    write('s.json', REPORT);
    symlinkSync(join(dir, 'r.json'), join(dir, 'link.json'));
    expect(() => readReportFile('link.json', dir)).toThrow(/is not a regular file/);
    expect(() => readReportFile('.', dir)).toThrow(/nor a folder holding only one/);
  });
});
