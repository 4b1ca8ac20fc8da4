// Strict readers of untrusted JSON: each checks one value's shape and bounds and returns it typed, or throws
// a ShapeError naming where it went wrong. A schema built from them (report-schema.ts) types what it reads,
// so the compiler holds it to the report model.

export class ShapeError extends Error {}

export type Reader<T> = (value: unknown, at: string) => T;
export type Read<R> = R extends Reader<infer T> ? T : never;

const fail = (at: string, expected: string): never => {
  throw new ShapeError(`${at} is not ${expected}`);
};

/** A string of at most `max` characters (untrusted text is neutralised where it is shown, not here). */
export const text =
  (max = 10_000): Reader<string> =>
  (v, at) =>
    typeof v === 'string' && v.length <= max ? v : fail(at, `a string of at most ${max} characters`);

export const matching =
  (pattern: RegExp, what: string): Reader<string> =>
  (v, at) =>
    typeof v === 'string' && pattern.test(v) ? v : fail(at, what);

export const oneOf =
  <T extends string>(values: readonly T[]): Reader<T> =>
  (v, at) =>
    values.includes(v as T) ? (v as T) : fail(at, `one of ${values.join(', ')}`);

export const literal =
  <T extends string | true>(value: T): Reader<T> =>
  (v, at) =>
    v === value ? value : fail(at, JSON.stringify(value));

/** A part only other commands' reports fill: a scan's report holds null there. */
export const none: Reader<null> = (v, at) => (v === null ? null : fail(at, 'null'));

export const int: Reader<number> = (v, at) =>
  Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : fail(at, 'a whole number');

export const num: Reader<number> = (v, at) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fail(at, 'a number');

export const bool: Reader<boolean> = (v, at) => (typeof v === 'boolean' ? v : fail(at, 'true or false'));

export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (v, at) =>
    v === null ? null : read(v, at);

/** At most `max` items: the renderers cut long lists, a report over the bounds is not a real one. */
export const list =
  <T>(read: Reader<T>, max: number): Reader<readonly T[]> =>
  (v, at) => {
    if (!Array.isArray(v) || v.length > max) return fail(at, `a list of at most ${max} items`);
    return v.map((item, i) => read(item, `${at}[${i}]`));
  };

/** An object whose values all have one shape, keyed by short plain names. */
export const record =
  <T>(read: Reader<T>, max = 100): Reader<Readonly<Record<string, T>>> =>
  (v, at) => {
    const o = plainObject(v, at);
    const entries = Object.entries(o);
    if (entries.length > max) return fail(at, `an object of at most ${max} keys`);
    return Object.fromEntries(
      entries.map(([key, value]) => {
        if (key.length > 100) fail(`${at} key`, 'a name of at most 100 characters');
        return [key, read(value, `${at}.${key}`)];
      }),
    );
  };

type Fields = Readonly<Record<string, Reader<unknown>>>;
type Optional<T> = Reader<T> & { readonly optional: true };
type OptionalKeys<F extends Fields> = { [K in keyof F]: F[K] extends Optional<unknown> ? K : never }[keyof F];
type Shape<F extends Fields> = { readonly [K in Exclude<keyof F, OptionalKeys<F>>]: Read<F[K]> } & {
  readonly [K in OptionalKeys<F>]?: Read<F[K]>;
};

/** A field a report of an older version may leave out. */
export const optional = <T>(read: Reader<T>): Optional<T> => Object.assign(read, { optional: true as const });

/** An object with exactly these fields (an unknown key is refused: a report is ours or it is not read). */
export const object =
  <F extends Fields>(fields: F): Reader<Shape<F>> =>
  (v, at) => {
    const o = plainObject(v, at);
    for (const key of Object.keys(o))
      if (!Object.hasOwn(fields, key)) fail(`${at}.${key.slice(0, 60)}`, 'a field of the report');
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(fields)) {
      if (!Object.hasOwn(o, key) && (read as Partial<Optional<unknown>>).optional) continue;
      out[key] = read(o[key], `${at}.${key}`);
    }
    return out as Shape<F>;
  };

function plainObject(v: unknown, at: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(at, 'an object');
  return v as Record<string, unknown>;
}
