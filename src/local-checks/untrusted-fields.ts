// The fields whose text whoever triggers the event writes: titles, bodies, branch names, commit messages and
// authors, label names, page names, fork descriptions, workflow file paths. Numbers, SHAs, logins and repository
// names are left out: GitHub restricts them to characters that cannot break out of a script.
//
// A second class is text that the caller of a workflow or action supplies: `inputs.*` (workflow_call,
// workflow_dispatch, composite actions), `github.event.inputs.*` and `github.event.client_payload.*`
// (repository_dispatch). Whoever sends them holds write access, or the caller decides what it passes; zizmor
// flags them, so they are reported, at low severity (actions-injection.ts).
//
// An access path reaches untrusted text when it names one of these fields, or an object or array that holds
// one (`github.event`, `github.*`, `github.event.*.body`). A path longer than the field is a property of a
// string, which is null: `github.event.issue.title.foo` is not the title. A field ending in `**` is free-form
// JSON: any path below it is attacker text.

/**
 * `*` stands for any element of an array, `<name>` for any property (inputs are scalars: a property of one is
 * null). Names are matched without regard to case, as GitHub does.
 */
const COMMIT_AUTHOR = ['message', 'author.name', 'author.email', 'committer.name', 'committer.email'];
const BRANCH_REPOSITORY = ['ref', 'label', 'repo.default_branch', 'repo.description', 'repo.homepage'];
const LABELS = ['name', 'description'];

export const UNTRUSTED_FIELDS: readonly string[] = [
  'github.head_ref',
  'github.event.issue.title',
  'github.event.issue.body',
  ...LABELS.map((f) => `github.event.issue.labels.*.${f}`),
  'github.event.pull_request.title',
  'github.event.pull_request.body',
  ...LABELS.map((f) => `github.event.pull_request.labels.*.${f}`),
  ...BRANCH_REPOSITORY.map((f) => `github.event.pull_request.head.${f}`),
  ...LABELS.map((f) => `github.event.label.${f}`),
  'github.event.comment.body',
  'github.event.review.body',
  'github.event.review_comment.body',
  'github.event.discussion.title',
  'github.event.discussion.body',
  'github.event.pages.*.page_name',
  'github.event.pages.*.title',
  // the title or body an `edited` event replaced
  'github.event.changes.title.from',
  'github.event.changes.body.from',
  'github.event.release.name',
  'github.event.release.body',
  ...COMMIT_AUTHOR.map((f) => `github.event.commits.*.${f}`),
  ...COMMIT_AUTHOR.map((f) => `github.event.head_commit.${f}`),
  ...COMMIT_AUTHOR.map((f) => `github.event.merge_group.head_commit.${f}`),
  'github.event.merge_group.head_ref',
  'github.event.workflow_run.head_branch',
  'github.event.workflow_run.display_title',
  'github.event.workflow_run.head_repository.description',
  // a pull request from a fork can add a workflow file under any name
  'github.event.workflow_run.path',
  'github.event.workflow_run.referenced_workflows.*.path',
  ...COMMIT_AUTHOR.map((f) => `github.event.workflow_run.head_commit.${f}`),
  'github.event.workflow_run.pull_requests.*.head.ref',
  'github.event.check_suite.head_branch',
  'github.event.check_suite.pull_requests.*.head.ref',
  'github.event.check_run.check_suite.head_branch',
  'github.event.check_run.pull_requests.*.head.ref',
];

export const CALLER_FIELDS: readonly string[] = [
  'inputs.<name>',
  'github.event.inputs.<name>',
  'github.event.client_payload.**',
];

const EVENT_PATTERNS = UNTRUSTED_FIELDS.map((field) => field.split('.'));
const CALLER_PATTERNS = CALLER_FIELDS.map((field) => field.split('.'));

/** One step of an access path: a property name (lower case), an array element, or any key (a filter). */
export type PathStep =
  { readonly kind: 'name'; readonly name: string } | { readonly kind: 'element' } | { readonly kind: 'any' };

/** An access path that reaches untrusted text: as shown in a message, and whether only a caller supplies it. */
export interface UntrustedPath {
  readonly path: string;
  readonly callerSupplied: boolean;
}

/** The path (`github.event.commits.*.message`), or null when it reaches no untrusted text. */
export function untrustedPath(root: string, steps: readonly PathStep[]): UntrustedPath | null {
  const path: PathStep[] = [{ kind: 'name', name: root }, ...steps];
  const event = EVENT_PATTERNS.some((pattern) => reaches(path, pattern));
  if (!event && !CALLER_PATTERNS.some((pattern) => reaches(path, pattern))) return null;
  return { path: path.map(show).join('.'), callerSupplied: !event };
}

/** The path names the field, an object or array that holds it, or a part of a free-form (`**`) field. */
function reaches(path: readonly PathStep[], pattern: readonly string[]): boolean {
  const free = pattern.at(-1) === '**';
  const fixed = free ? pattern.slice(0, -1) : pattern;
  if (path.length > fixed.length && !free) return false;
  return path.every((step, i) => i >= fixed.length || matches(step, fixed[i] ?? ''));
}

function matches(step: PathStep, segment: string): boolean {
  if (step.kind === 'any') return true;
  if (step.kind === 'element') return segment === '*';
  return segment === '<name>' || step.name.toLowerCase() === segment;
}

function show(step: PathStep): string {
  return step.kind === 'name' ? step.name.toLowerCase() : '*';
}
