// Judging candidate secret values and names: placeholders, entropy, secret-looking names, JWT roles.
// Shared by the secret rules and the checks that look at variable assignments.

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
  'abcdefg',
  '***',
  '...',
  '…',
];

/** Whether a value is a placeholder, an example or a reference to another variable rather than a secret. */
export function isPlaceholder(value: string): boolean {
  if (PLACEHOLDER_WORDS.some((word) => containsWord(value, word))) return true;
  if (/[<>]|\$\{|\{\{|%\(|\$\(/.test(value)) return true;
  if (/^\$[A-Za-z_]\w*$|^%[A-Za-z_]\w*%$/.test(value)) return true;
  return /(.)\1{5,}/.test(value);
}

function containsWord(value: string, word: string): boolean {
  const title = word.charAt(0).toUpperCase() + word.slice(1);
  return value.includes(word) || value.includes(word.toUpperCase()) || value.includes(title);
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

const SECRET_NAME =
  /secret|passw(?:or)?d|passwd|pwd|token|api[_.-]?key|apikey|access[_.-]?key|auth[_.-]?key|private[_.-]?key|credential|service[_.-]?role|master[_.-]?key/i;
/** Names that talk about a secret without holding one: its length, file, URL, id…, or a source file's name. */
const NOT_A_SECRET_NAME =
  /(?:url|uri|path|file|dir|name|type|id|endpoint|length|len|size|count|ttl|expiry|expires|expiration|prefix|header|field|format|policy|min|max|hint|label|enabled|required|rotation|izer|ized|\.(?:[cm]?[jt]sx?|json|ya?ml|md|txt|py|rb|go|rs|java|php|html|css|sh))$/i;

/** Whether a variable or key name says it holds a secret (`DB_PASSWORD`, `apiKey`, `client_secret`…). */
export function looksLikeSecretName(name: string): boolean {
  return SECRET_NAME.test(name) && !NOT_A_SECRET_NAME.test(name.replace(/["'\s]+$/, ''));
}

/** The `role` claim of a JWT's payload, or null when the value is not a readable JWT. */
export function jwtRole(token: string): string | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const role = (claims as { role?: unknown }).role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}
