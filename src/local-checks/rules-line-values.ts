// Secret assignments that span or shape whole lines, which the one-line generic rule cannot see: Java
// `.properties` entries separated by blanks alone (`db.password s3cr…`) or continued with `\`, values on
// the line after their name (YAML block scalars `|`/`>` and plain scalars, formatters' `apiKey:\n  '…'`),
// `name:`/`value:` pairs (Kubernetes `env`, ECS task definitions), and Terraform variables whose `default`
// sits lines below their name.
// Names and values are judged as in the generic rule (secret-names.ts, `literalSecretValue`).
import { literalSecretValue, NAME_KEYWORDS, NAME_TERM } from './rules-generic.ts';
import { looksLikeSecretName } from './secret-names.ts';
import { MIN_GENERIC_ENTROPY, type SecretRule } from './secret-rule-shape.ts';

/** A whole key at the start of a line that contains a secret term: `db.password`, `spring.mail.api-key`. */
const LINE_NAME = String.raw`(?<name>[\w.$-]{0,80}?${NAME_TERM}[\w.$-]{0,40})`;

/**
 * A properties entry: the key, then blanks alone or `=`/`:` with blanks, then a value that may run over
 * lines ending in `\` (the next line's leading blanks are dropped, as `java.util.Properties` reads it).
 */
const PROPERTIES_ENTRY = new RegExp(
  String.raw`^[ \t]*${LINE_NAME}(?<sep>[ \t]*[=:][ \t]*|[ \t]+)(?<value>(?:[^\s\\]*\\\r?\n[ \t]*)*[^\s\\]{1,4096})[ \t]*\r?$`,
  'gim',
);

/** After `name:` or `name =` at a line end: a YAML block indicator (`|`, `>-`, `|+2`), blanks, a comment. */
const LINE_END = String.raw`[ \t]*(?:[|>][+-]?\d?[+-]?[ \t]*)?(?:#[^\n]*)?\r?\n`;

/**
 * A name ending its line with `:` or `=`, then, after blank lines, one more-indented line holding the whole
 * value (quoted, or bare for `:`), not followed by a further line of the same scalar. The scan stops only
 * at a `:` or `=` that ends its line and reads the name behind it (a lookbehind): scanning every line
 * start for a name cost four times as much.
 */
const NEXT_LINE_VALUE = new RegExp(
  String.raw`(?<sep>[:=])(?=${LINE_END})(?<=^(?<indent>[ \t]*)(?:- )?(?:(?:export|const|let|var|val|final|static|private|public|readonly)[ \t]+)*["']?(?<name>[\w.$-]{1,120})["']?[ \t]*[:=])${LINE_END}(?:[ \t]*\r?\n){0,3}\k<indent>[ \t]+(?:(?<q>["'\x60])(?<quoted>[^"'\x60\s\\]{10,4096})\k<q>|(?<bare>[^\s"'\x60#,;]{10,4096}))[ \t]*[,;]?[ \t]*\r?$(?!\n\k<indent>[ \t]+[^\s#])`,
  'gim',
);

/** The value as the properties reader joins it: each `\` line end and the next line's indentation go. */
function joinContinuations(value: string): string {
  return value.replace(/\\\r?\n[ \t]*/g, '');
}

/** A secret-looking name (the whole key) holding a literal value. */
function acceptNamed(secret: string, match: RegExpExecArray): boolean {
  const name = match.groups?.name ?? '';
  return looksLikeSecretName(name) && literalSecretValue(secret, name);
}

function acceptProperties(secret: string, match: RegExpExecArray): boolean {
  const { sep = '', value = '' } = match.groups ?? {};
  // `key=value` and `key: value` on one line are the generic rule's; this one adds blanks and continuations.
  return !(/[=:]/.test(sep) && !value.includes('\\')) && acceptNamed(secret, match);
}

function acceptNextLine(secret: string, match: RegExpExecArray): boolean {
  const { sep = '', bare } = match.groups ?? {};
  // After `=` only a quoted literal is a value (`TOKEN =\n  'x'`); a bare word is the next statement.
  return !(sep === '=' && bare !== undefined) && acceptNamed(secret, match);
}

/** A Terraform variable named as a secret whose `default` is a literal: the value ships with the code. */
const HCL_VARIABLE_DEFAULT =
  /variable[ \t]+"(?<name>[\w-]{1,80})"[ \t]*\{[^{}]{0,600}?\bdefault[ \t]*=[ \t]*"(?<value>[^"\s\\$]{10,4096})"/g;

/**
 * A `name`/`value` pair naming a secret: Kubernetes and compose `env` entries (`- name: DB_PASSWORD` then
 * `value: …` on the next line), ECS task definitions and app settings in JSON (`{"name": "API_KEY",
 * "value": "…"}`), CloudFormation `Name:`/`Value:`.
 */
const NAME_VALUE_PAIR =
  /\bname["']?[ \t]*:[ \t]*["']?(?<name>[\w.-]{1,80})["']?[ \t]*(?:,[ \t]*)?(?:\r?\n[ \t]*)?["']?value["']?[ \t]*:[ \t]*(?:(?<q>["'])(?<quoted>[^"'\s\\]{10,4096})\k<q>|(?<bare>[^\s"',}#]{10,4096}))/gi;

export const LINE_VALUE_RULES: readonly SecretRule[] = [
  {
    id: 'properties-secret',
    name: 'High-entropy value in a secret-named properties entry',
    severity: 'medium',
    confidence: 'context',
    keywords: NAME_KEYWORDS,
    pattern: PROPERTIES_ENTRY,
    // An entry starts its line, and its key (holding the name term) is on that first line.
    scope: 'line-start',
    secretOf: (m) => (m.groups?.value === undefined ? undefined : joinContinuations(m.groups.value)),
    minEntropy: MIN_GENERIC_ENTROPY,
    lineAtMatch: true,
    accept: acceptProperties,
  },
  {
    id: 'next-line-secret',
    name: 'High-entropy value on the line after a secret-looking name',
    severity: 'medium',
    confidence: 'context',
    keywords: NAME_KEYWORDS,
    pattern: NEXT_LINE_VALUE,
    secretOf: (m) => m.groups?.quoted ?? m.groups?.bare,
    minEntropy: MIN_GENERIC_ENTROPY,
    accept: acceptNextLine,
  },
  {
    id: 'name-value-secret',
    name: 'High-entropy value of a secret-named name/value pair',
    severity: 'medium',
    confidence: 'context',
    keywords: ['value', 'Value', 'VALUE'],
    pattern: NAME_VALUE_PAIR,
    secretOf: (m) => m.groups?.quoted ?? m.groups?.bare,
    minEntropy: MIN_GENERIC_ENTROPY,
    accept: acceptNamed,
  },
  {
    id: 'hcl-variable-default',
    name: 'High-entropy default of a secret-named Terraform variable',
    severity: 'medium',
    confidence: 'context',
    keywords: ['variable'],
    pattern: HCL_VARIABLE_DEFAULT,
    secretOf: (m) => m.groups?.value,
    minEntropy: MIN_GENERIC_ENTROPY,
    accept: acceptNamed,
  },
];
