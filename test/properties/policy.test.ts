// The gate's promises, for any run: a higher threshold (fail-on, fail-on-dependencies, fail-on-local-checks)
// never turns a pass into a fail, nor does loosening a knob; an ignore entry never adds a failure; warn-only
// never fails.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateGate, type GateInput } from '../../src/policy/gate.ts';
import { severityRank } from '../../src/policy/severity.ts';
import { notJudged } from '../../src/policy/stopped.ts';
import type { PolicySettings } from '../../src/settings/settings.ts';
import { DEPENDENCY_SCOPES, FAIL_ON, ON_TIMEOUT, type FailOn } from '../../src/settings/choices.ts';
import { check } from './settings.ts';
import { counted } from '../../src/plural.ts';

const severity = fc.constantFrom('critical', 'high', 'medium', 'low', 'info', 'unknown');
const id = fc.constantFrom('A', 'B', 'C', 'D');
const finding = fc.record({
  id,
  code: fc.option(id, { nil: null }),
  severity,
  title: fc.string({ maxLength: 5 }),
});
const ignore = fc.record({
  id,
  path: fc.option(fc.constantFrom('src', 'test/*', 'docs/**'), { nil: null }),
  reason: fc.constant('because'),
  until: fc.option(fc.constantFrom('2026-01-01', '2026-11-22', '2027-01-01'), { nil: null }),
});

const input = fc.record({
  policy: fc.record({
    failOn: fc.constantFrom(...FAIL_ON),
    failScope: fc.constantFrom<'new' | 'all'>('new', 'all'),
    allowIncomplete: fc.boolean(),
    warnOnly: fc.boolean(),
    minCoverage: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    onTimeout: fc.constantFrom(...ON_TIMEOUT),
    failOnDependencies: fc.option(fc.constantFrom(...FAIL_ON), { nil: null }),
    failOnLocalChecks: fc.option(fc.constantFrom(...FAIL_ON), { nil: null }),
    dependencyScopes: fc.constantFrom(...DEPENDENCY_SCOPES),
    failOnUnfixable: fc.boolean(),
  }),
  ignores: fc.array(ignore, { maxLength: 4 }),
  today: fc.constant('2026-11-22'),
  scan: fc.option(
    fc.record({
      status: fc.constantFrom('succeeded', 'failed', 'incomplete', 'running', 'cancelled'),
      timedOut: fc.boolean(),
      newFindings: fc.array(finding, { maxLength: 5 }),
      openFindings: fc.array(finding, { maxLength: 5 }),
      coveragePercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    }),
    { nil: null },
  ),
  stopped: fc.option(fc.constant(notJudged('the service was down')), { nil: null }),
  advisories: fc.array(
    fc.record({
      advisoryId: id,
      severity,
      title: fc.constant('t'),
      packageLabel: fc.constant('npm x@1'),
      fixable: fc.boolean(),
      development: fc.boolean(),
    }),
    { maxLength: 4 },
  ),
  localResults: fc.array(
    fc.record({
      checkId: fc.constantFrom('tracked-secrets', 'source-maps'),
      ruleId: id,
      severity,
      file: fc.constantFrom('src/a.ts', 'test/x/b.ts', 'docs/c.md'),
      line: fc.nat(50),
      message: fc.constant('m'),
    }),
    { maxLength: 4 },
  ),
  outcomes: fc.array(
    fc.record({
      level: fc.constantFrom<'fail' | 'warn'>('fail', 'warn'),
      group: fc.constantFrom(
        counted('repository', 'to avoid', 'repositories'),
        counted('check', 'that failed'),
      ),
      item: id,
      ignoreIds: fc.array(id, { maxLength: 2 }),
    }),
    { maxLength: 3 },
  ),
}) as fc.Arbitrary<GateInput>;

const failing = (i: GateInput) => evaluateGate(i).verdict === 'fail';
const blockingItems = (i: GateInput) =>
  evaluateGate(i)
    .reasons.filter((r) => r.level === 'fail')
    .flatMap((r) => r.items);

describe('evaluateGate', () => {
  it.each(['failOn', 'failOnDependencies', 'failOnLocalChecks'] as const)(
    'a higher %s never turns a pass into a fail',
    (knob) => {
      check(
        fc.property(input, fc.constantFrom(...FAIL_ON), (i, other) => {
          const rank = (f: FailOn) => (f === 'never' ? 99 : severityRank(f));
          const given = i.policy[knob] ?? i.policy.failOn;
          const [low, high] = rank(given) <= rank(other) ? [given, other] : [other, given];
          const at = (value: FailOn) => ({ ...i, policy: { ...i.policy, [knob]: value } });
          if (failing(at(high))) expect(failing(at(low))).toBe(true);
          if (evaluateGate(at(low)).verdict === 'pass') expect(evaluateGate(at(high)).verdict).toBe('pass');
        }),
        500,
      );
    },
  );

  const loosened: Record<string, (p: PolicySettings) => Partial<PolicySettings>> = {
    'a lower min-coverage': (p) => ({ minCoverage: p.minCoverage === null ? null : p.minCoverage / 2 }),
    'no min-coverage': () => ({ minCoverage: null }),
    'on-timeout: warn': () => ({ onTimeout: 'warn' }),
    'dependency-scopes: runtime': () => ({ dependencyScopes: 'runtime' }),
    'fail-on-unfixable: false': () => ({ failOnUnfixable: false }),
  };
  it.each(Object.entries(loosened))('%s never turns a pass into a fail', (_name, loosen) => {
    check(
      fc.property(input, (i) => {
        const looser = { ...i, policy: { ...i.policy, ...loosen(i.policy) } };
        if (failing(looser)) expect(failing(i)).toBe(true);
      }),
      300,
    );
  });

  it('an ignore entry never adds a failure or a failing item', () => {
    check(
      fc.property(input, ignore, (i, extra) => {
        const more = { ...i, ignores: [...i.ignores, extra] };
        if (failing(more)) expect(failing(i)).toBe(true);
        const before = blockingItems(i);
        expect(blockingItems(more).every((item) => before.includes(item))).toBe(true);
      }),
      500,
    );
  });

  it('warn-only never fails', () => {
    check(
      fc.property(input, (i) => {
        expect(evaluateGate({ ...i, policy: { ...i.policy, warnOnly: true } }).verdict).not.toBe('fail');
      }),
      500,
    );
  });
});
