// Every assumption about fields the service spec leaves unshown lives in this folder, one file per
// resource (docs/assumed-shapes.md; PRODUCT.md, "Assumed shapes"). Each reader
// takes `unknown` and returns a typed value, degrading what is missing or unknown to null, 0 or 'unknown':
// a changed shape weakens the report, it never crashes the run. These are the readers they share.

export function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

export function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function strings(value: unknown): string[] {
  return list(value).filter((item): item is string => typeof item === 'string');
}
