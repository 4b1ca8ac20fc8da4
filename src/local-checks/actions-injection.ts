// actions-injection: workflow scripts that expand attacker-controlled event fields (`${{ github.event.issue.title }}`,
// branch names, commit messages…) straight into a shell `run:` or an actions/github-script `script:`. Anyone who
// can open an issue or a pull request then runs code in the job. The fix is to pass the value through `env:`.
// Workflows are parsed as data with bounded size and aliases; each result is on the line of the expression.
import { rule } from './catalogue.ts';
import type { LocalCheckResult, RepositoryFile, RuleCatalogue, Severity } from './types.ts';
import type { Scalar } from 'yaml';
import { child, entries, items, parseYaml, plain, scalarText, type YamlSource } from './yaml-source.ts';

const HELP =
  'Pass the value through an environment variable and quote it in the script: `env: { TITLE: ${{ github.event.issue.title }} }` ' +
  'then `run: echo "$TITLE"`. Never expand event fields inside `run:` or `script:`.';

export const ACTIONS_INJECTION_RULES: RuleCatalogue = {
  'actions-injection/untrusted-in-run': rule(
    'Untrusted event field expanded in a run script',
    'A workflow `run:` script interpolates a field that whoever triggers the event controls.',
    HELP,
  ),
  'actions-injection/untrusted-in-github-script': rule(
    'Untrusted event field expanded in github-script',
    'An actions/github-script `script:` input interpolates a field that whoever triggers the event controls.',
    HELP,
  ),
};

export const WORKFLOW_PATH = /^\.github\/workflows\/[^/]+\.ya?ml$/;
const EXPRESSION = /\$\{\{([\s\S]*?)\}\}/g;
const UNTRUSTED =
  /\bgithub\.(?:head_ref\b|event(?![.\w])|event\.(?:issue\.(?:title|body)|pull_request\.(?:title|body|head\.(?:ref|label|repo\.default_branch))|comment\.body|review\.body|review_comment\.body|discussion\.(?:title|body)|pages\.[^.]+\.page_name|commits\.[^.]+\.(?:message|author\.(?:email|name))|head_commit\.(?:message|author\.(?:email|name))|workflow_run\.(?:head_branch|display_title|head_commit\.(?:message|author\.(?:email|name))|pull_requests\.[^.]+\.head\.ref)|merge_group\.head_commit\.message|release\.(?:name|body)|check_suite\.head_branch|check_run\.check_suite\.head_branch)\b)/;
/** Triggers that run with a write token and secrets on events from anyone. */
const PRIVILEGED_TRIGGERS = ['pull_request_target', 'issue_comment', 'workflow_run'];
/** Triggers that anyone can fire (issues, discussions, reviews) with the repository's default token. */
const PUBLIC_TRIGGERS = [
  'issues',
  'discussion',
  'discussion_comment',
  'pull_request_review',
  'pull_request_review_comment',
];

/** `github.event['issue'].title`, `github.event.commits[0].message` → dotted form for matching. */
function normalise(expression: string): string {
  return expression
    .replace(/\s+/g, '')
    .replace(/\[['"]([^'"\]]+)['"]\]/g, '.$1')
    .replace(/\[[^\]]*\]/g, '.*');
}

export function untrustedField(expression: string): string | null {
  return UNTRUSTED.exec(normalise(expression))?.[0] ?? null;
}

export function checkActionsInjection(files: readonly RepositoryFile[]): LocalCheckResult[] {
  return files
    .filter((f) => WORKFLOW_PATH.test(f.path))
    .flatMap((file) => {
      const text = file.text();
      const source = text === null ? null : parseYaml(text);
      return source === null || text === null ? [] : workflowResults(file.path, text, source);
    });
}

interface Script {
  readonly ruleId: string;
  readonly node: Scalar;
}

/** `run:` of every step, and `script:` of actions/github-script steps. */
function scripts(source: YamlSource): Script[] {
  return entries(source, child(source, source.doc.contents, 'jobs')).flatMap(([, job]) =>
    items(source, child(source, job, 'steps')).flatMap((step) => {
      const run = scalarText(child(source, step, 'run'));
      const uses = scalarText(child(source, step, 'uses'))?.value ?? '';
      const script = uses.startsWith('actions/github-script@')
        ? scalarText(child(source, child(source, step, 'with'), 'script'))
        : null;
      return [
        ...(run === null ? [] : [{ ruleId: 'actions-injection/untrusted-in-run', node: run.node }]),
        ...(script === null
          ? []
          : [{ ruleId: 'actions-injection/untrusted-in-github-script', node: script.node }]),
      ];
    }),
  );
}

function workflowResults(file: string, text: string, source: YamlSource): LocalCheckResult[] {
  const events = triggers(plain(source, child(source, source.doc.contents, 'on')));
  const severity = severityFor(events);
  const trigger = events.find((e) => PRIVILEGED_TRIGGERS.includes(e) || PUBLIC_TRIGGERS.includes(e));
  const where = trigger === undefined ? '' : ` (on ${trigger})`;
  return scripts(source).flatMap(({ ruleId, node }) => {
    // Expressions are searched in the raw source of the scalar, so each keeps its exact offset and line.
    const [start, end] = node.range ?? [0, 0];
    return untrustedExpressions(text.slice(start, end)).map((hit) => ({
      checkId: 'actions-injection',
      ruleId,
      severity,
      file,
      line: source.lineAt(start + hit.offset),
      message: `${hit.field} is expanded into the script${where}: whoever controls it can run commands in the job`,
      evidence: hit.expression.slice(0, 120),
    }));
  });
}

function untrustedExpressions(raw: string): { offset: number; field: string; expression: string }[] {
  return [...raw.matchAll(EXPRESSION)].flatMap((m) => {
    const field = untrustedField(m[1] ?? '');
    return field === null ? [] : [{ offset: m.index, field, expression: m[0] }];
  });
}

function triggers(on: unknown): string[] {
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.filter((e): e is string => typeof e === 'string');
  return typeof on === 'object' && on !== null ? Object.keys(on) : [];
}

function severityFor(events: readonly string[]): Severity {
  if (events.some((e) => PRIVILEGED_TRIGGERS.includes(e))) return 'critical';
  if (events.some((e) => PUBLIC_TRIGGERS.includes(e))) return 'high';
  return 'medium';
}
