// A value (a site id, a command and site, an advisory id) made safe for a file name, a cache key or a
// hidden marker: anything but letters, digits, `.`, `_` and `-` becomes `_`, and it is cut short so a
// long value cannot make a name the file system refuses.
const MAX_SLUG_LENGTH = 100;

export function slug(value: string): string {
  return value.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, MAX_SLUG_LENGTH);
}
