// actions-injection: workflow scripts that expand attacker-controlled event fields (`${{ github.event.issue.title }}`,
// branch names, commit messages…) straight into a shell `run:` or an actions/github-script `script:`. Anyone who
// can open an issue or a pull request then runs code in the job. The fix is to pass the value through `env:`.
// Read: the steps of every job of `.github/workflows/*.yml` (steps grouped under `parallel:` too) and of
// composite actions (`action.yml` with `runs.using: composite`). Each expression is parsed and judged on what
// can reach the string (expression-taint.ts); `env.NAME` counts when the workflow, job or step `env:` that sets
// it expands untrusted text. Text only a caller supplies (`inputs.*`, dispatch payloads) is rated low. Workflows
// are parsed as data with bounded size and aliases; each result is on the line of its expression.
import { isSeq, type Scalar } from 'yaml';
import { codeInput } from './action-code-inputs.ts';
import { rule } from './catalogue.ts';
import { embeddedExpressions } from './expression-tokens.ts';
import { untrustedFields, type Scope, type UntrustedPath } from './expression-taint.ts';
import type { LocalCheckResult, RepositoryFile, RuleCatalogue, Severity, SkippedFile } from './types.ts';
import { child, entries, items, plain, readYaml, scalarText, type YamlSource } from './yaml-source.ts';

const HELP =
  'Pass the value through an environment variable and quote it in the script: `env: { TITLE: ${{ github.event.issue.title }} }` ' +
  'then `run: echo "$TITLE"`. Never expand event fields inside `run:` or `script:`.';

export const ACTIONS_INJECTION_RULES: RuleCatalogue = {
  'actions-injection/untrusted-in-run': rule(
    'Untrusted event field expanded in a run script',
    'A workflow or composite action `run:` script interpolates a field that whoever triggers the event controls.',
    HELP,
  ),
  'actions-injection/untrusted-in-github-script': rule(
    'Untrusted event field expanded in github-script',
    'An actions/github-script `script:` input interpolates a field that whoever triggers the event controls.',
    HELP,
  ),
  'actions-injection/untrusted-in-action-script': rule(
    'Untrusted event field expanded in code another action runs',
    'An input that an action runs as code (a PowerShell or Python script, an Azure CLI script, a remote shell, a jq or yq program) interpolates a field that whoever triggers the event controls.',
    HELP,
  ),
};

export const WORKFLOW_PATH = /^\.github\/workflows\/[^/]+\.ya?ml$/;
export const ACTION_PATH = /(?:^|\/)action\.ya?ml$/;
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
/** `parallel:` groups nest; deeper than this is not a workflow GitHub runs. */
const MAX_STEP_NESTING = 5;

interface Setting {
  readonly severity: Severity;
  /** Where the script runs, for the message: ` (on issue_comment)`, ` (in a composite action)`. */
  readonly where: string;
}

/** A step, with the environment variables it sees that hold untrusted text. */
interface ScopedStep {
  readonly step: unknown;
  readonly scope: Scope;
}

/** The steps of a workflow or composite action, and how their results are rated. */
interface Steps {
  readonly steps: ScopedStep[];
  readonly setting: Setting;
}

/** A workflow or action file that cannot be parsed (over the YAML size bound, invalid) goes to `skipped`. */
export function checkActionsInjection(
  files: readonly RepositoryFile[],
  skipped: SkippedFile[] = [],
): LocalCheckResult[] {
  return files.flatMap((file) => {
    const workflow = WORKFLOW_PATH.test(file.path);
    if (!workflow && !ACTION_PATH.test(file.path)) return [];
    const text = file.text();
    if (text === null) return [];
    const reading = readYaml(text);
    if ('refused' in reading) {
      skipped.push({ path: file.path, reason: `actions-injection: ${reading.refused}` });
      return [];
    }
    const { source } = reading;
    const found = workflow ? workflowSteps(source) : compositeSteps(source);
    if (found === null) return [];
    return scripts(source, found.steps).flatMap((script) =>
      scriptResults({ file: file.path, text, source, setting: found.setting }, script),
    );
  });
}

function workflowSteps(source: YamlSource): Steps {
  const events = triggers(plain(source, child(source, source.doc.contents, 'on')));
  const trigger = events.find((e) => PRIVILEGED_TRIGGERS.includes(e) || PUBLIC_TRIGGERS.includes(e));
  const setting = { severity: severityFor(events), where: trigger === undefined ? '' : ` (on ${trigger})` };
  const workflowScope = envScope(source, source.doc.contents, {});
  const jobs = entries(source, child(source, source.doc.contents, 'jobs'));
  const steps = jobs.flatMap(([, job]) => scopedSteps(source, job, envScope(source, job, workflowScope)));
  return { steps, setting };
}

/** The steps of a composite action, which run in the caller's job with the caller's event; null for other actions. */
function compositeSteps(source: YamlSource): Steps | null {
  const runs = child(source, source.doc.contents, 'runs');
  if (scalarText(child(source, runs, 'using'))?.value.toLowerCase() !== 'composite') return null;
  const setting = { severity: 'medium' as const, where: ' (in a composite action)' };
  return { steps: scopedSteps(source, runs, {}), setting };
}

function scopedSteps(source: YamlSource, parent: unknown, scope: Scope): ScopedStep[] {
  return flatSteps(source, child(source, parent, 'steps')).map((step) => ({
    step,
    scope: envScope(source, step, scope),
  }));
}

/** The `env:` of `node` over the outer scope: a variable set from untrusted text reaches what that text does. */
function envScope(source: YamlSource, node: unknown, outer: Scope): Scope {
  const declared = entries(source, child(source, node, 'env'));
  if (declared.length === 0) return outer;
  const env = new Map(outer.env);
  for (const [name, value] of declared) {
    const text = scalarText(value)?.value ?? '';
    const reached = embeddedExpressions(text).flatMap((e) => untrustedFields(e.text, outer));
    const through = reached.map((r) => ({ ...r, path: `${r.path} (through env.${name})` }));
    if (through.length > 0) env.set(name.toLowerCase(), through);
    else env.delete(name.toLowerCase());
  }
  return { env };
}

/**
 * Steps, with those grouped under `parallel:` (a list of steps, or of lists or `steps:` of steps) brought
 * up. Each node is taken once: a step or group reached again through an alias adds nothing, so nested
 * aliases (a "billion laughs" list) cost their written size, not their expanded size.
 */
export function flatSteps(source: YamlSource, node: unknown): unknown[] {
  const seen = new Set<unknown>();
  const flatten = (list: unknown, depth: number): unknown[] => {
    if (depth > MAX_STEP_NESTING || seen.has(list)) return [];
    seen.add(list);
    return items(source, list).flatMap((step) => {
      if (seen.has(step)) return [];
      const group = isSeq(step) ? step : (child(source, step, 'parallel') ?? child(source, step, 'steps'));
      if (group !== undefined) return flatten(group, depth + 1);
      seen.add(step);
      return [step];
    });
  };
  return flatten(node, 0);
}

interface Script {
  readonly ruleId: string;
  readonly node: Scalar;
  readonly scope: Scope;
}

/** `run:` of every step, and the input that runs as code of actions such as actions/github-script. */
function scripts(source: YamlSource, steps: readonly ScopedStep[]): Script[] {
  return steps.flatMap(({ step, scope }) => {
    const run = scalarText(child(source, step, 'run'));
    const uses = scalarText(child(source, step, 'uses'))?.value ?? '';
    const input = codeInput(uses);
    const code = input === null ? null : scalarText(child(source, child(source, step, 'with'), input));
    const ruleId = uses.toLowerCase().startsWith('actions/github-script@')
      ? 'actions-injection/untrusted-in-github-script'
      : 'actions-injection/untrusted-in-action-script';
    return [
      ...(run === null ? [] : [{ ruleId: 'actions-injection/untrusted-in-run', node: run.node, scope }]),
      ...(code === null ? [] : [{ ruleId, node: code.node, scope }]),
    ];
  });
}

interface ParsedFile {
  readonly file: string;
  readonly text: string;
  readonly source: YamlSource;
  readonly setting: Setting;
}

function scriptResults(parsed: ParsedFile, { ruleId, node, scope }: Script): LocalCheckResult[] {
  const { file, text, source, setting } = parsed;
  // Expressions are read from the scalar's value (YAML escapes undone) and located in its raw source, so each
  // keeps its line; if the two disagree (an escaped `$`), the scalar's first line stands for all.
  const [start, end] = node.range ?? [0, 0];
  const raw = embeddedExpressions(text.slice(start, end));
  const expressions = embeddedExpressions(String(node.value));
  return expressions.flatMap((expression, i) => {
    const fields = untrustedFields(expression.text, scope);
    if (fields.length === 0) return [];
    const paths = fields.map((f) => f.path);
    const offset = raw.length === expressions.length ? (raw[i]?.offset ?? 0) : 0;
    return [
      {
        checkId: 'actions-injection',
        ruleId,
        severity: callerOnly(fields) ? 'low' : setting.severity,
        file,
        line: source.lineAt(start + offset),
        message: `${paths.join(', ')} ${paths.length > 1 ? 'are' : 'is'} expanded into the script${setting.where}: ${callerOnly(fields) ? 'text the caller or dispatcher passes' : 'whoever controls it'} can run commands in the job`,
        evidence: `\${{${expression.text}}}`.slice(0, 120),
      },
    ];
  });
}

/** Only text that the caller of the workflow or action supplies: rated low (docs/local-checks.md). */
function callerOnly(fields: readonly UntrustedPath[]): boolean {
  return fields.every((f) => f.callerSupplied);
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
