// A value (a site id, a command and site, an advisory id) made safe for a file name, a cache key or a
// hidden marker: anything but letters, digits, `.`, `_` and `-` becomes `_`, and it is cut short so a
// long value cannot make a name the file system refuses. Those changes lose what told values apart
// (`a/b` and `a_b`, two long values alike in their first 100 characters), and a slug keys caches, issues
// and file names of one site: so a changed value ends with a hash of the whole of it.
import { createHash } from 'node:crypto';

const MAX_SLUG_LENGTH = 100;
const HASH_HEX_DIGITS = 10;
/** What a changed value's slug ends with; a value that already ends so is changed too, so none collide. */
const HASHED_END = new RegExp(`-[0-9a-f]{${HASH_HEX_DIGITS}}$`);

export function slug(value: string): string {
  const safe = value.replace(/[^A-Za-z0-9._-]+/g, '_');
  if (safe === value && value !== '' && value.length <= MAX_SLUG_LENGTH && !HASHED_END.test(value))
    return value;
  // UTF-16 code units, not UTF-8: UTF-8 makes every lone surrogate U+FFFD, and they would share a hash.
  const digest = createHash('sha256').update(value, 'utf16le').digest('hex');
  const end = `-${digest.slice(0, HASH_HEX_DIGITS)}`;
  return safe.slice(0, MAX_SLUG_LENGTH - end.length) + end;
}
