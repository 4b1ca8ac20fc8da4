import { describe, expect, it } from 'vitest';
import { parseSettings, preflightPlan, type Settings } from '../../../src/commands/registry.ts';

const permissionsNeeded = (s: Settings) => preflightPlan(s)?.needs ?? [];
const preflightApplies = (s: Settings) => preflightPlan(s) !== null;

const settings = (inputs: Record<string, string>) => {
  const all: Record<string, string> = {
    'api-key': 'svk_x',
    'base-url': 'https://scan.example.com',
    ...inputs,
  };
  return parseSettings((name) => all[name] ?? '', { eventName: 'push', fromFork: false });
};

const summary = (inputs: Record<string, string>) =>
  permissionsNeeded(settings(inputs)).map((n) => `${n.permission}${n.required ? '' : '?'}`);

describe('permissions a run needs', () => {
  it('scan by URL with lock files and local checks: sites, pulse; local and the upload optional', () => {
    expect(summary({ site: 'https://www.example.com' })).toEqual(['sites', 'sites?', 'pulse', 'local?']);
  });

  it('scan by id of a Deep with named lock files and no local checks', () => {
    expect(
      summary({
        site: 'site_1',
        scan: 'deep',
        'verification-id': 'ver_1',
        dependencies: 'package-lock.json',
        'local-checks': 'none',
      }),
    ).toEqual(['sites', 'deep']);
  });

  it('local checks the inputs name need local; all of them (the default) only optionally', () => {
    const named = { site: 'site_1', dependencies: 'none', 'local-checks': 'tracked-secrets,source-maps' };
    expect(summary(named)).toEqual(['pulse', 'local']);
    expect(summary({ ...named, 'local-checks': 'all' })).toEqual(['pulse', 'local?']);
  });

  it('scan: none with nothing else needs nothing beyond read', () => {
    expect(summary({ site: 'site_1', scan: 'none', dependencies: 'none', 'local-checks': 'none' })).toEqual(
      [],
    );
  });

  it('each other command', () => {
    expect(summary({ command: 'quick-check', url: 'https://www.example.com' })).toEqual(['pulse']);
    expect(summary({ command: 'repository-check' })).toEqual(['pulse']);
    expect(summary({ command: 'dns-recheck', 'scan-id': 's', 'finding-id': 'f' })).toEqual(['pulse']);
    expect(
      summary({ command: 'verify-ownership', site: 'https://www.example.com', 'verify-method': 'dns' }),
    ).toEqual(['sites', 'deep']);
    expect(summary({ command: 'monitor' })).toEqual([]);
  });

  it('is skipped on the legacy route, which has no allowance route', () => {
    expect(preflightApplies(settings({ site: 'prj_1', route: 'legacy' }))).toBe(false);
    expect(preflightApplies(settings({ site: 'prj_1' }))).toBe(true);
  });
});
