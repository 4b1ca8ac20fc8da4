// Primitive input readers. Each takes the raw text of one input and either returns a typed value or throws
// a ConfigurationError that names the input and what it accepts.
import { ConfigurationError } from '../errors.ts';
import type { InputName } from './inputs.ts';

export type RawInputs = (name: InputName) => string;

const BOOLEAN_TRUE = ['true', 'True', 'TRUE'];
const BOOLEAN_FALSE = ['false', 'False', 'FALSE'];

/** Shows a user's value in an error without echoing a long or multi-line blob back. */
export function shown(value: string): string {
  const oneLine = value.replace(/\s+/g, ' ');
  return JSON.stringify(oneLine.length > 60 ? `${oneLine.slice(0, 57)}...` : oneLine);
}

/** The allowed value `value` names, in any case (`HIGH` is `high`); undefined when it names none. */
export function matchOneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  const lower = value.toLowerCase();
  return allowed.find((a) => a.toLowerCase() === lower);
}

export function oneOf<T extends string>(name: InputName, value: string, allowed: readonly T[]): T {
  const match = matchOneOf(value, allowed);
  if (match !== undefined) return match;
  throw new ConfigurationError(
    `Input '${name}' is ${shown(value)}; accepted values: ${allowed.map((a) => `'${a}'`).join(', ')}.`,
  );
}

/** Empty means "not set" (the caller's fallback applies). */
export function optionalOneOf<T extends string>(
  name: InputName,
  value: string,
  allowed: readonly T[],
): T | null {
  if (value === '') return null;
  const match = matchOneOf(value, allowed);
  if (match !== undefined) return match;
  throw new ConfigurationError(
    `Input '${name}' is ${shown(value)}; accepted values: ${allowed.map((a) => `'${a}'`).join(', ')}, or empty.`,
  );
}

export function bool(name: InputName, value: string): boolean {
  if (BOOLEAN_TRUE.includes(value)) return true;
  if (BOOLEAN_FALSE.includes(value)) return false;
  throw new ConfigurationError(`Input '${name}' is ${shown(value)}; accepted values: 'true', 'false'.`);
}

export function positiveNumber(name: InputName, value: string, max: number): number {
  const number = /^\d+(\.\d+)?$|^\.\d+$/.test(value) ? Number(value) : NaN;
  if (Number.isFinite(number) && number > 0 && number <= max) return number;
  throw new ConfigurationError(
    `Input '${name}' is ${shown(value)}; accepted: a number of minutes greater than 0 and at most ${max} (fractions allowed, e.g. 0.5).`,
  );
}

export function optionalPositiveInteger(name: InputName, value: string, max: number): number | null {
  if (value === '') return null;
  if (/^\d+$/.test(value) && Number(value) > 0 && Number(value) <= max) return Number(value);
  throw new ConfigurationError(
    `Input '${name}' is ${shown(value)}; accepted: a whole number from 1 to ${max}, or empty.`,
  );
}

/** A percentage from 0 to 100 (fractions allowed), or empty for none. */
export function optionalPercent(name: InputName, value: string): number | null {
  if (value === '') return null;
  const number = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (number >= 0 && number <= 100) return number;
  throw new ConfigurationError(
    `Input '${name}' is ${shown(value)}; accepted: a percentage from 0 to 100 (e.g. 80 or 92.5), or empty.`,
  );
}

/** Splits a newline-separated input, dropping blank lines and `#` comments. */
export function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

export function commaList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function required(name: InputName, value: string, why: string): string {
  if (value !== '') return value;
  throw new ConfigurationError(`Input '${name}' is required ${why}.`);
}
