// The one secret detector behind tracked-secrets, git-history, container-values and public-environment,
// and the one way a secret may appear in a report: redacted.
//
// What is deliberately not reported is listed in README.md (Allowlist): placeholders and documented
// examples (`isPlaceholder`), low-entropy values, keys public by design, loopback and stock-password URLs,
// example and fixture files (`isExamplePath`), examples from providers' documentation (by hash), and keys
// published for testing (by hash, left out unless asked for: tracked-secrets and git-history report them as
// notes, see secret-context.ts).
import { keywordLines, matchesAtLineStarts, matchesWithinLines } from './keyword-lines.ts';
import { KeywordScanner, type KeywordHits } from './keyword-scanner.ts';
import { publishedValue } from './secret-context.ts';
import { SECRET_RULES, MIN_ENTROPY, type SecretRule } from './secret-rule-order.ts';
import type { Severity } from './types.ts';
import { isPlaceholder, shannonEntropy } from './values.ts';
import { LineLocator } from './text.ts';

export { SECRET_RULES, type SecretRule } from './secret-rule-order.ts';
export { isExamplePath } from './secret-context.ts';

export interface SecretMatch {
  readonly ruleId: string;
  readonly ruleName: string;
  readonly severity: Severity;
  readonly confidence: SecretRule['confidence'];
  /** Set when the value is a key published for testing: who publishes it. */
  readonly publishedBy?: string;
  /** The secret itself: for comparisons only, never for output (use `redact`). */
  readonly secret: string;
  /** 1-based line where the secret starts (for a PEM block: its BEGIN line). */
  readonly line: number;
  /**
   * Set by callers that know the file: the line is test code (test-modules.ts) or documentation (a doc
   * comment or docstring, doc-comments.ts) inside a source file.
   */
  readonly region?: 'test code' | 'documentation';
}

/**
 * Every rule keyword, found in one pass over a text instead of one per keyword, in any case: a rule whose
 * pattern ignores case (`pASSWORD=…`) must see every line it can match on.
 */
const KEYWORDS = new KeywordScanner(
  SECRET_RULES.flatMap((rule) => rule.keywords),
  { ignoreCase: true },
);

/** A rule's keywords by their index in the scanner, listed and as flags, so gating costs no string lookups. */
interface RuleKeywords {
  readonly indexes: readonly number[];
  readonly flags: Uint8Array;
}

const RULE_KEYWORDS: readonly RuleKeywords[] = SECRET_RULES.map((rule) => {
  const indexes = rule.keywords.map((keyword) => KEYWORDS.indexOf(keyword));
  const flags = new Uint8Array(KEYWORDS.keywords.length);
  for (const index of indexes) flags[index] = 1;
  return { indexes, flags };
});

/** A text with more matches than this is a dump or a fixture, not a config: the rest add nothing. */
export const MAX_MATCHES_PER_TEXT = 200;

interface Found {
  readonly rule: SecretRule;
  readonly secret: string;
  readonly start: number;
  readonly end: number;
  readonly lineOffset: number;
  readonly publishedBy: string | undefined;
}

export interface FindOptions {
  /** Also return keys published for testing (marked with `publishedBy`); left out by default. */
  readonly published?: boolean;
}

/** Every secret in a text, at most one per stretch of text (the most specific rule wins). */
export function findSecrets(text: string, options: FindOptions = {}): SecretMatch[] {
  const hits = KEYWORDS.scan(text);
  const found: Found[] = [];
  for (const [index, rule] of SECRET_RULES.entries()) {
    const keywords = RULE_KEYWORDS[index];
    if (keywords === undefined || !applies(keywords, hits)) continue;
    for (const match of ruleMatches(rule, text, keywords, hits)) {
      if (found.length >= MAX_MATCHES_PER_TEXT) break;
      const secret = (rule.secretOf ?? ((m: RegExpExecArray) => m[1]))(match);
      if (secret === undefined || !isSecret(rule, secret, match)) continue;
      const published = publishedValue(secret);
      if (published !== null && ('example' in published || options.published !== true)) continue;
      const publishedBy = published === null || 'example' in published ? undefined : published.testKeyOf;
      // A value joined from several lines (a continued properties entry) is not a slice of the text.
      const at = match[0].indexOf(secret);
      const start = match.index + Math.max(at, 0);
      const end = at === -1 ? match.index + match[0].length : start + secret.length;
      const lineOffset = rule.lineAtMatch === true ? match.index : start;
      if (!found.some((f) => f.start < end && start < f.end))
        found.push({ rule, secret, start, end, lineOffset, publishedBy });
    }
  }
  const lines = new LineLocator(text);
  return found
    .sort((a, b) => a.start - b.start)
    .map(({ rule, secret, lineOffset, publishedBy }) => ({
      ruleId: rule.id,
      ruleName: rule.name,
      severity: rule.severity,
      confidence: rule.confidence,
      ...(publishedBy === undefined ? {} : { publishedBy }),
      secret,
      line: lines.lineAt(lineOffset),
    }));
}

function applies({ indexes }: RuleKeywords, hits: KeywordHits): boolean {
  return indexes.length === 0 || indexes.some((k) => hits.present[k] === 1);
}

/** The rule's matches: on the lines its scope allows (see `SecretRule.scope`), or over the whole text. */
function ruleMatches(
  rule: SecretRule,
  text: string,
  keywords: RuleKeywords,
  hits: KeywordHits,
): Iterable<RegExpExecArray> {
  // A rule without keywords has no lines to go to: it reads the whole text.
  if (rule.scope === undefined || keywords.indexes.length === 0) return text.matchAll(rule.pattern);
  const lines = keywordLines(text, hits, keywords.flags);
  return rule.scope === 'line'
    ? matchesWithinLines(rule.pattern, text, lines)
    : matchesAtLineStarts(rule.pattern, text, lines);
}

function isSecret(rule: SecretRule, secret: string, match: RegExpExecArray): boolean {
  return (
    !(rule.isPlaceholder ?? isPlaceholder)(secret) &&
    shannonEntropy(secret) >= (rule.minEntropy ?? MIN_ENTROPY) &&
    (rule.accept?.(secret, match) ?? true)
  );
}

/** At most the first 4 characters (fewer for short secrets) and the length: `AKIA… (20 chars)`. */
export function redact(secret: string): string {
  const shown = secret.slice(0, Math.min(4, Math.floor(secret.length / 5)));
  return `${shown}… (${secret.length} chars)`;
}
