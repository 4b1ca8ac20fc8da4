// The credential shapes every secret-aware check looks for, most specific first: where two rules match the
// same text, the earlier one wins. Each pattern is global and names the secret in its first capture group
// unless `secretOf` says otherwise. `keywords` (case-sensitive) must occur in a text before its pattern runs:
// most texts hold none, so most patterns never run.
import type { Severity } from './types.ts';
import { jwtRole, looksLikeSecretName } from './values.ts';

export interface SecretRule {
  /** Short id, used as `<checkId>/<id>` in results. */
  readonly id: string;
  readonly name: string;
  readonly severity: Severity;
  readonly keywords: readonly string[];
  readonly pattern: RegExp;
  readonly secretOf?: (match: RegExpExecArray) => string | undefined;
  /** Bits per character below which a value is not taken for a key; MIN_ENTROPY unless set. */
  readonly minEntropy?: number;
  /** Whether the value is a stand-in; `isPlaceholder` unless set. */
  readonly isPlaceholder?: (secret: string) => boolean;
  /** Report the line where the match starts (a PEM block's BEGIN line) rather than where the secret starts. */
  readonly lineAtMatch?: boolean;
  /** Extra shape checks; placeholders and low-entropy values are rejected for every rule before this. */
  readonly accept?: (secret: string, match: RegExpExecArray) => boolean;
}

/** Below this many bits per character a value is a placeholder or a word, not a key. */
export const MIN_ENTROPY = 3;
/** The generic rule asks for more: it has no prefix to vouch for the value. */
export const MIN_GENERIC_ENTROPY = 3.2;

const LOOPBACK_HOSTS = /^(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?::\d+)?$/i;
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
]);

/** Code, not a literal: `config.db.password1`, `SOME_ENV_NAME`, a path (`src/app.ts:9`) or a URL. */
function looksLikeCode(value: string): boolean {
  return (
    /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value) ||
    /\/.*\.[A-Za-z]{1,5}(?::\d+)*$/.test(value) ||
    /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value) ||
    /^\.{0,2}\//.test(value) ||
    value.includes('://')
  );
}

function acceptGeneric(secret: string, match: RegExpExecArray): boolean {
  return (
    looksLikeSecretName(match[0].split(/["'\s:=]/)[0] ?? '') &&
    /[A-Za-z]/.test(secret) &&
    /\d/.test(secret) &&
    !looksLikeCode(secret)
  );
}

export const SECRET_RULES: readonly SecretRule[] = [
  {
    id: 'private-key',
    name: 'Private key (PEM block)',
    severity: 'critical',
    keywords: ['PRIVATE KEY'],
    pattern:
      /-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----(?:\s|\\[rn])+(?:[A-Za-z-]+:[^\r\n\\]*(?:\s|\\[rn])+)*([A-Za-z0-9+/=\s\\]{64,16384})/g,
    secretOf: (m) => m[1]?.replace(/(?:\s|\\[rn])+$/, ''),
    minEntropy: 4.5,
    lineAtMatch: true,
    // A key body is long enough to hold any short word by chance: only elisions mark a stand-in.
    isPlaceholder: (secret) => /\.\.\.|…|xxxx|XXXX/.test(secret),
  },
  {
    id: 'aws-access-key-id',
    name: 'AWS access key ID',
    severity: 'high',
    keywords: ['AKIA', 'ASIA', 'ABIA', 'ACCA'],
    pattern: /\b((?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})\b/g,
  },
  {
    id: 'aws-secret-access-key',
    name: 'AWS secret access key',
    severity: 'critical',
    keywords: [
      'secret_access_key',
      'SECRET_ACCESS_KEY',
      'SecretAccessKey',
      'secretAccessKey',
      'secret-access-key',
    ],
    pattern: /secret[_-]?access[_-]?key["']?\s*[:=]\s*["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/gi,
  },
  {
    id: 'github-token',
    name: 'GitHub token',
    severity: 'critical',
    keywords: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
    pattern: /\b(gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{80,120})\b/g,
  },
  {
    id: 'gitlab-token',
    name: 'GitLab token',
    severity: 'critical',
    keywords: ['glpat-', 'gldt-', 'glptt-', 'glrt-', 'glcbt-'],
    pattern: /\b(gl(?:pat|dt|ptt|rt|cbt)-[A-Za-z0-9_-]{20,})(?![A-Za-z0-9_-])/g,
  },
  {
    id: 'slack-token',
    name: 'Slack token',
    severity: 'high',
    keywords: ['xox'],
    pattern: /\b(xox[abposr]-[A-Za-z0-9-]{10,250})/g,
  },
  {
    id: 'slack-webhook',
    name: 'Slack incoming webhook URL',
    severity: 'medium',
    keywords: ['hooks.slack.com'],
    pattern: /(https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]{6,}\/B[A-Z0-9]{6,}\/[A-Za-z0-9]{20,})/g,
  },
  {
    id: 'stripe-secret-key',
    name: 'Stripe live secret or restricted key',
    severity: 'critical',
    keywords: ['_live_'],
    pattern: /\b((?:sk|rk)_live_[A-Za-z0-9]{20,247})\b/g,
  },
  {
    id: 'anthropic-api-key',
    name: 'Anthropic API key',
    severity: 'critical',
    keywords: ['sk-ant-'],
    pattern: /\b(sk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{32,})(?![A-Za-z0-9_-])/g,
  },
  {
    id: 'openai-api-key',
    name: 'OpenAI API key',
    severity: 'critical',
    keywords: ['sk-'],
    pattern:
      /\b(sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,}|sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20})(?![A-Za-z0-9_-])/g,
  },
  {
    id: 'npm-token',
    name: 'npm access token',
    severity: 'critical',
    keywords: ['npm_'],
    pattern: /\b(npm_[A-Za-z0-9]{36})\b/g,
  },
  {
    id: 'google-api-key',
    name: 'Google API key',
    severity: 'medium',
    keywords: ['AIza'],
    pattern: /\b(AIza[A-Za-z0-9_-]{35})(?![A-Za-z0-9_-])/g,
  },
  {
    id: 'twilio-api-key',
    name: 'Twilio API key',
    severity: 'high',
    keywords: ['SK'],
    pattern: /\b(SK[0-9a-f]{32})\b/g,
  },
  {
    id: 'sendgrid-api-key',
    name: 'SendGrid API key',
    severity: 'high',
    keywords: ['SG.'],
    pattern: /\b(SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g,
  },
  {
    id: 'shopify-token',
    name: 'Shopify access token',
    severity: 'high',
    keywords: ['shpat_', 'shpss_', 'shpca_', 'shppa_'],
    pattern: /\b(shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32})\b/g,
  },
  {
    id: 'supabase-secret-key',
    name: 'Supabase secret or service-role key',
    severity: 'critical',
    keywords: ['sb_secret_', 'eyJ'],
    pattern:
      /\b(sb_secret_[A-Za-z0-9_-]{20,}|eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,})/g,
    accept: (secret) => secret.startsWith('sb_secret_') || jwtRole(secret) === 'service_role',
  },
  {
    id: 'azure-storage-key',
    name: 'Azure storage account key',
    severity: 'critical',
    keywords: ['AccountKey='],
    pattern: /AccountKey=([A-Za-z0-9+/]{86}==)/g,
  },
  {
    id: 'connection-string-password',
    name: 'Database or broker URL with a password',
    severity: 'high',
    keywords: ['://'],
    pattern:
      /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|sqlserver):\/\/[^\s:/@'"`]{1,128}:([^\s@'"`/]{3,128})@([^\s/'"`?]{1,255})/g,
    minEntropy: 0,
    accept: (secret, m) => !LOOPBACK_HOSTS.test(m[2] ?? '') && !DEFAULT_PASSWORDS.has(secret.toLowerCase()),
  },
  {
    id: 'generic-secret',
    name: 'High-entropy value assigned to a secret-looking name',
    severity: 'medium',
    keywords: [],
    pattern:
      /(?:secret|passw(?:or)?d|pwd|token|api[_.-]?key|apikey|access[_.-]?key|auth[_.-]?key|private[_.-]?key|credentials?)[A-Za-z0-9_.-]{0,40}["']?[ \t]*(?::=|=>|=|:)[ \t]*(?:"([^"\s\\]{12,200})"|'([^'\s\\]{12,200})'|`([^`\s\\$]{12,200})`|([A-Za-z0-9+/][\w+/~.!@#%^&*-]{9,197}[\w+/~.!@#%^&*=-]{2})(?=[\s,;]|$))/gim,
    secretOf: (m) => m[1] ?? m[2] ?? m[3] ?? m[4],
    minEntropy: MIN_GENERIC_ENTROPY,
    accept: acceptGeneric,
  },
];
