import { describe, expect, it } from 'vitest';
import { unfollowedVerdict } from '../../../src/commands/report/report-file.ts';
import type { ScanReport } from '../../../src/commands/report/report-schema.ts';
import type { ReasonLevel, VerdictValue } from '../../../src/policy/gate.ts';
import { report } from '../../render/fixtures.ts';

const stated = (verdict: VerdictValue, ...levels: ReasonLevel[]): ScanReport =>
  ({
    ...report(),
    verdict: {
      ...report().verdict,
      verdict,
      reasons: levels.map((level) => ({ kind: 'outcomes', level, message: 'why', items: [] })),
    },
  }) as ScanReport;

describe('unfollowedVerdict', () => {
  it('accepts the verdict its reasons give, with or without warn-only', () => {
    expect(unfollowedVerdict(stated('pass'))).toBeNull();
    expect(unfollowedVerdict(stated('fail', 'warn', 'fail', 'error'))).toBeNull();
    expect(unfollowedVerdict(stated('error', 'error', 'warn'))).toBeNull();
    expect(unfollowedVerdict(stated('warn', 'fail'))).toBeNull();
  });

  it('refuses a verdict milder or harsher than its reasons', () => {
    expect(unfollowedVerdict(stated('pass', 'fail'))).toMatch(/says 'pass', which its reasons \(fail\)/);
    expect(unfollowedVerdict(stated('pass', 'warn'))).not.toBeNull();
    expect(unfollowedVerdict(stated('warn'))).toMatch(/reasons \(none\)/);
    expect(unfollowedVerdict(stated('error', 'fail'))).not.toBeNull();
  });
});
