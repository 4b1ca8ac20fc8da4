// Judging candidate secret values and names: placeholders, entropy, secret-looking names, JWT roles.
// Shared by the secret rules and the checks that look at variable assignments.

export { looksLikeSecretName } from './secret-names.ts';

/**
 * Words that mark a value as a placeholder or an example. Short ones count only in one case (`your`, `YOUR`,
 * `Your`), which keeps the odds of a random key containing one by chance negligible; words of six letters
 * and more count in any case (`ChangeMe`, `rePlaceMe`).
 */
const PLACEHOLDER_WORDS = [
  'xxxx',
  'changeme',
  'change_me',
  'change-me',
  'changeit',
  'replaceme',
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

/** The short words in their three cases, spelled out once rather than for every value judged. */
const PLACEHOLDER_SPELLINGS = PLACEHOLDER_WORDS.filter((word) => word.length < 6).flatMap((word) => [
  word,
  word.toUpperCase(),
  word.charAt(0).toUpperCase() + word.slice(1),
]);
const LONG_PLACEHOLDER_WORDS = PLACEHOLDER_WORDS.filter((word) => word.length >= 6);

/**
 * Template and format syntax stands for a value filled in later: `{password}`, `{token_1}`, `{0}`, `{}`,
 * `[PASSWORD]`, `<password>`, `${VAR}`, `{{ .Values.x }}`, `$(VAR)`, `%(name)s`, `%s`, `%v`, `%d`,
 * `__TOKEN__`.
 */
const TEMPLATE =
  /[<>]|\$\{|\{\{|%\(|\$\(|\{[^{}\s]{0,64}\}|\[[A-Za-z_ -]+\]|%[sqv]|%d(?![0-9A-Fa-f])|__[A-Z][A-Z0-9_]*__/;

/** Whether a value is a placeholder, an example or a reference to another variable rather than a secret. */
export function isPlaceholder(value: string): boolean {
  if (PLACEHOLDER_SPELLINGS.some((spelling) => value.includes(spelling))) return true;
  const lower = value.toLowerCase();
  if (LONG_PLACEHOLDER_WORDS.some((word) => lower.includes(word))) return true;
  if (TEMPLATE.test(value)) return true;
  if (/^\$[A-Za-z_]\w*$|^%[A-Za-z_]\w*%$/.test(value)) return true;
  return /(.)\1{5,}/.test(value);
}

/** A value that names what it stands for (`my-api-token-1`, `mysecretpassword`): a stand-in. */
export function describesItself(value: string): boolean {
  return /token|secret|passw|api_?key|credential/i.test(value);
}

/**
 * Words of descriptive values (`storageaccountkeybase64encoded`, `thisisnotarealkey`, `scram-sha-256`,
 * `aes-256-gcm`): what a key is or how it is used, spelled out instead of a key. No one-letter words, so
 * that random text seldom splits into them by chance.
 */
const DESCRIPTIVE_WORDS = new Set(
  (
    'key keys account accounts storage blob base encoded encode encoding secret secrets password passwords ' +
    'passwd pass token tokens api access auth client server service user admin root test dev development ' +
    'prod production staging local default example sample demo dummy fake mock not real this that here ' +
    'there value string text data some any very super secure strong random long short simple new old ' +
    'temp private public shared master main primary secondary sha scram hmac aes cbc gcm ctr rsa ecdsa ' +
    'bearer basic digest plain json yaml env config setting settings change replace enter put use with from ' +
    'into only read write code grant type credentials credential authorization region name host port ' +
    'database azure aws google cloud app application web site mail email smtp your our you for and the ' +
    'get set foo bar baz hello world abc xyz one two three value values signing encryption salt hash ' +
    'connection string conn endpoint url uri protocol http https algorithm method mode none ' +
    'is my to of it no in on an or me be do we us so at as by up'
  ).split(' '),
);

/** Whether a run of lower-case letters splits wholly into descriptive words. */
function splitsIntoWords(run: string): boolean {
  const reachable = new Uint8Array(run.length + 1);
  reachable[0] = 1;
  for (let end = 2; end <= run.length; end += 1) {
    for (let start = Math.max(0, end - 14); start <= end - 2 && reachable[end] === 0; start += 1) {
      if (reachable[start] === 1 && DESCRIPTIVE_WORDS.has(run.slice(start, end))) reachable[end] = 1;
    }
  }
  return reachable[run.length] === 1;
}

/**
 * A value made only of descriptive words, digits and separators: text about a key, not a key. Words are
 * cut at case changes, digits and punctuation, each run of letters split into known words.
 */
export function isDescriptiveText(value: string): boolean {
  const runs = value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((run) => run !== '');
  return runs.length > 0 && runs.every(splitsIntoWords);
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

/** A whole JWT: three base64url parts, the first two JSON objects (`eyJ`). */
const JWT_SHAPE = /^eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{16,}$/;

/** The JWT a base64 value wraps (`ZXlK…` is `eyJ…` encoded), or null when it wraps none. */
export function base64Jwt(value: string): string | null {
  if (!value.startsWith('ZXlK')) return null;
  const token = Buffer.from(value, 'base64').toString('utf8').trim();
  return JWT_SHAPE.test(token) ? token : null;
}

/** The `role` claim of a JWT's payload, or null when the value is not a readable JWT. */
export function jwtRole(token: string): string | null {
  const role = decodeJwt(token)?.claims.role;
  return typeof role === 'string' ? role : null;
}
