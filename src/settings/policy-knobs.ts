// The policy knobs in one table. Each knob is an input and a policy-file key of the same name; the table
// gives their input specs (inputs.ts), how each is read from an input's text and from a YAML value, what it
// accepts, its default, and the PolicySettings type. Nothing else lists the knobs.
import type { InputSpec } from './inputs.ts';
import { bool, matchOneOf, oneOf, optionalOneOf, optionalPercent } from './readers.ts';
import * as V from './choices.ts';

interface Knob<Key extends string, Read, Value> {
  /** The input's name and the policy file's key. */
  readonly key: Key;
  readonly spec: InputSpec;
  /** Throws a ConfigurationError naming the input and what it accepts. */
  readonly fromInput: (text: string) => Read;
  /** A policy-file value, or undefined when the value is not one `accepted` names. */
  readonly fromFile: (value: unknown) => Read | undefined;
  /** What the policy file accepts, for its error message. */
  readonly accepted: string;
  /** Settles what depends on the event (`fail-scope: auto`); the value itself otherwise. */
  readonly resolve: (read: Read, onChangeEvent: boolean) => Value;
}

const same = <T>(value: T): T => value;

function enumKnob<Key extends string, T extends string>(
  key: Key,
  values: readonly T[],
  spec: InputSpec,
): Knob<Key, T, T> {
  return {
    key,
    spec,
    fromInput: (text) => oneOf(key, text, values),
    fromFile: (value) => (typeof value === 'string' ? matchOneOf(value, values) : undefined),
    accepted: `accepted values: ${values.join(', ')}`,
    resolve: same,
  };
}

/** A per-kind threshold: empty (null) follows `fail-on`. */
function thresholdKnob<Key extends string>(
  key: Key,
  spec: InputSpec,
): Knob<Key, V.FailOn | null, V.FailOn | null> {
  return {
    ...enumKnob(key, V.FAIL_ON, spec),
    fromInput: (text) => optionalOneOf(key, text, V.FAIL_ON),
    resolve: same,
  };
}

function booleanKnob<Key extends string>(key: Key, spec: InputSpec): Knob<Key, boolean, boolean> {
  return {
    key,
    spec,
    fromInput: (text) => bool(key, text),
    fromFile: (value) => (typeof value === 'boolean' ? value : undefined),
    accepted: 'accepted values: true, false',
    resolve: same,
  };
}

/** A percentage; empty (null) for none. */
function percentKnob<Key extends string>(key: Key, spec: InputSpec): Knob<Key, number | null, number | null> {
  return {
    key,
    spec,
    fromInput: (text) => optionalPercent(key, text),
    fromFile: (value) => (typeof value === 'number' && value >= 0 && value <= 100 ? value : undefined),
    accepted: 'accepted: a number from 0 to 100 (a percentage)',
    resolve: same,
  };
}

const THRESHOLD_VALUES = '`critical`, `high`, `medium`, `low`, `info` or `never`';

/** In the order the policy file's error message and a policy change list them. */
export const POLICY_KNOBS = {
  failOn: enumKnob('fail-on', V.FAIL_ON, {
    description: `Lowest severity that fails the gate: ${THRESHOLD_VALUES}.`,
    default: 'high',
  }),
  failScope: {
    ...enumKnob('fail-scope', V.FAIL_SCOPES, {
      description:
        '`new` (only findings new against the baseline), `all`, or `auto` (`new` on pull requests and merge queues, `all` otherwise).',
      default: 'auto',
    }),
    resolve: (scope: V.FailScope, onChangeEvent: boolean): Exclude<V.FailScope, 'auto'> =>
      scope === 'auto' ? (onChangeEvent ? 'new' : 'all') : scope,
  },
  allowIncomplete: booleanKnob('allow-incomplete', {
    description: 'An `incomplete` scan passes the gate instead of failing it.',
    default: 'false',
  }),
  warnOnly: booleanKnob('warn-only', {
    description: 'Report everything, never fail the step.',
    default: 'false',
  }),
  /** A scan whose coverage percent is below this fails like an incomplete one; null: no minimum. */
  minCoverage: percentKnob('min-coverage', {
    description:
      'A scan whose coverage percent (0 to 100) is below this fails the gate like an incomplete one. A scan without a coverage figure is reported as such and does not fail on it. Empty: no minimum.',
  }),
  onTimeout: enumKnob('on-timeout', V.ON_TIMEOUT, {
    description:
      'When the wait times out: `fail` the gate, or `warn` (the scan id and link are reported either way).',
    default: 'fail',
  }),
  /** Thresholds per kind of result; null follows `failOn` (the policy file's, when it sets one). */
  failOnDependencies: thresholdKnob('fail-on-dependencies', {
    description:
      'Threshold for affected packages (lock-file advisories), with the values of `fail-on`. Empty: as `fail-on`.',
  }),
  failOnLocalChecks: thresholdKnob('fail-on-local-checks', {
    description: 'Threshold for local check results, with the values of `fail-on`. Empty: as `fail-on`.',
  }),
  dependencyScopes: enumKnob('dependency-scopes', V.DEPENDENCY_SCOPES, {
    description:
      '`all`, or `runtime`: advisories of packages the lock files mark as development only are reported but do not fail the gate.',
    default: 'all',
  }),
  /** False: advisories without a fixed version are reported but do not fail the gate. */
  failOnUnfixable: booleanKnob('fail-on-unfixable', {
    description: '`false`: advisories with no fixed version are reported but do not fail the gate.',
    default: 'true',
  }),
} as const;

type Knobs = typeof POLICY_KNOBS;
export type PolicyField = keyof Knobs;
export type PolicyKnobKey = Knobs[PolicyField]['key'];

/** The policy a run judges by: every knob settled. */
export type PolicySettings = { readonly [F in PolicyField]: ReturnType<Knobs[F]['resolve']> };
/** The knobs a policy file sets, as written there (`fail-scope: auto` not yet settled). */
export type PolicyFileValues = { readonly [F in PolicyField]?: Parameters<Knobs[F]['resolve']>[0] };

export const POLICY_FIELDS = Object.keys(POLICY_KNOBS) as PolicyField[];

/** A knob as the loops below see it: they pair each field's reader and resolver, which the table types. */
const knobOf = (field: PolicyField) =>
  POLICY_KNOBS[field] as unknown as Knob<PolicyKnobKey, unknown, PolicySettings[PolicyField]>;

/** The knobs' input specs, for inputs.ts's list of inputs. */
export const POLICY_INPUTS = Object.fromEntries(
  POLICY_FIELDS.map((field) => [POLICY_KNOBS[field].key, POLICY_KNOBS[field].spec]),
) as Record<PolicyKnobKey, InputSpec>;

/** Every knob's input name, for a command spec that reads the whole policy. */
export const POLICY_INPUT_NAMES: readonly PolicyKnobKey[] = POLICY_FIELDS.map(
  (field) => POLICY_KNOBS[field].key,
);

/** Reads every knob from its input. */
export function readPolicyInputs(
  input: (name: PolicyKnobKey) => string,
  onChangeEvent: boolean,
): PolicySettings {
  return Object.fromEntries(
    POLICY_FIELDS.map((field) => {
      const knob = knobOf(field);
      return [field, knob.resolve(knob.fromInput(input(knob.key)), onChangeEvent)];
    }),
  ) as PolicySettings;
}

/** Settles a knob's value as read (from a policy file) for the run's event. */
export function resolveKnob<F extends PolicyField>(
  field: F,
  read: Exclude<PolicyFileValues[F], undefined>,
  onChangeEvent: boolean,
): PolicySettings[F] {
  return knobOf(field).resolve(read, onChangeEvent) as PolicySettings[F];
}

/** One knob's policy-file value, or undefined when it is not one the knob accepts. */
export function readPolicyFileValue(field: PolicyField, value: unknown): unknown {
  return knobOf(field).fromFile(value);
}

export const policyFileAccepted = (field: PolicyField): string => knobOf(field).accepted;
