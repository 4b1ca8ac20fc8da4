// docs/report-file.md names every field a scan's report file has, and its version is the one written.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REPORT_SCHEMA_VERSION } from '../../src/render/model.ts';
import { report } from '../render/fixtures.ts';

const doc = readFileSync('docs/report-file.md', 'utf8');
/** Fields the fixture leaves out: optional, or only some commands fill them. */
const OPTIONAL = ['baseline', 'pullRequest', 'judged', 'source', 'account', 'runSkipped', 'policyChange'];
const JUDGED = ['event', 'sha', 'siteKey', 'siteSlug'];

describe('docs/report-file.md', () => {
  it('names every field of the report and of judged', () => {
    for (const field of [...Object.keys(report()), ...OPTIONAL, ...JUDGED])
      expect(doc, field).toContain(`\`${field}\``);
  });

  it('lists the version the action writes', () => {
    expect(doc).toContain(`| \`${REPORT_SCHEMA_VERSION}\` |`);
  });
});
