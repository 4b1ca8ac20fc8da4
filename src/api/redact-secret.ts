// Takes the API key out of a service answer before anything reads it: a service or a proxy echoing the
// request must not bring the key into the log, the summary or the report. Redacting the raw text is not
// enough, since JSON may spell the key with escapes (`\u0073vk_…`) that only decoding joins up; so every
// string of the decoded answer is redacted, object keys too, in the forms a URL may carry it as well:
// percent-encoded, once or twice, in either hex case, or any mix of those with plain characters.

export const REDACTED = '[redacted]';

/** Matches `secret` written plainly, percent-encoded or a mix of the two, character by character. */
export function secretPattern(secret: string): RegExp {
  const characters = [...secret].map((char) => {
    const encoded = [...Buffer.from(char, 'utf8')].map((byte) => `%(?:25)?${hexPattern(byte)}`).join('');
    return `(?:${char.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')}|${encoded})`;
  });
  return new RegExp(characters.join(''), 'g');
}

function hexPattern(byte: number): string {
  return [...byte.toString(16).padStart(2, '0')]
    .map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit))
    .join('');
}

/**
 * A decoded JSON value with `secret` redacted from every string and object key, changed in place (it is
 * the caller's fresh parse). Walked with a stack, not recursion: an answer may nest 100,000 levels deep.
 */
export function redactSecretIn(json: unknown, secret: string): unknown {
  if (secret === '') return json;
  const pattern = secretPattern(secret);
  // Any spelling of the key is at least as long as the key: shorter strings (most of them) are left alone.
  const clean = (text: string) => (text.length < secret.length ? text : text.replace(pattern, REDACTED));
  if (typeof json === 'string') return clean(json);
  const stack: object[] = isContainer(json) ? [json] : [];
  for (let container = stack.pop(); container !== undefined; container = stack.pop()) {
    for (const [name, value] of Object.entries(container)) {
      if (isContainer(value)) stack.push(value);
      const cleanValue = typeof value === 'string' ? clean(value) : value;
      const cleanName = Array.isArray(container) ? name : clean(name);
      if (cleanValue === value && cleanName === name) continue;
      if (cleanName !== name) Reflect.deleteProperty(container, name);
      // defineProperty, not assignment: a key such as `__proto__` must stay a plain property.
      Object.defineProperty(container, cleanName, {
        value: cleanValue,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return json;
}

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;
