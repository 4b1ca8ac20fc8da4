import { describe, expect, it } from 'vitest';
import { checkActionsInjection } from '../../src/local-checks/actions-injection.ts';
import type { RepositoryFile } from '../../src/local-checks/types.ts';
import { located, materialize } from './fixture-tree.ts';

function file(path: string, text: string): RepositoryFile {
  return { path, size: text.length, text: () => text };
}

/** A workflow on `pull_request_target` whose steps are `steps` (indented as a job's `steps:` list). */
function workflow(steps: string): RepositoryFile {
  return file('.github/workflows/w.yml', `on: pull_request_target\njobs:\n  j:\n    steps:\n${steps}`);
}

const TITLE = '${{ github.event.issue.title }}';

describe('actions-injection', () => {
  it('reports untrusted fields expanded in run and github-script, on the line of the expression', async () => {
    const tree = materialize('actions-injection');
    const results = checkActionsInjection(await tree.files());
    tree.remove();
    expect(located(results)).toEqual([
      '.github/actions/notify/action.yml:6 actions-injection/untrusted-in-run medium',
      '.github/actions/notify/action.yml:9 actions-injection/untrusted-in-github-script medium',
      '.github/workflows/parallel.yml:12 actions-injection/untrusted-in-run critical',
      '.github/workflows/parallel.yml:7 actions-injection/untrusted-in-run critical',
      '.github/workflows/pr.yaml:6 actions-injection/untrusted-in-run medium',
      '.github/workflows/pr.yaml:7 actions-injection/untrusted-in-run medium',
      '.github/workflows/target.yml:7 actions-injection/untrusted-in-run critical',
      '.github/workflows/triage.yml:17 actions-injection/untrusted-in-github-script critical',
      '.github/workflows/triage.yml:21 actions-injection/untrusted-in-run critical',
      '.github/workflows/triage.yml:9 actions-injection/untrusted-in-run critical',
    ]);
    const composite = results.find((r) => r.file.endsWith('notify/action.yml'));
    expect(composite?.message).toBe(
      'github.event.issue.title is expanded into the script (in a composite action): whoever controls it can run commands in the job',
    );
  });

  it.each<[string, RepositoryFile, string[]]>([
    ['a run step', workflow(`      - run: echo "${TITLE}"\n`), ['w.yml:5 run']],
    [
      'steps under parallel:',
      workflow(
        `      - parallel:\n          - run: echo ${TITLE}\n          - uses: actions/github-script@v8\n            with:\n              script: "${TITLE}"\n`,
      ),
      ['w.yml:6 run', 'w.yml:9 github-script'],
    ],
    [
      'nested parallel groups and sequences of steps',
      workflow(
        `      - parallel:\n          - - run: echo ${TITLE}\n          - steps:\n              - parallel:\n                  - run: echo ${TITLE}\n`,
      ),
      ['w.yml:6 run', 'w.yml:9 run'],
    ],
    [
      'several expressions of one script, each on its line',
      workflow(
        `      - run: |\n          echo ${TITLE}\n          echo ok\n          echo \${{ github.head_ref }} \${{ github.sha }}\n`,
      ),
      ['w.yml:6 run', 'w.yml:8 run'],
    ],
    [
      'an expression over several lines of a folded script',
      workflow(`      - run: >-\n          echo \${{\n            github.event.issue.title\n          }}\n`),
      ['w.yml:6 run'],
    ],
    [
      'YAML escapes undone before reading the expression',
      workflow(
        `      - run: 'echo \${{ github.event[''issue''].title }}'\n      - run: "echo \\u0024{{ github.head_ref }}"\n`,
      ),
      ['w.yml:5 run', 'w.yml:6 run'],
    ],
    [
      'a composite action',
      file('action.yaml', `runs:\n  using: Composite\n  steps:\n    - run: echo ${TITLE}\n`),
      ['action.yaml:4 run'],
    ],
  ])('reads %s', (_, input, expected) => {
    const results = checkActionsInjection([input]);
    expect(
      results.map((r) => `${r.file.split('/').at(-1)}:${r.line} ${r.ruleId.replace(/.*-in-/, '')}`),
    ).toEqual(expected);
  });

  it.each<[string, RepositoryFile]>([
    ['env: of a step', workflow(`      - env:\n          T: ${TITLE}\n        run: echo "$T"\n`)],
    ['if: and name:', workflow(`      - name: ${TITLE}\n        if: ${TITLE}\n        run: echo ok\n`)],
    [
      'with: of another action',
      workflow(`      - uses: some/action@v1\n        with:\n          script: ${TITLE}\n`),
    ],
    [
      'a boolean in a run',
      workflow(`      - run: \${{ contains(github.event.issue.title, 'x') }} && echo y\n`),
    ],
    [
      'a JavaScript action',
      file('action.yml', `runs:\n  using: node24\n  steps:\n    - run: echo ${TITLE}\n`),
    ],
    [
      'a workflow outside .github/workflows',
      file('ci/w.yml', `jobs:\n  j:\n    steps:\n      - run: ${TITLE}\n`),
    ],
    [
      'an action.yml look-alike',
      file('my-action.yml', `runs:\n  using: composite\n  steps:\n    - run: ${TITLE}\n`),
    ],
    ['invalid YAML', file('action.yml', `runs: [\n  - run: ${TITLE}\n`)],
  ])('reads nothing from %s', (_, input) => {
    expect(checkActionsInjection([input])).toEqual([]);
  });

  it.each([
    ['pull_request_target', 'critical'],
    ['[issue_comment]', 'critical'],
    ['{ workflow_run: { workflows: [ci] } }', 'critical'],
    ['issues', 'high'],
    ['[discussion, push]', 'high'],
    ['pull_request_review_comment', 'high'],
    ['pull_request', 'medium'],
    ['[push, workflow_dispatch]', 'medium'],
  ])('on %s the severity is %s', (on, severity) => {
    const text = `on: ${on}\njobs:\n  j:\n    steps:\n      - run: echo ${TITLE}\n`;
    expect(checkActionsInjection([file('.github/workflows/w.yml', text)])[0]?.severity).toBe(severity);
  });

  describe('env.NAME set from untrusted text', () => {
    const envWorkflow = (body: string) =>
      file('.github/workflows/w.yml', `on: issues\nenv:\n  W: ${TITLE}\n${body}`);

    it.each<[string, string, string[]]>([
      ['a step env', `      - env:\n          T: ${TITLE}\n        run: echo \${{ env.T }}\n`, ['11 T']],
      ['a job env', '      - run: echo ${{ env.J }}\n', ['9 J']],
      ['the workflow env', '      - run: echo ${{ env.W }}\n', ['9 W']],
      [
        'a step env set from a job env',
        '      - env:\n          S: x${{ env.J }}\n        run: echo ${{ env.s }}\n',
        ['11 J'],
      ],
    ])('from %s', (_, steps, expected) => {
      const text = `jobs:\n  j:\n    env:\n      J: \${{ github.head_ref }}\n    steps:\n${steps}`;
      const results = checkActionsInjection([envWorkflow(text)]);
      expect(results.map((r) => `${r.line} ${/through env\.(\w+)/.exec(r.message)?.[1] ?? ''}`)).toEqual(
        expected,
      );
      expect(results.every((r) => r.severity === 'high')).toBe(true);
    });

    it.each<[string, string]>([
      [
        'a step env that sets the name again',
        '      - env:\n          W: fixed\n        run: echo ${{ env.W }}\n',
      ],
      [
        'a variable set from a trusted field',
        '      - env:\n          N: ${{ github.event.issue.number }}\n        run: echo ${{ env.N }}\n',
      ],
      ['a variable read through the shell', '      - run: echo "$W"\n'],
      ['another job env', `      - run: echo ok\n  k:\n    steps:\n      - run: echo \${{ env.J }}\n`],
    ])('not from %s', (_, steps) => {
      const text = `jobs:\n  j:\n    env:\n      J: \${{ github.head_ref }}\n    steps:\n${steps}`;
      expect(checkActionsInjection([envWorkflow(text)])).toEqual([]);
    });
  });

  it.each([
    ['Azure/CLI@v2', 'inlineScript'],
    ['amadevus/pwsh-script@v2', 'script'],
    ['jannekem/run-python-script-action@v1', 'script'],
    ['appleboy/ssh-action@v1', 'script'],
    ['mikefarah/yq@v4', 'cmd'],
  ])('reads the input %s runs as code (%s)', (uses, input) => {
    const steps = `      - uses: ${uses}\n        with:\n          other: ${TITLE}\n          ${input}: echo ${TITLE}\n`;
    const results = checkActionsInjection([workflow(steps)]);
    expect(results.map((r) => `${r.line} ${r.ruleId}`)).toEqual([
      '8 actions-injection/untrusted-in-action-script',
    ]);
  });

  it('rates text only the caller supplies low, and event text beside it at the trigger severity', () => {
    const action = file(
      'action.yml',
      'runs:\n  using: composite\n  steps:\n    - run: echo ${{ inputs.tag }}\n    - run: echo ${{ inputs.tag || github.head_ref }}\n',
    );
    const dispatched = file(
      '.github/workflows/d.yml',
      'on: repository_dispatch\njobs:\n  j:\n    steps:\n      - run: echo ${{ github.event.client_payload.ref }}\n',
    );
    const results = checkActionsInjection([action, dispatched]);
    expect(results.map((r) => `${r.file}:${r.line} ${r.severity}`)).toEqual([
      'action.yml:4 low',
      'action.yml:5 medium',
      '.github/workflows/d.yml:5 low',
    ]);
    expect(results[0]?.message).toBe(
      'inputs.tag is expanded into the script (in a composite action): text the caller or dispatcher passes can run commands in the job',
    );
  });

  it('survives invalid YAML and never expands an alias bomb', async () => {
    const tree = materialize(null);
    const letters = 'abcdefghij';
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      ...[...letters.slice(1)].map((l, i) => `${l}: &${l} [${Array(9).fill(`*${letters[i]}`).join(', ')}]`),
    ].join('\n');
    const job = 'jobs:\n  j:\n    steps:\n      - run: echo "${{ github.event.comment.body }}"\n';
    tree.write('.github/workflows/bomb-elsewhere.yml', `on: issue_comment\n${bomb}\n${job}`);
    tree.write('.github/workflows/bomb-on.yml', `${bomb}\non: *j\n${job}`);
    tree.write('.github/workflows/broken.yml', 'on: [push\n');
    const results = checkActionsInjection(await tree.files());
    tree.remove();
    expect(located(results)).toEqual([
      '.github/workflows/bomb-elsewhere.yml:15 actions-injection/untrusted-in-run critical',
      // the triggers are over the alias bound: unknown, so the lowest severity
      '.github/workflows/bomb-on.yml:15 actions-injection/untrusted-in-run medium',
    ]);
  });
});
