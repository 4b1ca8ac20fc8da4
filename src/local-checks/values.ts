// Judging candidate secret values and names: placeholders, entropy, secret-looking names, JWT roles.
// Shared by the secret rules and the checks that look at variable assignments.

export { looksLikeSecretName } from './secret-names.ts';

/**
 * Words that mark a value as a placeholder or an example. They count only in one case (`your`, `YOUR`,
 * `Your`), which keeps the odds of a random key containing one by chance negligible.
 */
const PLACEHOLDER_WORDS = [
  'xxxx',
  'changeme',
  'change_me',
  'change-me',
  'your',
  'example',
  'placeholder',
  'dummy',
  'sample',
  'redacted',
  'replace',
  'insert',
  'fixme',
  'todo',
  'foobar',
  'lorem',
  'fake',
  'test',
  '123456',
  'abc123',
  'abcdef',
  'qwerty',
  'asdf',
  '987654',
  'deadbeef',
  'insecure',
  '***',
  '...',
  '…',
];

/** Each placeholder word in its three cases, spelled out once rather than for every value judged. */
const PLACEHOLDER_SPELLINGS = PLACEHOLDER_WORDS.flatMap((word) => [
  word,
  word.toUpperCase(),
  word.charAt(0).toUpperCase() + word.slice(1),
]);

/** Whether a value is a placeholder, an example or a reference to another variable rather than a secret. */
export function isPlaceholder(value: string): boolean {
  if (PLACEHOLDER_SPELLINGS.some((spelling) => value.includes(spelling))) return true;
  if (/[<>]|\$\{|\{\{|%\(|\$\(/.test(value)) return true;
  if (/^\$[A-Za-z_]\w*$|^%[A-Za-z_]\w*%$/.test(value)) return true;
  return /(.)\1{5,}/.test(value);
}

/** Shannon entropy in bits per character. */
export function shannonEntropy(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** The header and claims of a JWT, or null when the value is not a readable JWT. */
export function decodeJwt(
  token: string,
): { header: Record<string, unknown>; claims: Record<string, unknown> } | null {
  const [header, claims] = token.split('.').slice(0, 2).map(decodeJsonPart);
  return header !== undefined && header !== null && claims !== undefined && claims !== null
    ? { header, claims }
    : null;
}

function decodeJsonPart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The `role` claim of a JWT's payload, or null when the value is not a readable JWT. */
export function jwtRole(token: string): string | null {
  const role = decodeJwt(token)?.claims.role;
  return typeof role === 'string' ? role : null;
}
