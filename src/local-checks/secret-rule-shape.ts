// The shape of a secret rule and the helpers rule modules share. The rules themselves live in
// rules-*.ts by family; secret-rule-order.ts puts them in order.
import type { Severity } from './types.ts';

export interface SecretRule {
  /** Short id, used as `<checkId>/<id>` in results. */
  readonly id: string;
  readonly name: string;
  readonly severity: Severity;
  /**
   * `format`: the value's own shape (a provider prefix, a checksum, a PEM block) says what it is, so it is
   * reported wherever it sits. `context`: only the name or syntax around it does (a password assignment, a
   * JWT under a token key), so in tests and docs it is a note (see secret-context.ts).
   */
  readonly confidence: 'format' | 'context';
  /** Found in any case; one must occur in a text before its pattern runs (most texts hold none). Empty: always. */
  readonly keywords: readonly string[];
  /** Global; names the secret in its first capture group unless `secretOf` says otherwise. */
  readonly pattern: RegExp;
  readonly secretOf?: (match: RegExpExecArray) => string | undefined;
  /** Bits per character below which a value is not taken for a key; MIN_ENTROPY unless set. */
  readonly minEntropy?: number;
  /** Whether the value is a stand-in; `isPlaceholder` unless set. */
  readonly isPlaceholder?: (secret: string) => boolean;
  /**
   * Where a match can be, so the rule runs only near its keywords (see keyword-lines.ts): `line`, within a
   * line holding a keyword (no part of a match, lookarounds included, crosses a line break); `line-start`,
   * starting a line holding a keyword (the match may run on over further lines). Unset: anywhere in a
   * text holding a keyword. For rules whose keywords are common words or short prefixes.
   */
  readonly scope?: 'line' | 'line-start';
  /** Report the line where the match starts (a PEM block's BEGIN line) rather than where the secret starts. */
  readonly lineAtMatch?: boolean;
  /** Extra shape checks; placeholders and low-entropy values are rejected for every rule before this. */
  readonly accept?: (secret: string, match: RegExpExecArray) => boolean;
}

/** Below this many bits per character a value is a placeholder or a word, not a key. */
export const MIN_ENTROPY = 3;
/** The generic rule asks for more: it has no prefix to vouch for the value. */
export const MIN_GENERIC_ENTROPY = 3.2;

/** Characters that may continue a token: a match must not be a slice of a longer word. */
const TOKEN_CHAR = '[A-Za-z0-9_-]';

/**
 * For rules whose prefix is short or word-like (`re_`, `pat`, `hf_`): random key material mixes letters and
 * digits, an identifier that happens to fit the shape (`re_validate_emailAddressRegexValue`) seldom does.
 */
export const MIXED: Partial<SecretRule> = {
  accept: (secret) => mixesLettersAndDigits(secret),
};

export function mixesLettersAndDigits(value: string): boolean {
  return /\d/.test(value) && /[A-Za-z]/.test(value);
}

/**
 * Whether letters alone read as random: both cases in proportion (a quarter each at least) and no run of
 * seven lower-case letters. An identifier (`getModelConfigurationFromHub`) has words and few capitals.
 */
export function randomLetters(letters: string): boolean {
  const upper = letters.replace(/[^A-Z]/g, '').length;
  const lower = letters.replace(/[^a-z]/g, '').length;
  return upper * 4 >= letters.length && lower * 4 >= letters.length && !/[a-z]{7}/.test(letters);
}

/** For tokens whose random part may be letters alone (Hugging Face): mixed as MIXED, or random letters. */
export const MIXED_OR_LETTERS: Partial<SecretRule> = {
  accept: (secret) => {
    const random = secret.slice(secret.lastIndexOf('_') + 1);
    return mixesLettersAndDigits(random) || randomLetters(random);
  },
};

/**
 * A rule for a token whose own format identifies it. `body` is a regular-expression source for the whole
 * token; it is matched only where it is not part of a longer run of token characters (right after an
 * escaped `\\n`, `\\r` or `\\t` of a JSON string counts as a start).
 */
export function formatRule(
  id: string,
  name: string,
  severity: Severity,
  keywords: readonly string[],
  body: string,
  extra: Partial<SecretRule> = {},
): SecretRule {
  const pattern = new RegExp(`(?:(?<=\\\\[nrt])|(?<!${TOKEN_CHAR}))(${body})(?!${TOKEN_CHAR})`, 'g');
  return {
    id,
    name,
    severity,
    confidence: 'format',
    keywords,
    pattern,
    ...(extra.pattern === undefined && keywordPrefixedLine(keywords, body) ? { scope: 'line' } : {}),
    ...extra,
  };
}

/**
 * Whether every match of `body` starts with one of `keywords` and stays on its line, so the rule need only
 * run on the lines where a keyword occurs. Conservative: read whole is a body that could match a line
 * break (`\s`, `\W`, `\D`, `[^…]`) or holds an anchor (`^`, `$`: a line is not the text), or one with an
 * alternative that does not start with a keyword (a prefix in a character class or a group, a keyword that
 * names the provider rather than starting the token).
 */
export function keywordPrefixedLine(keywords: readonly string[], body: string): boolean {
  if (/\\[sWD]|[$^]/.test(body)) return false;
  return topLevelAlternatives(body).every((alternative) =>
    keywords.some((keyword) => {
      const literal = keyword.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
      const prefix = [keyword, literal].find((spelling) => alternative.startsWith(spelling));
      // `pat?…` would make the keyword's last character optional.
      return prefix !== undefined && !/^[?*{]/.test(alternative.slice(prefix.length));
    }),
  );
}

/** The alternatives of a regular-expression source at its top level (not inside a group or a class). */
function topLevelAlternatives(source: string): string[] {
  const alternatives: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source.charAt(i);
    if (ch === '\\') i += 1;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === '|' && depth === 0) {
      alternatives.push(source.slice(start, i));
      start = i + 1;
    }
  }
  alternatives.push(source.slice(start));
  return alternatives;
}

/** Default passwords of local development databases and docs: not a leak of anything. */
export const DEFAULT_PASSWORDS: ReadonlySet<string> = new Set([
  'password',
  'pass',
  'postgres',
  'root',
  'admin',
  'secret',
  'mysql',
  'guest',
  'user',
  'username',
  'pwd',
  'passwd',
  'minioadmin',
  'letmein',
  'default',
]);
