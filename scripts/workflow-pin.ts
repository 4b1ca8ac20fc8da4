// The reusable workflow (.github/workflows/security-gate.yml) runs this action by its release's full commit
// SHA: a called workflow's `uses: ./` would be the caller's repository, and a tag can move under a caller
// who pinned the workflow by SHA. The release step writes that pin (scripts/pin-reusable-workflow.ts);
// a test checks it on every CI run.

export const REUSABLE_WORKFLOW = '.github/workflows/security-gate.yml';
/** The step that runs this action, found by its id. */
const STEP_ID = 'scan';
/** What the file carries before the first release: a SHA that resolves to nothing, so no caller runs it. */
export const UNRELEASED = { sha: '0'.repeat(40), version: 'unreleased' } as const;

const REPOSITORY = /^[\w.-]+\/[\w.-]+$/;
const SHA = /^[0-9a-f]{40}$/;
const VERSION = /^v\d+\.\d+\.\d+$/;
/** `uses: owner/repo[/path]@ref # comment`, the form of a pinned step. */
const USES_LINE = /^(\s*)(?:-\s+)?uses:\s*(\S+?)@(\S+)(?:\s+#\s*(.*?))?\s*$/;

export interface Pin {
  readonly repository: string;
  readonly sha: string;
  readonly version: string;
}

/** Why these release values cannot be written; empty when they can. */
export function pinArgumentProblems(pin: Pin): string[] {
  const problems: string[] = [];
  if (!REPOSITORY.test(pin.repository)) problems.push(`repository "${pin.repository}" is not owner/name`);
  if (!SHA.test(pin.sha)) problems.push(`sha "${pin.sha}" is not a full 40-hex commit SHA (lower case)`);
  if (!VERSION.test(pin.version)) problems.push(`version "${pin.version}" is not vX.Y.Z`);
  return problems;
}

/** The index of the `uses:` line of the step `id: scan`, or -1. */
function actionLineIndex(lines: readonly string[]): number {
  const idLine = lines.findIndex((line) => new RegExp(`^\\s*-\\s+id:\\s*${STEP_ID}\\s*$`).test(line));
  if (idLine < 0) return -1;
  const indent = (lines[idLine] ?? '').indexOf('-');
  for (let i = idLine + 1; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (/^\s*-\s/.test(line) && line.indexOf('-') <= indent) return -1;
    if (/^\s*uses:/.test(line)) return i;
  }
  return -1;
}

/** The workflow with the action's `uses:` line rewritten to `repository@sha # version`. */
export function pinAction(workflow: string, pin: Pin): string {
  const problems = pinArgumentProblems(pin);
  if (problems.length > 0) throw new Error(problems.join('; '));
  const lines = workflow.split('\n');
  const at = actionLineIndex(lines);
  if (at < 0) throw new Error(`no \`uses:\` line in the step \`id: ${STEP_ID}\` of ${REUSABLE_WORKFLOW}`);
  const indent = /^\s*/.exec(lines[at] ?? '')?.[0] ?? '';
  lines[at] = `${indent}uses: ${pin.repository}@${pin.sha} # ${pin.version}`;
  return lines.join('\n');
}

/** Every `uses:` of the workflow that is not pinned to a full commit SHA with its version beside it. */
export function pinProblems(workflow: string): string[] {
  const lines = workflow.split('\n');
  const problems: string[] = [];
  const ours = actionLineIndex(lines);
  if (ours < 0) problems.push(`no \`uses:\` in the step \`id: ${STEP_ID}\``);
  lines.forEach((line, i) => {
    if (!/^\s*(?:-\s+)?uses:/.test(line)) return;
    const m = USES_LINE.exec(line);
    const [, , target = '', ref = '', comment = ''] = m ?? [];
    const where = `line ${i + 1}`;
    if (!m || target.startsWith('.'))
      problems.push(`${where}: \`${line.trim()}\` is a local path, not a pinned release`);
    else if (!SHA.test(ref))
      problems.push(`${where}: ${target}@${ref} is not pinned to a full 40-hex commit SHA`);
    else if (i === ours && ref === UNRELEASED.sha ? comment !== UNRELEASED.version : !VERSION.test(comment))
      problems.push(`${where}: ${target}@${ref} has no \`# vX.Y.Z\` comment naming its release`);
  });
  return problems;
}
