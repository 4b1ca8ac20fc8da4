// Checks of request bodies and queries; each failure is a 400 whose `error` names the field and what it accepts.
import { badRequest } from './envelope.ts';
import { VERSION_STRING_MAX, VERSION_STRING_PATTERN } from './spec.ts';

export type JsonObject = Record<string, unknown>;

export function bodyObject(body: unknown): JsonObject {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return body as JsonObject;
}

export function onlyFields(body: JsonObject, allowed: readonly string[]): void {
  const extra = Object.keys(body).filter((name) => !allowed.includes(name));
  if (extra.length > 0) {
    throw badRequest(`Unknown field(s) ${extra.join(', ')}; accepted fields: ${allowed.join(', ')}.`);
  }
}

interface Bounds {
  min?: number;
  max?: number;
}

export function optionalString(body: JsonObject, field: string, bounds: Bounds = {}): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${field} must be a string.`);
  const min = bounds.min ?? 1;
  if (value.length < min) throw badRequest(`${field} must be at least ${min} character(s).`);
  if (bounds.max !== undefined && value.length > bounds.max) {
    throw badRequest(`${field} must be at most ${bounds.max} characters.`);
  }
  return value;
}

export function requiredString(body: JsonObject, field: string, bounds: Bounds = {}): string {
  const value = optionalString(body, field, bounds);
  if (value === undefined) throw badRequest(`${field} is required.`);
  return value;
}

export function optionalEnum<T extends string>(
  body: JsonObject,
  field: string,
  allowed: readonly T[],
): T | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw badRequest(`${field} must be one of ${allowed.join(', ')}.`);
  }
  return value as T;
}

export function requiredEnum<T extends string>(body: JsonObject, field: string, allowed: readonly T[]): T {
  const value = optionalEnum(body, field, allowed);
  if (value === undefined) throw badRequest(`${field} is required; one of ${allowed.join(', ')}.`);
  return value;
}

export function requiredBoolean(body: JsonObject, field: string): boolean {
  const value = body[field];
  if (typeof value !== 'boolean') throw badRequest(`${field} is required and must be true or false.`);
  return value;
}

export function requiredList(body: JsonObject, field: string, bounds: Bounds = {}): unknown[] {
  const value = body[field];
  if (!Array.isArray(value)) throw badRequest(`${field} is required and must be a list.`);
  if (bounds.min !== undefined && value.length < bounds.min) {
    throw badRequest(`${field} must hold at least ${bounds.min} item(s).`);
  }
  if (bounds.max !== undefined && value.length > bounds.max) {
    throw badRequest(`${field} must hold at most ${bounds.max} item(s).`);
  }
  return value;
}

export function enumList<T extends string>(
  body: JsonObject,
  field: string,
  allowed: readonly T[],
  bounds: Bounds,
): T[] {
  const items = requiredList(body, field, bounds);
  for (const item of items) {
    if (typeof item !== 'string' || !allowed.includes(item as T)) {
      throw badRequest(`${field} items must be one of ${allowed.join(', ')}; got ${JSON.stringify(item)}.`);
    }
  }
  if (new Set(items).size !== items.length) throw badRequest(`${field} must not repeat an item.`);
  return items as T[];
}

export function versionString(body: JsonObject, field: string): string {
  const value = requiredString(body, field, { max: VERSION_STRING_MAX });
  if (!VERSION_STRING_PATTERN.test(value)) {
    throw badRequest(`${field} must be a version string like 1.2.3 or 1.2.3-beta.1 (at most 40 characters).`);
  }
  return value;
}

export type Query = URLSearchParams;

export function queryEnum<T extends string>(
  query: Query,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = query.get(name);
  if (value === null) return undefined;
  if (!allowed.includes(value as T)) throw badRequest(`Query ${name} must be one of ${allowed.join(', ')}.`);
  return value as T;
}

export function queryBoolean(query: Query, name: string): boolean | undefined {
  const value = query.get(name);
  if (value === null) return undefined;
  if (value !== 'true' && value !== 'false') throw badRequest(`Query ${name} must be true or false.`);
  return value === 'true';
}

export function queryPositiveNumber(query: Query, name: string): number | undefined {
  const value = query.get(name);
  if (value === null) return undefined;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed <= 0) {
    throw badRequest(`Query ${name} must be a positive number.`);
  }
  return parsed;
}
