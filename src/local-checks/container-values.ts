// container-values: secret values written into Dockerfile ENV/ARG instructions or compose `environment`
// and `build.args`. ENV and ARG values are stored in the image (`docker history`, `docker inspect`).
// References (`$VAR`, `${VAR}`), empty values, placeholders and stock development passwords are not reported.
import { rule } from './catalogue.ts';
import { isComposeFile, isDockerfile, parseDockerfile } from './dockerfile.ts';
import { DEFAULT_PASSWORDS } from './secret-rule-order.ts';
import { findSecrets, isExamplePath, redact } from './secrets.ts';
import type { LocalCheckResult, RepositoryFile, RuleCatalogue } from './types.ts';
import { reportingSecret } from './value-identity.ts';
import { describesItself, isDescriptiveText, isPlaceholder, looksLikeSecretName } from './values.ts';
import { assessSecret } from './secret-context.ts';
import { child, entries, items, lineOf, parseYaml, scalarText, type YamlSource } from './yaml-source.ts';

const HELP =
  'Do not bake secrets into images or compose files: use `RUN --mount=type=secret` at build time, and ' +
  '`${VAR}` references, env_file (not committed) or compose/swarm secrets at run time. Rotate the exposed value.';

export const CONTAINER_VALUES_RULES: RuleCatalogue = {
  'container-values/secret-value': rule(
    'Credential written into a container definition',
    'An ENV/ARG instruction or a compose environment entry holds a value shaped like a credential.',
    HELP,
  ),
  'container-values/secret-name': rule(
    'Literal value for a secret-named container variable',
    'An ENV/ARG instruction or a compose environment entry gives a secret-named variable (PASSWORD, TOKEN…) a literal value.',
    HELP,
  ),
};

interface Assignment {
  readonly name: string;
  readonly value: string;
  readonly line: number;
}

export function checkContainerValues(files: readonly RepositoryFile[]): LocalCheckResult[] {
  return files.flatMap((file) => {
    const reader = isDockerfile(file.path)
      ? dockerfileAssignments
      : isComposeFile(file.path)
        ? composeAssignments
        : null;
    const text = reader === null || isExamplePath(file.path) ? null : file.text();
    if (reader === null || text === null) return [];
    return reader(text).flatMap((a) => judge(a, file.path) ?? []);
  });
}

/**
 * A finding for one assignment, or null. In test code and docs, a value known only by its name (or by a
 * rule that reads its context) is a note; a provider-formatted key keeps its severity (secret-context.ts).
 */
function judge({ name, value, line }: Assignment, file: string): LocalCheckResult | null {
  if (value === '' || value.includes('$') || isPlaceholder(value)) return null;
  const base = { checkId: 'container-values', file, line, evidence: redact(value) };
  const shaped = findSecrets(`${name}=${value}`)[0];
  if (shaped !== undefined) {
    const { severity, note } = assessSecret({ severity: 'critical', confidence: shaped.confidence }, file);
    const result = {
      ...base,
      ruleId: 'container-values/secret-value',
      severity,
      message: `${shaped.ruleName} in ${name}${note}`,
    };
    return reportingSecret(result, shaped.secret, shaped.confidence);
  }
  if (
    !looksLikeSecretName(name) ||
    DEFAULT_PASSWORDS.has(value.toLowerCase()) ||
    // `POSTGRES_PASSWORD: mysecretpassword`: a stand-in naming itself, or words describing a value.
    describesItself(value) ||
    isDescriptiveText(value)
  )
    return null;
  const { severity, note } = assessSecret({ severity: 'high', confidence: 'context' }, file);
  const result = {
    ...base,
    ruleId: 'container-values/secret-name',
    severity,
    message: `${name} has a literal value written into the container definition${note}`,
  };
  return reportingSecret(result, value, 'name');
}

function dockerfileAssignments(text: string): Assignment[] {
  return parseDockerfile(text)
    .filter((i) => i.keyword === 'ENV' || i.keyword === 'ARG')
    .flatMap((i) => pairs(i.args).map(([name, value]) => ({ name, value, line: i.line })));
}

/** `A=1 B="two words"`, or the legacy `ENV NAME value with spaces`. */
function pairs(args: string): [string, string][] {
  const legacy = /^([A-Za-z_]\w*)\s+(?!\S*=)(.+)$/.exec(args);
  if (legacy !== null) return [[legacy[1] ?? '', legacy[2] ?? '']];
  return [...args.matchAll(/([A-Za-z_]\w*)=("(?:[^"\\]|\\.)*"|'[^']*'|\S*)/g)].map((m) => [
    m[1] ?? '',
    unquote(m[2] ?? ''),
  ]);
}

function unquote(value: string): string {
  return /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
}

function composeAssignments(text: string): Assignment[] {
  const source = parseYaml(text);
  if (source === null) return [];
  return entries(source, child(source, source.doc.contents, 'services')).flatMap(([, service]) => [
    ...variables(source, child(source, service, 'environment')),
    ...variables(source, child(source, child(source, service, 'build'), 'args')),
  ]);
}

/** Compose accepts both `KEY: value` maps and `- KEY=value` lists. */
function variables(source: YamlSource, node: unknown): Assignment[] {
  const fromMap = entries(source, node).flatMap(([name, valueNode]) => {
    const scalar = scalarText(valueNode);
    return scalar === null ? [] : [{ name, value: scalar.value, line: lineOf(source, scalar.node) }];
  });
  const fromList = items(source, node).flatMap((item) => {
    const scalar = scalarText(item);
    const m = scalar === null ? null : /^([^=]+)=(.*)$/.exec(scalar.value);
    return scalar === null || m === null
      ? []
      : [{ name: m[1] ?? '', value: m[2] ?? '', line: lineOf(source, scalar.node) }];
  });
  return [...fromMap, ...fromList];
}
