// The one secret detector behind tracked-secrets, git-history, container-values and public-environment,
// and the one way a secret may appear in a report: redacted.
//
// Allowlist (what is deliberately not reported):
// - placeholders and examples: values containing `xxxx`, `changeme`, `your`, `example`, `sample`,
//   `placeholder`, `dummy`, `fake`, `test`, `redacted`, `<…>`, `${VAR}`, `{{…}}`, `$VAR`, six repeats of a
//   character, `123456`, `abc123`… (so AWS's documented `AKIAIOSFODNN7EXAMPLE` never fires);
// - low-entropy values (under MIN_ENTROPY bits per character; the generic rule asks MIN_GENERIC_ENTROPY and
//   a mix of letters and digits);
// - Stripe test-mode and publishable keys (`sk_test_`, `pk_`), Supabase anon keys (a JWT with role `anon`);
// - database URLs pointing at a loopback host or using a stock password (`postgres`, `password`, `root`…);
// - credentials published on purpose (the Azurite emulator key), matched by hash;
// - files that are examples or test data by their path (see `isExamplePath`).
import { createHash } from 'node:crypto';
import { SECRET_RULES, MIN_ENTROPY, type SecretRule } from './secret-rules.ts';
import type { Severity } from './types.ts';
import { isPlaceholder, shannonEntropy } from './values.ts';
import { LineLocator } from './text.ts';

export { SECRET_RULES, type SecretRule } from './secret-rules.ts';

export interface SecretMatch {
  readonly ruleId: string;
  readonly ruleName: string;
  readonly severity: Severity;
  /** The secret itself: for comparisons only, never for output (use `redact`). */
  readonly secret: string;
  /** 1-based line where the secret starts (for a PEM block: its BEGIN line). */
  readonly line: number;
}

/** Every rule keyword in one pattern, longest first: one pass over a text instead of one per keyword. */
const KEYWORDS = new RegExp(
  [...new Set(SECRET_RULES.flatMap((rule) => rule.keywords))]
    .sort((a, b) => b.length - a.length)
    .map((keyword) => keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'g',
);

/** A text with more matches than this is a dump or a fixture, not a config: the rest add nothing. */
export const MAX_MATCHES_PER_TEXT = 200;

interface Found {
  readonly rule: SecretRule;
  readonly secret: string;
  readonly start: number;
  readonly end: number;
  readonly lineOffset: number;
}

/** Every secret in a text, at most one per stretch of text (the most specific rule wins). */
export function findSecrets(text: string): SecretMatch[] {
  const present = new Set<string>();
  for (const match of text.matchAll(KEYWORDS)) present.add(match[0]);
  const found: Found[] = [];
  for (const rule of SECRET_RULES) {
    if (rule.keywords.length > 0 && !rule.keywords.some((k) => present.has(k))) continue;
    for (const match of text.matchAll(rule.pattern)) {
      if (found.length >= MAX_MATCHES_PER_TEXT) break;
      const secret = (rule.secretOf ?? ((m: RegExpExecArray) => m[1]))(match);
      if (secret === undefined || !isSecret(rule, secret, match)) continue;
      const start = match.index + match[0].indexOf(secret);
      const end = start + secret.length;
      const lineOffset = rule.lineAtMatch === true ? match.index : start;
      if (!found.some((f) => f.start < end && start < f.end))
        found.push({ rule, secret, start, end, lineOffset });
    }
  }
  const lines = new LineLocator(text);
  return found
    .sort((a, b) => a.start - b.start)
    .map(({ rule, secret, lineOffset }) => ({
      ruleId: rule.id,
      ruleName: rule.name,
      severity: rule.severity,
      secret,
      line: lines.lineAt(lineOffset),
    }));
}

/**
 * Credentials published on purpose, by SHA-256 (so this file does not itself hold them): the Azurite
 * storage emulator's account key, shipped in Azure's SDKs and docs.
 */
const WELL_KNOWN_PUBLIC_SECRETS = new Set([
  '0011cc25eb4320717494d2703e8cba85743e71b500283c21c8b88147992f9059',
]);

function isSecret(rule: SecretRule, secret: string, match: RegExpExecArray): boolean {
  return (
    !(rule.isPlaceholder ?? isPlaceholder)(secret) &&
    !WELL_KNOWN_PUBLIC_SECRETS.has(createHash('sha256').update(secret).digest('hex')) &&
    shannonEntropy(secret) >= (rule.minEntropy ?? MIN_ENTROPY) &&
    (rule.accept?.(secret, match) ?? true)
  );
}

/** At most the first 4 characters (fewer for short secrets) and the length: `AKIA… (20 chars)`. */
export function redact(secret: string): string {
  const shown = secret.slice(0, Math.min(4, Math.floor(secret.length / 5)));
  return `${shown}… (${secret.length} chars)`;
}

/**
 * Files that are examples or test data by their path: under a test fixtures folder (`test/fixtures/`,
 * `tests/fixtures/`, `__fixtures__/`, `testdata/`) or named as an example (`.env.example`,
 * `config.sample.json`, `settings.template.yml`). Secrets there are expected to be fake.
 */
export function isExamplePath(path: string): boolean {
  if (
    /(?:^|\/)(?:tests?|spec|__tests__)\/(?:.*\/)?fixtures\/|(?:^|\/)(?:__fixtures__|testdata)\//.test(path)
  ) {
    return true;
  }
  const name = path.slice(path.lastIndexOf('/') + 1);
  return /(?:^|\.)(?:example|sample|template|dist)(?:\.|$)/i.test(name);
}
