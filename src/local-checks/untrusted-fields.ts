// The fields of the `github` context whose text whoever triggers the event writes: titles, bodies, branch
// names, commit messages and authors, page names, fork descriptions. Numbers, SHAs, logins and repository
// names are left out: GitHub restricts them to characters that cannot break out of a script.
//
// An access path reaches untrusted text when it names one of these fields, or an object or array that holds
// one (`github.event`, `github.*`, `github.event.*.body`). A path longer than the field is a property of a
// string, which is null: `github.event.issue.title.foo` is not the title.

/** `*` stands for any element of an array. Names are matched without regard to case, as GitHub does. */
const COMMIT_AUTHOR = ['message', 'author.name', 'author.email', 'committer.name', 'committer.email'];
const BRANCH_REPOSITORY = ['ref', 'label', 'repo.default_branch', 'repo.description', 'repo.homepage'];

export const UNTRUSTED_FIELDS: readonly string[] = [
  'github.head_ref',
  'github.event.issue.title',
  'github.event.issue.body',
  'github.event.pull_request.title',
  'github.event.pull_request.body',
  ...BRANCH_REPOSITORY.map((f) => `github.event.pull_request.head.${f}`),
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
  'github.event.workflow_run.head_branch',
  'github.event.workflow_run.display_title',
  'github.event.workflow_run.head_repository.description',
  ...COMMIT_AUTHOR.map((f) => `github.event.workflow_run.head_commit.${f}`),
  'github.event.workflow_run.pull_requests.*.head.ref',
  'github.event.check_suite.head_branch',
  'github.event.check_suite.pull_requests.*.head.ref',
  'github.event.check_run.check_suite.head_branch',
  'github.event.check_run.pull_requests.*.head.ref',
];

const PATTERNS = UNTRUSTED_FIELDS.map((field) => field.split('.'));

/** One step of an access path: a property name (lower case), an array element, or any key (a filter). */
export type PathStep =
  { readonly kind: 'name'; readonly name: string } | { readonly kind: 'element' } | { readonly kind: 'any' };

/** The path as shown in a message (`github.event.commits.*.message`), or null when it reaches no untrusted text. */
export function untrustedPath(root: string, steps: readonly PathStep[]): string | null {
  const path: PathStep[] = [{ kind: 'name', name: root }, ...steps];
  return PATTERNS.some((pattern) => reaches(path, pattern)) ? path.map(show).join('.') : null;
}

/** The path names the field, or an object or array that holds it. */
function reaches(path: readonly PathStep[], pattern: readonly string[]): boolean {
  if (path.length > pattern.length) return false;
  return path.every((step, i) => matches(step, pattern[i] ?? ''));
}

function matches(step: PathStep, segment: string): boolean {
  if (step.kind === 'any') return true;
  if (step.kind === 'element') return segment === '*';
  return step.name.toLowerCase() === segment;
}

function show(step: PathStep): string {
  return step.kind === 'name' ? step.name.toLowerCase() : '*';
}
