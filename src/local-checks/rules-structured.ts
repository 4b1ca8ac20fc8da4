// Secrets recognised by the structure around them rather than a provider prefix: PEM private keys, JWTs,
// Kubernetes Secret manifests, Authorization headers, `curl` credentials and URLs with a password.
import { secretManifestBlock } from './kubernetes-secrets.ts';
import { DEFAULT_PASSWORDS, type SecretRule } from './secret-rule-shape.ts';
import { assignedNameBefore, looksLikeSecretName, namesSomethingHarmless } from './secret-names.ts';
import { base64Jwt, decodeJwt, describesItself, isPlaceholder, jwtRole, shannonEntropy } from './values.ts';

/** Schemes of URLs that carry a login: databases, brokers, directories, file and mail transfer, proxies. */
const CONNECTION_SCHEMES = [
  'postgres(?:ql)?',
  'mysqlx?',
  'mariadb',
  'mongodb',
  'rediss?',
  'valkey',
  'amqps?',
  'mssql',
  'sqlserver',
  'oracle',
  'snowflake',
  'db2',
  'cockroachdb',
  'clickhouse',
  'couchbases?',
  'couchdb',
  'cassandra',
  'influxdb',
  'elasticsearch',
  'opensearch',
  'neo4j',
  'bolt',
  'nats',
  'kafka',
  'mqtts?',
  'stomp',
  'ldaps?',
  's?ftps?',
  'scp',
  'ssh',
  'smtps?',
  'imaps?',
  'pop3s?',
  'socks[45]h?',
  'cloudinary',
  'https?',
].join('|');

const LOOPBACK_HOSTS = /^(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?::\d+)?$/i;

/**
 * A password a person or a default would not pick: long enough, not a stand-in, not a stock word, not a
 * value naming itself (`mysecretpassword`) nor a variable's name (`DB_PASSWORD`).
 */
export function plausiblePassword(value: string): boolean {
  return (
    value.length >= 6 &&
    !isPlaceholder(value) &&
    !DEFAULT_PASSWORDS.has(value.toLowerCase()) &&
    !describesItself(value) &&
    !/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value)
  );
}

/**
 * A JWT is a secret when it sits under a secret-looking name (`token`, `apiKey`, `Authorization: Bearer`)
 * or its payload reads like a credential: a role, scope or permission claim, or no expiry (an API key).
 * Not: unsigned tokens (`alg: none`), Supabase's publishable `anon`/`authenticated` roles, payloads
 * holding placeholders (the widely copied sample with `sub: 1234567890`), and harmless names (`sampleJwt`).
 */
function acceptJwt(secret: string, match: RegExpExecArray): boolean {
  const jwt = decodeJwt(secret);
  if (jwt === null || String(jwt.header.alg).toLowerCase() === 'none') return false;
  if (Object.values(jwt.claims).some((claim) => typeof claim === 'string' && isPlaceholder(claim)))
    return false;
  const role = jwtRole(secret);
  if (role === 'anon' || role === 'authenticated') return false;
  const name = assignedNameBefore(match.input, match.index);
  if (name !== null && namesSomethingHarmless(name)) return false;
  if (name !== null && looksLikeSecretName(name)) return true;
  const claims = Object.keys(jwt.claims);
  return (
    !claims.includes('exp') ||
    claims.some((claim) =>
      /^(?:role|roles|scopes?|scp|permissions|perms|grants|admin|api_?key|key)$/i.test(claim),
    )
  );
}

/** Entries of a Secret that identify rather than authenticate. */
const PUBLIC_SECRET_KEYS =
  /^(?:user(?:name)?|host(?:name)?|port|db|database|namespace|region|.*\.crt|.*cert(?:ificate)?)$/i;

function acceptManifestEntry(secret: string, match: RegExpExecArray): boolean {
  const key = match.groups?.key ?? '';
  const block = secretManifestBlock(match.input, match.index);
  if (block === null || PUBLIC_SECRET_KEYS.test(key)) return false;
  if (block === 'stringData') return plausiblePassword(secret);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(secret) || secret.length % 4 !== 0) return false;
  return plausibleSecretContent(Buffer.from(secret, 'base64').toString('utf8').trim());
}

/**
 * A Secret entry's decoded content: a password, binary key material, a whole file (a config, a key:
 * reported as it is), or JSON such as `.dockerconfigjson`, which holds a credential when a secret-named
 * field does (`auth` is base64 of `user:password`).
 */
function plausibleSecretContent(content: string): boolean {
  // Bytes that are not text (an encryption key, a keystore) are key material whatever characters they hold.
  if (/[\uFFFD\x00-\x08\x0e-\x1f]/.test(content)) return content.length >= 16;
  if (!content.startsWith('{'))
    return content.includes('\n') ? content.length >= 6 : plausiblePassword(content);
  try {
    return jsonHoldsSecret(JSON.parse(content), 0);
  } catch {
    return false;
  }
}

function jsonHoldsSecret(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null || depth > 8) return false;
  return Object.entries(value).some(([key, field]) => {
    if (typeof field !== 'string') return jsonHoldsSecret(field, depth + 1);
    if (key === 'auth') {
      const decoded = Buffer.from(field, 'base64').toString('utf8');
      return plausiblePassword(decoded.slice(decoded.indexOf(':') + 1));
    }
    return looksLikeSecretName(key) && plausiblePassword(field);
  });
}

function acceptAuthorization(secret: string, match: RegExpExecArray): boolean {
  if (secret.startsWith('eyJ')) return false; // a JWT: judged by the jwt rule
  if ((match[1] ?? '').toLowerCase() !== 'basic') return /[A-Za-z]/.test(secret) && /\d/.test(secret);
  const decoded = Buffer.from(secret, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 && /^[\x20-\x7e]+$/.test(decoded) && plausiblePassword(decoded.slice(colon + 1));
}

/** `-u user:pass` must belong to a `curl` command: no unescaped line break between `curl` and the flag. */
function insideCurl(text: string, index: number): boolean {
  const start = text.lastIndexOf('curl', index);
  return start !== -1 && index - start < 2000 && !/(?<!\\)\r?\n/.test(text.slice(start, index));
}

/** First of all rules: a key body is long enough to hold any other token's shape by chance. */
export const PRIVATE_KEY_RULE: SecretRule = {
  id: 'private-key',
  name: 'Private key (PEM block)',
  severity: 'critical',
  confidence: 'format',
  keywords: ['PRIVATE KEY'],
  pattern:
    /-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----(?:\s|\\[rn])+(?:[A-Za-z-]+:[^\r\n\\]*(?:\s|\\[rn])+)*([A-Za-z0-9+/=\s\\]{64,16384})/g,
  secretOf: (m) => m[1]?.replace(/(?:\s|\\[rn])+$/, ''),
  minEntropy: 4.5,
  lineAtMatch: true,
  // A key body is long enough to hold any short word by chance: only elisions mark a stand-in.
  isPlaceholder: (secret) => /\.\.\.|…|xxxx|XXXX/.test(secret),
  accept: (secret) => !truncatedDer(secret),
};

/**
 * Whether a PEM body is DER cut short: its outer SEQUENCE declares more bytes than the body holds, as in a
 * documentation stub that shows a key's first line (`MIIEpQIBAAKCAQEA…` declares 1,193 bytes). Bodies that
 * are not DER (OpenSSH, PGP, encrypted legacy PEM) are not judged.
 */
function truncatedDer(body: string): boolean {
  const bytes = Buffer.from(body.replace(/\\[rn]|[\s\\]/g, ''), 'base64');
  if (bytes.length < 2 || bytes[0] !== 0x30) return false;
  const first = bytes[1] ?? 0;
  if (first < 0x80) return bytes.length < 2 + first;
  const size = first & 0x7f;
  if (size === 0 || size > 3) return false;
  let length = 0;
  for (let i = 0; i < size; i += 1) length = length * 256 + (bytes[2 + i] ?? 0);
  return bytes.length < 2 + size + length;
}

/** Whether base64 text decodes to a PEM private key with a body (`LS0tLS1CRUdJTi` is `-----BEGIN `). */
function encodesPrivateKey(secret: string): boolean {
  const pem = Buffer.from(secret, 'base64').toString('utf8');
  const body = /^-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY-----\s+([\s\S]*?)-----END/.exec(pem)?.[1] ?? '';
  return body.replace(/\s+/g, '').length >= 64 && !PRIVATE_KEY_RULE.isPlaceholder?.(body);
}

export const STRUCTURED_RULES: readonly SecretRule[] = [
  {
    id: 'private-key-base64',
    name: 'Private key (base64-encoded PEM block)',
    severity: 'critical',
    confidence: 'format',
    keywords: ['LS0tLS1CRUdJTi'],
    // kubeconfig `client-key-data`, Helm values, CI variables: a PEM block as one base64 string.
    pattern: /(?<![A-Za-z0-9+/])(LS0tLS1CRUdJTi[A-Za-z0-9+/]{80,}={0,2})/g,
    minEntropy: 4.5,
    accept: encodesPrivateKey,
  },
  {
    id: 'putty-private-key',
    name: 'PuTTY private key',
    severity: 'critical',
    confidence: 'format',
    keywords: ['PuTTY-User-Key-File-'],
    pattern:
      /PuTTY-User-Key-File-\d:[^\n]*\n(?:[^\n]*\n){0,40}?Private-Lines:[ \t]*\d+\r?\n([A-Za-z0-9+/=\r\n]{64,8192})/g,
    secretOf: (m) => m[1]?.trim(),
    minEntropy: 4.5,
    lineAtMatch: true,
    isPlaceholder: (secret) => /xxxx|XXXX/.test(secret),
  },
  {
    id: 'supabase-secret-key',
    name: 'Supabase secret or service-role key',
    severity: 'critical',
    confidence: 'format',
    keywords: ['sb_secret_', 'eyJ'],
    pattern:
      /(?:(?<=\\[nrt])|(?<![\w-]))(sb_secret_[A-Za-z0-9_-]{20,}|eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,})/g,
    accept: (secret) => secret.startsWith('sb_secret_') || jwtRole(secret) === 'service_role',
  },
  {
    id: 'jwt',
    name: 'JSON Web Token used as a credential',
    severity: 'high',
    confidence: 'context',
    keywords: ['eyJ'],
    pattern:
      /(?:(?<=\\[nrt])|(?<![\w-]))(eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{16,})(?![\w-])/g,
    accept: acceptJwt,
  },
  {
    id: 'kubernetes-secret',
    name: 'Value in a Kubernetes Secret manifest',
    severity: 'high',
    confidence: 'context',
    keywords: ['kind: Secret', 'kind: "Secret"', "kind: 'Secret'", '"kind": "Secret"', '"kind":"Secret"'],
    // An entry on its own line: YAML `key: value`, or JSON `"key": "value",` as kubectl prints it.
    pattern: /^[ \t]+(["']?)(?<key>[\w.-]+)\1:[ \t]*(["']?)(?<value>[^\s"'#]{4,8192})\3[ \t]*,?[ \t]*\r?$/gm,
    secretOf: (m) => m.groups?.value,
    minEntropy: 0,
    isPlaceholder: (secret) => /[{}$<>]/.test(secret),
    accept: acceptManifestEntry,
  },
  {
    id: 'jwt-base64',
    name: 'JSON Web Token used as a credential, wrapped in base64',
    severity: 'high',
    confidence: 'context',
    // `eyJ` encoded again is `ZXlK`: CI variables, Helm values and config stores wrap tokens that way.
    keywords: ['ZXlK'],
    pattern: /(?<![A-Za-z0-9+/])(ZXlK[A-Za-z0-9+/]{80,8192}={0,2})(?![A-Za-z0-9+/=])/g,
    scope: 'line',
    minEntropy: 4,
    accept: (secret, match) => {
      const token = base64Jwt(secret);
      return token !== null && acceptJwt(token, match);
    },
  },
  {
    id: 'authorization-header',
    name: 'Credential in an Authorization header',
    severity: 'high',
    confidence: 'context',
    keywords: ['uthorization', 'UTHORIZATION'],
    // `Basic`, `Bearer` and `Token`, and the schemes of services that name their own (Discord's `Bot`,
    // `Api-Key`, `Key`, Splunk's, Opsgenie's `GenieKey`).
    pattern:
      /authorization\\?["']?[ \t]*[:=,][ \t]*\\?["'`]?[ \t]*(basic|bearer|token|bot|api-?key|key|splunk|geniekey)[ \t]+([A-Za-z0-9+/=._~-]{12,4096})/gi,
    secretOf: (m) => m[2],
    accept: acceptAuthorization,
  },
  {
    id: 'curl-user-password',
    name: 'Password in a curl command',
    severity: 'high',
    confidence: 'context',
    keywords: ['curl'],
    // The user may be an e-mail address (`-u jane@corp.net:…`); the command may end a quoted string
    // (`"deploy": "curl -u ci:…"`).
    pattern:
      /(?:^|[ \t])(?:-u[ \t]*|--user[ \t=]+)(["']?)[^\s"':$]{1,128}:([^\s"']{3,256})\1(?=[\s"'\\;|&)]|$)/gm,
    secretOf: (m) => m[2],
    minEntropy: 0,
    accept: (secret, m) => plausiblePassword(secret) && insideCurl(m.input, m.index),
  },
  {
    id: 'cli-password',
    name: 'Password on a database or SSH command line',
    severity: 'high',
    confidence: 'context',
    keywords: ['mysql', 'mariadb', 'sshpass'],
    // `mysql -p<password>`, `mysqldump --password=<password>`, `sshpass -p <password> ssh`; a bare `-p`
    // prompts.
    pattern:
      /\b(?:mysql(?:dump|admin)?|mariadb(?:-dump)?|sshpass)\b[^\n]{0,200}?[ \t](?:-p[ \t]*|--password=)(["']?)([^\s"'\x60$-][^\s"'\x60]{5,255})\1(?=\s|$)/g,
    secretOf: (m) => m[2],
    minEntropy: 0,
    accept: plausiblePassword,
  },
  {
    id: 'powershell-plain-password',
    name: 'Plain-text password turned into a PowerShell SecureString',
    severity: 'high',
    confidence: 'context',
    keywords: ['ConvertTo-SecureString'],
    pattern:
      /ConvertTo-SecureString[ \t]+(?:-String[ \t]+)?(["'])([^"'\s$]{6,256})\1[^\n]{0,60}?-AsPlainText/gi,
    secretOf: (m) => m[2],
    minEntropy: 0,
    accept: plausiblePassword,
  },
  {
    id: 'netrc-password',
    name: 'Password in a .netrc entry',
    severity: 'high',
    confidence: 'context',
    keywords: ['machine'],
    pattern: /\bmachine[ \t]+\S+(?:\s+(?:login|account)[ \t]+\S+){0,2}\s+password[ \t]+(\S{6,256})/g,
    minEntropy: 0,
    accept: plausiblePassword,
  },
  {
    id: 'connection-string-password',
    name: 'Database, broker or service URL with a password',
    severity: 'high',
    confidence: 'context',
    keywords: ['://', '@tcp(', '@unix(', 'oracle:thin:'],
    // URLs of data stores, brokers and services (`+driver` too: SQLAlchemy's `postgresql+psycopg2://`,
    // `mongodb+srv://`); the scheme is checked behind `://`, so the scan looks for that literal rather than
    // every scheme. Then Go's MySQL DSN (`user:pass@tcp(host)/db`, its login read behind `@tcp(` for the
    // same reason) and Oracle's thin JDBC URL (`jdbc:oracle:thin:user/pass@host`).
    pattern: new RegExp(
      String.raw`(?<=\b(?<scheme>${CONNECTION_SCHEMES})(?:\+[a-z0-9_]{1,20})?):\/\/[^\s:/@'"\x60]{0,128}:(?<password>[^\s@'"\x60/]{3,128})@(?<host>[^\s/'"\x60?]{0,255})` +
        String.raw`|(?<=(?<![\w.-])[\w.-]{1,64}:(?<dsn>[^\s@'"\x60/:]{3,128}))@(?:tcp|unix)\((?<dsnHost>[^\s)]{0,255})\)` +
        String.raw`|jdbc:oracle:thin:[^\s/@:'"\x60]{1,128}\/(?<oracle>[^\s@'"\x60]{3,128})@(?<oracleHost>[^\s/'"\x60:]{1,255})`,
      'gi',
    ),
    secretOf: (m) => m.groups?.password ?? m.groups?.dsn ?? m.groups?.oracle,
    minEntropy: 0,
    accept: (secret, m) =>
      !LOOPBACK_HOSTS.test(m.groups?.host ?? m.groups?.dsnHost ?? m.groups?.oracleHost ?? '') &&
      // Shorter ones are development stand-ins (`app:dev@db`), not credentials anyone issued.
      plausiblePassword(secret) &&
      // Web URLs carry credentials less often than examples of the syntax: ask for a key-like password.
      (!/^https?$/i.test(m.groups?.scheme ?? '') || (secret.length >= 8 && shannonEntropy(secret) >= 3)),
  },
];
