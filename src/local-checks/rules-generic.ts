// The catch-all rules: a literal, high-entropy value given to a secret-looking name, in the assignment
// syntaxes of config formats and languages, and in XML elements and attributes. The name is judged as a
// whole identifier (secret-names.ts), the value must be a literal (not code, a path, a URL or an ENV_NAME).
import { MIN_GENERIC_ENTROPY, type SecretRule } from './secret-rule-shape.ts';
import { secretManifestBlock } from './kubernetes-secrets.ts';
import { identifierEndingAt, KEY_QUALIFIERS, looksLikeSecretName } from './secret-names.ts';
import { base64Jwt, describesItself, isDescriptiveText } from './values.ts';

/**
 * Where a candidate name may start: a secret term anywhere in an identifier; `key` only after its qualifier
 * (`api_key`), checked behind it so that the scan tries few alternatives per position.
 */
export const NAME_TERM = String.raw`(?:secret|pass|pwd|pw|token|credential|auth|bearer|key(?<=(?:${[...KEY_QUALIFIERS].join('|')})[_.-]?key))`;
const NAME = String.raw`(?<name>${NAME_TERM}[\w.-]{0,40})`;

/**
 * Between name and value: an optional closing quote or `]` (`"api_key"`, `ENV["TOKEN"]`), then a typed
 * declaration (`: string =`, Rust's `: &str =`, Go's `token string =`), an operator (`=`, `:`, `:=`, `::=`,
 * `:::=`, `?=`, `.=`, `+=`, `||=`, `??=`, `=>`, `<-`), a default (`env.TOKEN || '…'`, `?? '…'`, shell
 * `${TOKEN:-…}`), a call's argument comma (`setProperty("X_TOKEN", "…")`), a call's parenthesis
 * (`.password("…")`, `setApiKey("…")`) or blanks (see `blankSeparated`).
 */
const SEPARATOR = String.raw`(?<sep>\\?["']?\]?[ \t]{0,20}(?::[ \t]{0,20}&?(?:'static[ \t]+)?[A-Za-z][\w.<>\[\]?]{0,30}[ \t]{0,20}=(?![=~])|[ \t][A-Za-z][\w.\[\]*]{0,30}[ \t]{0,20}=(?![=~])|:{1,3}=|[?.+|&]{1,2}=|\|\||\?\?|=>|=(?![=~])|:-|:(?!:)|<-|,|\()?[ \t]{0,20})`;

/**
 * A quoted literal (JSON-escaped quotes and TOML's or Python's triple quotes too), a `(user, password)` pair (Python's `auth=("api", "…")`), or
 * a bare literal ending at a delimiter or an escaped newline; up to 4,096 characters (session tokens and
 * encoded keys are long).
 */
const VALUE = String.raw`(?:\\?"(?:"")?(?<dq>[^"\s\\]{10,4096})(?:"")?\\?"|'(?:'')?(?<sq>[^'\s\\]{10,4096})(?:'')?'|\x60(?<bq>[^\x60\s\\$]{10,4096})\x60|\([ \t]*["'][^"'\s]{1,64}["'][ \t]*,[ \t]*["'](?<pair>[^"'\s]{10,4096})["'][ \t]*\)|(?<bare>[\w+/.~@%^-][\w+/~.!@#%^*:=-]{8,4094}[\w+/~.!@#%^*=-])(?=[\s,;&)\]}<"'\x60]|\\[nrt]|$))`;

/** The name terms, as keywords (found in any case: `token`, `Token`, `TOKEN`, `tOKEN`). */
export const NAME_KEYWORDS = ['secret', 'pass', 'pwd', 'pw', 'token', 'credential', 'auth', 'bearer', 'key'];

/**
 * Code, not a literal: `config.db.password1`, `SOME_ENV_NAME`, a path (`src/app.ts:9`), a URL, or a stretch
 * of source caught between two strings' quotes (`"],pattern:/x/g},{id:"`: two or more brackets or commas).
 */
function looksLikeCode(value: string): boolean {
  return (
    (value.match(/[[\]{}(),;]/g)?.length ?? 0) >= 2 ||
    /^[A-Za-z_$#][\w$]*(?:\.#?[A-Za-z_$][\w$]*)+$/.test(value) ||
    // snake_case words (`0002_alter_user_name`, `x25519_generate_private_key`): a function, a migration.
    snakeCaseWords(value) ||
    /\/.*\.[A-Za-z]{1,5}(?::\d+)*$/.test(value) ||
    /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value) ||
    /^\.{0,2}\//.test(value) ||
    value.includes('://')
  );
}

/**
 * Three or more lower-case words joined by `_` (digits may join them), or a migration's name (a sequence
 * number, then words: `0006_require_contenttypes_0002`): an identifier, not key material.
 */
function snakeCaseWords(value: string): boolean {
  if (!/^[a-z0-9]+(?:_[a-z0-9]+){2,}$/.test(value)) return false;
  if (/^\d{4}_[a-z]{3,}_/.test(value)) return true;
  return value.split('_').filter((part) => /^[a-z]{3,}$/.test(part)).length >= 3;
}

/**
 * A value that repeats the last part of its name is the binding of that name, not a literal:
 * `exports.Socks5Auth = Socks5Auth` (a compiled enum), `generate_key: x25519_generate_key`.
 */
function repeatsName(value: string, name: string): boolean {
  const last = (name.split('.').at(-1) ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  return (
    last.length >= 4 &&
    value
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .includes(last)
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Names under which a UUID is a key rather than a record's id: API keys and secrets, and providers whose
 * keys are UUIDs (Heroku, Snyk, Postmark, HubSpot's `hapikey`, npm's legacy `_authToken`).
 */
const UUID_KEY_NAME = /api|secret|passw|licen[cs]e|access_?key|heroku|snyk|postmark|hubspot|authtoken/i;

/**
 * A value the generic rules take: letters and digits, a literal (not code or a hash), not self-describing;
 * a UUID only under a name that makes it a key (`HEROKU_API_KEY`, not `SESSION_TOKEN`).
 */
export function literalSecretValue(value: string, name: string): boolean {
  return (
    /[A-Za-z]/.test(value) &&
    /\d/.test(value) &&
    !looksLikeCode(value) &&
    !describesItself(value) &&
    !isDescriptiveText(value) &&
    // A JWT wrapped in base64 is judged by its claims (the jwt-base64 rule).
    base64Jwt(value) === null &&
    // `$…`: a variable, or a password hash (`$2b$…`, `$argon2id$…`) rather than a password.
    !value.startsWith('$') &&
    // A digest names its algorithm (`sha512-…` integrity, `SHA256:…` fingerprints, Go's `h1:…`).
    !/^(?:sha(?:1|224|256|384|512)|md5|h1)[:-]/i.test(value) &&
    // Keys public by design: Mapbox `pk.`, Stripe publishable, Supabase publishable, PostHog project keys,
    // New Relic browser keys.
    !/^(?:pk\.eyJ|pk_(?:live|test)_|sb_publishable_|phc_|NRJS-)/.test(value) &&
    // A UUID names a record (a session, a request, a tenant) unless its name says it is a key.
    (!UUID.test(value) || UUID_KEY_NAME.test(name))
  );
}

/**
 * Whether a name at `start` takes its value after blanks: `-Token '…'`, `:api-key "…"`, `(def k "…"`, and
 * after the commands that set a variable that way (Dockerfile's legacy `ENV NAME value`, Windows' `setx`).
 */
function blankSeparated(text: string, start: number): boolean {
  const before = text.charAt(start - 1);
  const lead = text.slice(Math.max(0, start - 12), start);
  return (
    before === '-' ||
    before === ':' ||
    /\((?:def|defconst|defvar|setq|define)[ \t]+$/.test(lead) ||
    /(?:^|[\s;&])(?:ENV|setx|SETX)[ \t]+$/.test(lead)
  );
}

/** `f("X_TOKEN", "…")`, `{ "ApiKey", "…" }`: the name is a whole quoted argument and the value is quoted. */
function quotedCallPair(text: string, start: number, groups: Record<string, string | undefined>): boolean {
  return (
    /[([{\s]["']$/.test(text.slice(Math.max(0, start - 2), start)) &&
    groups.bare === undefined &&
    groups.pair === undefined
  );
}

/** `.password("…")`: a call whose one argument is a quoted literal (its name is judged as any name). */
function soleQuotedArgument(match: RegExpExecArray, groups: Record<string, string | undefined>): boolean {
  const quoted = groups.dq ?? groups.sq ?? groups.bq;
  return quoted !== undefined && /^[ \t]*\)/.test(match.input.slice(match.index + match[0].length));
}

function acceptAssignment(secret: string, match: RegExpExecArray): boolean {
  const groups = match.groups ?? {};
  const { name, start } = identifierEndingAt(match.input, match.index + (groups.name ?? '').length);
  const sep = groups.sep ?? '';
  // Badge URLs (`badge.svg?token=…`) carry tokens made to be published.
  if (/badge[^\s"'()]*[?&]$/i.test(match.input.slice(Math.max(0, start - 200), start))) return false;
  // A search config's `apiKey` beside its `indexName` (Algolia DocSearch, InstantSearch) is a search-only
  // key, published to every visitor.
  if (/indexName/.test(match.input.slice(Math.max(0, start - 300), start + 300))) return false;
  // A bare blank separates a value only after a `-Flag`, a Clojure/EDN `:keyword` or a `(def name`; a comma
  // only between quoted call arguments. A closing quote or bracket alone (`[PASSWORD]@host`) is no operator.
  const operator = sep.replace(/^\\?["']?\]?/, '');
  if (/^[ \t]*$/.test(operator) && (operator === '' || !blankSeparated(match.input, start))) return false;
  if (sep.trimEnd().endsWith(',') && !quotedCallPair(match.input, start, groups)) return false;
  if (sep.trimEnd().endsWith('(') && !soleQuotedArgument(match, groups)) return false;
  return (
    looksLikeSecretName(name) &&
    literalSecretValue(secret, name) &&
    !repeatsName(secret, name) &&
    // A Secret manifest's values are base64: the manifest rule judges them decoded.
    secretManifestBlock(match.input, match.index) === null
  );
}

function acceptXml(secret: string, match: RegExpExecArray): boolean {
  const name = match.groups?.tag ?? match.groups?.attr ?? '';
  return looksLikeSecretName(name.slice(name.lastIndexOf(':') + 1)) && literalSecretValue(secret, name);
}

export const GENERIC_RULES: readonly SecretRule[] = [
  {
    id: 'xml-secret',
    name: 'High-entropy value in a secret-named XML element or attribute',
    severity: 'medium',
    confidence: 'context',
    keywords: ['</', '/>'],
    // `<password>value</password>` (the value may sit on its own line), .NET / Spring style
    // `<add key="ApiKey" value="…"/>`, `<property name="password" value="…"/>`, and Java properties XML
    // `<entry key="db.password">…</entry>`.
    pattern:
      /<(?<tag>[\w:.-]{0,40}(?:secret|passw|pwd|token|key|credential)[\w:.-]{0,40})(?:[ \t][^<>]{0,200})?>\s{0,200}(?<text>[^<>\s]{10,4096})\s{0,200}<\/|\b(?:key|name)[ \t]*=[ \t]*"(?<attr>[^"\s]{0,40}(?:secret|passw|pwd|token|key|credential)[^"\s]{0,40})"(?:[ \t]+value[ \t]*=[ \t]*"(?<value>[^"\s]{10,4096})"|[^<>]{0,200}>\s{0,200}(?<entry>[^<>\s]{10,4096})\s{0,200}<\/)/gi,
    secretOf: (m) => m.groups?.text ?? m.groups?.value ?? m.groups?.entry,
    minEntropy: MIN_GENERIC_ENTROPY,
    accept: acceptXml,
  },
  {
    id: 'generic-secret',
    name: 'High-entropy value assigned to a secret-looking name',
    severity: 'medium',
    confidence: 'context',
    keywords: NAME_KEYWORDS,
    pattern: new RegExp(NAME + SEPARATOR + VALUE, 'gim'),
    // Name, separator and value sit on one line, and the checks of `acceptAssignment` read the whole text.
    scope: 'line',
    secretOf: (m) => m.groups?.dq ?? m.groups?.sq ?? m.groups?.bq ?? m.groups?.pair ?? m.groups?.bare,
    minEntropy: MIN_GENERIC_ENTROPY,
    accept: acceptAssignment,
  },
];
