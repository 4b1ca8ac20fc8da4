import { describe, expect, it } from 'vitest';
import { ConfigurationError, GateRejection, RunSkipped } from '../../src/errors.ts';
import { DEFAULT_POLICY, type EventContext } from '../../src/settings/settings.ts';
import { parseSettings, type SettingsOf } from '../../src/commands/registry.ts';
import type { Command } from '../../src/settings/choices.ts';

const KEY = 'svk_test_0123456789';
const push: EventContext = { eventName: 'push', fromFork: false };

function parse(inputs: Record<string, string>, event: EventContext = push) {
  const all: Record<string, string> = {
    'api-key': KEY,
    'base-url': 'https://scan.example.com',
    site: 'site_1',
    ...inputs,
  };
  return parseSettings((name) => all[name] ?? '', event);
}

/** The settings of `command`, which the inputs name (or leave to the default, scan): its own options readable. */
function parseAs<C extends Command>(command: C, inputs: Record<string, string>): SettingsOf<C> {
  const settings = parse(inputs);
  if (settings.command !== command)
    throw new Error(`expected ${command}'s settings, got ${settings.command}'s`);
  return settings as SettingsOf<C>;
}

function errorOf(inputs: Record<string, string>, event: EventContext = push): string {
  try {
    parse(inputs, event);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigurationError');
}

describe('parseSettings', () => {
  it('fills every default from the single input list', () => {
    const s = parseAs('scan', {});
    expect(s.command).toBe('scan');
    expect(s.scan).toBe('pulse');
    expect(s.route).toBe('agent');
    expect(s.policy).toEqual(DEFAULT_POLICY);
    expect(s.waitTimeoutMs).toBe(30 * 60_000);
    expect(s.localChecks).toHaveLength(10);
    expect(s.dependencies).toBe('auto');
    expect(s.comment).toBe('on-change');
    expect(s.githubToken).toBe('');
  });

  it('reads fail-scope auto as new on pull requests and merge queues only', () => {
    for (const eventName of ['pull_request', 'pull_request_target', 'merge_group']) {
      expect(parse({}, { eventName, fromFork: false }).policy.failScope).toBe('new');
    }
    expect(parse({}, { eventName: 'schedule', fromFork: false }).policy.failScope).toBe('all');
    expect(
      parse({ 'fail-scope': 'all' }, { eventName: 'pull_request', fromFork: false }).policy.failScope,
    ).toBe('all');
  });

  it('reads the policy knobs', () => {
    const s = parse({
      'min-coverage': '92.5',
      'on-timeout': 'warn',
      'fail-on-dependencies': 'critical',
      'fail-on-local-checks': 'medium',
      'dependency-scopes': 'runtime',
      'fail-on-unfixable': 'false',
    });
    expect(s.policy).toMatchObject({
      minCoverage: 92.5,
      onTimeout: 'warn',
      failOnDependencies: 'critical',
      failOnLocalChecks: 'medium',
      dependencyScopes: 'runtime',
      failOnUnfixable: false,
    });
    expect(parse({ 'min-coverage': '0' }).policy.minCoverage).toBe(0);
  });

  it('names each policy knob and what it accepts', () => {
    expect(errorOf({ 'min-coverage': '101' })).toBe(
      'Input \'min-coverage\' is "101"; accepted: a percentage from 0 to 100 (e.g. 80 or 92.5), or empty.',
    );
    expect(errorOf({ 'min-coverage': '80%' })).toContain('Input \'min-coverage\' is "80%"');
    expect(errorOf({ 'on-timeout': 'ignore' })).toBe(
      "Input 'on-timeout' is \"ignore\"; accepted values: 'fail', 'warn'.",
    );
    expect(errorOf({ 'fail-on-dependencies': 'severe' })).toBe(
      "Input 'fail-on-dependencies' is \"severe\"; accepted values: 'critical', 'high', 'medium', 'low', 'info', 'never', or empty.",
    );
    expect(errorOf({ 'fail-on-local-checks': 'hihg' })).toContain('Input \'fail-on-local-checks\' is "hihg"');
    expect(errorOf({ 'dependency-scopes': 'prod' })).toBe(
      "Input 'dependency-scopes' is \"prod\"; accepted values: 'all', 'runtime'.",
    );
    expect(errorOf({ 'fail-on-unfixable': 'no' })).toBe(
      "Input 'fail-on-unfixable' is \"no\"; accepted values: 'true', 'false'.",
    );
  });

  it('reads the values of every closed-set input in any case', () => {
    const s = parseAs('scan', {
      command: 'SCAN',
      scan: 'Deep',
      'verification-id': 'ver_1',
      'fail-on': 'HIGH',
      'fail-scope': 'New',
      'fail-on-dependencies': 'Critical',
      'on-timeout': 'WARN',
      comment: 'On-Failure',
    });
    expect([s.command, s.scan, s.comment]).toEqual(['scan', 'deep', 'on-failure']);
    expect(parseAs('monitor', { command: 'Monitor', 'monitor-kind': 'MALICIOUS_PACKAGE' }).monitor.kind).toBe(
      'malicious_package',
    );
    expect(s.policy).toMatchObject({
      failOn: 'high',
      failScope: 'new',
      failOnDependencies: 'critical',
      onTimeout: 'warn',
    });
    expect(parseAs('scan', { 'local-checks': 'ALL' })).toMatchObject({ localChecksNamed: false });
    expect(parseAs('scan', { 'local-checks': 'ALL' }).localChecks).toHaveLength(10);
    expect(parseAs('scan', { 'local-checks': 'None' }).localChecks).toEqual([]);
    expect(parseAs('scan', { 'local-checks': 'Tracked-Secrets, SOURCE-MAPS' })).toMatchObject({
      localChecks: ['tracked-secrets', 'source-maps'],
      localChecksNamed: true,
    });
    expect(errorOf({ 'fail-on': 'HIHG' })).toBe(
      "Input 'fail-on' is \"HIHG\"; accepted values: 'critical', 'high', 'medium', 'low', 'info', 'never'.",
    );
  });

  it('accepts fractional minutes', () => {
    expect(parse({ 'wait-timeout-minutes': '0.5' }).waitTimeoutMs).toBe(30_000);
  });

  it('names the input and the accepted values', () => {
    expect(errorOf({ 'fail-on': 'severe' })).toBe(
      "Input 'fail-on' is \"severe\"; accepted values: 'critical', 'high', 'medium', 'low', 'info', 'never'.",
    );
    expect(errorOf({ wait: 'yes' })).toContain("Input 'wait' is \"yes\"; accepted values: 'true', 'false'.");
    expect(errorOf({ 'wait-timeout-minutes': '-1' })).toContain("Input 'wait-timeout-minutes'");
    expect(errorOf({ 'wait-timeout-minutes': '10m' })).toContain('fractions allowed');
    expect(errorOf({ 'local-checks': 'tracked-secrets, nope' })).toContain(
      'Input \'local-checks\' is "nope"',
    );
    expect(errorOf({ command: 'deploy' })).toContain("'scan', 'monitor', 'repository-check'");
  });

  it('parses local-checks lists without duplicates', () => {
    expect(
      parseAs('scan', { 'local-checks': 'git-history, tracked-secrets,git-history' }).localChecks,
    ).toEqual(['git-history', 'tracked-secrets']);
    expect(parseAs('scan', { 'local-checks': 'none' }).localChecks).toEqual([]);
  });

  it('parses dependency paths, one per line, without comments', () => {
    expect(
      parse({ dependencies: 'web/package-lock.json\n\n# old\napi/**/poetry.lock\n' }).dependencies,
    ).toEqual(['web/package-lock.json', 'api/**/poetry.lock']);
  });

  it('never echoes a wrong api-key', () => {
    const message = errorOf({ 'api-key': 'ghp_realLookingSecretValue' });
    expect(message).toContain("'svk_'");
    expect(message).not.toContain('ghp_realLookingSecretValue');
  });

  describe('an empty key on a fork pull request', () => {
    const fork: EventContext = { eventName: 'pull_request', fromFork: true };
    it('skips by default, saying why and where the recipe is', () => {
      expect(() => parse({ 'api-key': '' }, fork)).toThrow(RunSkipped);
      expect(() => parse({ 'api-key': '' }, fork)).toThrow(/fork.*no secrets|does not give secrets/);
      expect(() => parse({ 'api-key': '' }, fork)).toThrow(/docs\/fork-pull-requests\.md/);
    });
    it('fails the gate (not a configuration error) with fork-pull-requests: fail', () => {
      expect(() => parse({ 'api-key': '', 'fork-pull-requests': 'fail' }, fork)).toThrow(GateRejection);
      expect(() => parse({ 'api-key': '', 'fork-pull-requests': 'fail' }, fork)).toThrow(/from a fork.*fail/);
    });
    it('stays an error anywhere else: a push, pull_request_target, a pull request of the repository', () => {
      expect(errorOf({ 'api-key': '' })).toContain("Input 'api-key' is required");
      expect(errorOf({ 'api-key': '' }, { eventName: 'pull_request_target', fromFork: true })).toContain(
        "Input 'api-key' is required",
      );
      expect(errorOf({ 'api-key': '' }, { eventName: 'pull_request', fromFork: false })).toContain(
        "Input 'api-key' is required",
      );
    });
    it('names the accepted values of fork-pull-requests', () => {
      expect(errorOf({ 'fork-pull-requests': 'ignore' })).toBe(
        "Input 'fork-pull-requests' is \"ignore\"; accepted values: 'skip', 'fail'.",
      );
    });
  });

  it('allows plain http only to loopback hosts and strips the API prefix', () => {
    expect(parse({ 'base-url': 'http://127.0.0.1:8080/' }).baseUrl).toBe('http://127.0.0.1:8080');
    expect(parse({ 'base-url': 'https://scan.example.com/root/api/cli/v1' }).baseUrl).toBe(
      'https://scan.example.com/root',
    );
    expect(errorOf({ 'base-url': 'http://scan.example.com' })).toContain('https://');
    expect(errorOf({ 'base-url': 'https://user:pw@scan.example.com' })).toContain('credentials');
    expect(errorOf({ 'base-url': 'scan.example.com' })).toContain('not a URL');
  });

  it('applies the commands cross-field rules', () => {
    expect(errorOf({ site: '' })).toContain("Input 'site' is required for command 'scan'");
    expect(errorOf({ route: 'legacy', site: 'https://x.example.com' })).toContain('project id');
    expect(errorOf({ command: 'quick-check' })).toContain("Input 'url' is required");
    expect(errorOf({ command: 'verify-ownership' })).toContain('exactly one of');
    expect(errorOf({ command: 'verify-ownership', 'verify-method': 'txt' })).toContain(
      "'dns', 'file', 'meta'",
    );
    expect(errorOf({ command: 'dns-recheck', 'scan-id': 's1' })).toContain("'finding-id'");
  });

  it('ignores an input the command does not read: neither its value nor its errors reach the settings', () => {
    const s = parseAs('scan', {
      'monitor-view': 'bogus',
      'create-issues': 'maybe',
      url: 'https://x.example',
    });
    expect(s).not.toHaveProperty('monitor');
    expect(s).not.toHaveProperty('quickCheckUrl');
    // collect posts no comment: it reads `comment` as never, whatever the workflow set.
    expect(parse({ command: 'collect', 'pull-request-data': 'out', comment: 'always' }).comment).toBe(
      'never',
    );
    // Every other command's run posts its verdict's comment on a pull request.
    expect(parse({ command: 'monitor', comment: 'always' }).comment).toBe('always');
  });

  it('reads monitor-issues only with create-issues, in any case', () => {
    const monitor = (inputs: Record<string, string>) =>
      parseAs('monitor', { command: 'monitor', ...inputs }).monitor;
    expect(monitor({ 'create-issues': 'true' }).issues).toBe('per-advisory');
    expect(monitor({ 'create-issues': 'true', 'monitor-issues': 'DashBoard' }).issues).toBe('dashboard');
    expect(monitor({ 'monitor-issues': 'weekly' }).issues).toBe('per-advisory');
    expect(errorOf({ command: 'monitor', 'create-issues': 'true', 'monitor-issues': 'weekly' })).toBe(
      `Input 'monitor-issues' is "weekly"; accepted values: 'per-advisory', 'dashboard'.`,
    );
  });

  it("applies each input's default where the command reads it and the runner gave none", () => {
    const s = parse({});
    expect(s.forkPullRequests).toBe('skip');
    expect(s.dependencies).toBe('auto');
    expect(parse({ command: 'quick-check', url: 'https://x.example' }).dependencies).toBe('none');
  });

  it("names a command's required input and what to give", () => {
    expect(errorOf({ command: 'quick-check' })).toBe("Input 'url' is required for command 'quick-check'.");
    expect(errorOf({ command: 'report', 'pull-request-number': '3' })).toBe(
      "Input 'report-file' is required for command 'report': the scan's report file.",
    );
  });
});
